// Makes the test's screen a phone for components that draw cards instead of a table there (components/stacked-rows):
// matchMedia answers the phone query with a match. Returns the undo; call it after the test.
import { NARROW_SCREEN_QUERY } from '#web/components/stacked-rows/stacked-rows';

export function screenIsNarrow(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === NARROW_SCREEN_QUERY,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
