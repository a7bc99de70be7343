// Whether a component is still on the page, for work that finishes after an await: a form that waited for its schema
// sends nothing, and sets no state, once the person has left it.
import { type RefObject, useEffect, useRef } from 'react';

/** A ref that is true while the component is mounted (false before its first effect and after it unmounts). */
export function useIsMounted(): RefObject<boolean> {
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  return isMounted;
}
