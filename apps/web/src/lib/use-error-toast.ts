// One error toast per failed fetch of a query: not on every render, not twice under StrictMode.
import { useEffect, useRef } from 'react';
import { toast } from './toast';

export interface ToastText {
  message: string;
  title?: string;
}

export function useErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  text: string | ToastText | ((error: unknown) => ToastText),
) {
  const { isError, error, errorUpdatedAt } = query;
  const toastedAt = useRef(0);
  const textRef = useRef(text);
  textRef.current = text;
  useEffect(() => {
    if (!isError || errorUpdatedAt === toastedAt.current) return;
    toastedAt.current = errorUpdatedAt;
    const t = textRef.current;
    const { message, title } =
      typeof t === 'string' ? { message: t, title: undefined } : typeof t === 'function' ? t(error) : t;
    toast.error(message, title);
  }, [isError, error, errorUpdatedAt]);
}
