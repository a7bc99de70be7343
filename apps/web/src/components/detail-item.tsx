import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value in a details dialog (Mantine DataList). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
