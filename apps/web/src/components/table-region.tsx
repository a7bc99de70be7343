// A table wider than a phone, in a region that scrolls sideways: the region is named and focusable, so a keyboard can
// scroll it too and a screen reader names it. The table inside is striped and highlights the row under the pointer.
import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

export function TableRegion({
  label,
  minWidth,
  verticalSpacing = 'sm',
  isBusy,
  style,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  /** The table's width at which the region starts to scroll. */
  minWidth: number;
  verticalSpacing?: TableProps['verticalSpacing'];
  /** The rows are being replaced (aria-busy). */
  isBusy?: boolean;
  style?: CSSProperties;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      role="region"
      aria-label={label}
      tabIndex={0}
      aria-busy={isBusy}
      style={style}
    >
      <Table striped highlightOnHover verticalSpacing={verticalSpacing}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
