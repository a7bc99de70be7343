// Mantine's Pagination with the labels every pager of the app gives it; loaded by Pager (pager.tsx) when a list first
// has a second page.
import { Pagination } from '@mantine/core';

export interface PagerControlProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

export function PagerControl({ total, value, onChange, disabled }: PagerControlProps) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      disabled={disabled}
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : 'Previous page' })}
    />
  );
}
