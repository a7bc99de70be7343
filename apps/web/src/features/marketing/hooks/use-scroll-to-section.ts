import { useReducedMotion } from '@mantine/hooks';
import { useCallback } from 'react';

/**
 * Scrolls to a section by id (smoothly unless the user prefers reduced motion) and moves keyboard
 * focus to its heading, so the next Tab continues from there.
 */
export function useScrollToSection(): (id: string) => void {
  const prefersReducedMotion = useReducedMotion();
  return useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      section.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
      section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    },
    [prefersReducedMotion],
  );
}
