// A list's page buttons in a labelled navigation landmark. Their code (Mantine's Pagination) loads when a list first
// has more than one page, not with the page (issue 31: a first download most lists never need); the space they take
// is kept meanwhile, so nothing moves when they appear.
import { Box, Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { importOrReload } from '#web/lib/chunk-reload';
import type { PagerControlProps } from './pager-control';

const PagerControl = lazy(() =>
  importOrReload(() => import('./pager-control')).then((m) => ({ default: m.PagerControl })),
);

export interface PagerProps extends PagerControlProps {
  /** The landmark's name: 'Transaction pages'. */
  label: string;
}

/** Pagination's height at its default size (md), held while its code loads. */
const PAGER_HEIGHT = 'calc(2rem * var(--mantine-scale))';

export function Pager({ label, ...control }: PagerProps) {
  return (
    <Center component="nav" aria-label={label}>
      <Suspense fallback={<Box h={PAGER_HEIGHT} aria-busy="true" />}>
        <PagerControl {...control} />
      </Suspense>
    </Center>
  );
}
