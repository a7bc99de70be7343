// What Mantine's ScrollArea imports from @floating-ui/react, given to it by vite.config.ts in place of that library
// (issue 31): ScrollArea, in every Mantine Table, uses only this hook from it, and the library's 12 KiB (gzip) then
// came with every page that shows a table. The same merge of refs, from @mantine/hooks (which the app loads anyway).
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** floating-ui's `useMergeRefs(refs)`: one callback ref that sets every ref in `refs`. */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
