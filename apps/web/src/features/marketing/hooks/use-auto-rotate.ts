// Autoplay state for the landing-page carousels (B2: rotate every 4000 ms, stop on interaction and
// on mouse enter, reset on mouse leave). Rendering and transitions are left to the component.
import { useCallback, useEffect, useState } from 'react';

export interface AutoRotate {
  /** The slide shown now, 0-based. */
  index: number;
  /** A user picked a slide: show it and stop autoplay. */
  goTo: (index: number) => void;
  /** Stop autoplay without moving (mouse enter, keyboard focus). */
  pause: () => void;
  /** Start autoplay again with a full interval from now (mouse leave). */
  resume: () => void;
  isPlaying: boolean;
}

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export function useAutoRotate(count: number, intervalMs: number): AutoRotate {
  const [index, setIndex] = useState(0);
  // Each autoplay run is a fresh object (null while stopped), so resume() restarts the interval
  // from now even when autoplay was already running.
  const [autoplayRun, setAutoplayRun] = useState<object | null>(() => ({}));

  useEffect(() => {
    if (autoplayRun === null || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => wrap(current + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplayRun, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      setAutoplayRun(null);
      setIndex(wrap(next, count));
    },
    [count],
  );
  const pause = useCallback(() => setAutoplayRun(null), []);
  const resume = useCallback(() => setAutoplayRun({}), []);

  return { index: wrap(index, count), goTo, pause, resume, isPlaying: autoplayRun !== null };
}
