// One error toast per failed fetch of a console query, except a lost session: the sign-in says that one.
import { useEffect, useRef } from 'react';
import { toast } from '#web/lib/toast';
import { isAccessLost } from './ops-access';

export function useOpsErrorToast(query: { isError: boolean; error: unknown; errorUpdatedAt: number }) {
  const { isError, error, errorUpdatedAt } = query;
  const toastedAt = useRef(0);
  useEffect(() => {
    if (!isError || errorUpdatedAt === toastedAt.current || isAccessLost(error)) return;
    toastedAt.current = errorUpdatedAt;
    toast.error(error instanceof Error ? error.message : String(error));
  }, [isError, error, errorUpdatedAt]);
}
