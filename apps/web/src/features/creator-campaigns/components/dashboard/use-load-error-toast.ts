import { useEffect, useRef } from 'react';
import { toast } from '../../../../lib/toast';

/** Shows an error toast once per failed fetch of a query (not on every render, not twice under StrictMode). */
export function useLoadErrorToast(
  query: { isError: boolean; errorUpdatedAt: number },
  text: { title: string; message: string },
) {
  const { isError, errorUpdatedAt } = query;
  const { title, message } = text;
  const toastedAt = useRef(0);
  useEffect(() => {
    if (isError && errorUpdatedAt !== toastedAt.current) {
      toastedAt.current = errorUpdatedAt;
      toast.error(message, title);
    }
  }, [isError, errorUpdatedAt, title, message]);
}
