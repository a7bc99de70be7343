import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (and its transitions) loads after the page shows: a toast raised before it has is kept in
// the notifications store and shown when it mounts (issue 15: the landing page's first download).
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Mounted on the client only: prerendered pages (src/prerender.tsx) carry no toasts, and hydrate the same way.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {mounted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
