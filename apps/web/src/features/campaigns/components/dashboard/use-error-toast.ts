import { useEffect, useRef } from 'react';
import { toast } from '../../../../lib/toast';

/** Shows an error toast once per failed fetch of a query (not on every render, not twice under StrictMode). */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }, text: string) {
  const { isError, errorUpdatedAt } = query;
  const toastedAt = useRef(0);
  useEffect(() => {
    if (isError && errorUpdatedAt !== toastedAt.current) {
      toastedAt.current = errorUpdatedAt;
      toast.error(text);
    }
  }, [isError, errorUpdatedAt, text]);
}
