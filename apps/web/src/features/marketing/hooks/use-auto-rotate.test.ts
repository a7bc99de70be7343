import { CAROUSEL_INTERVAL_MS } from '@microreach/domain/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoRotate } from './use-auto-rotate';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useAutoRotate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 4000 ms interval from the spec', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(4000);
  });

  it('advances one slide every 4000 ms and wraps after the last', () => {
    const { result } = renderHook(() => useAutoRotate(4, CAROUSEL_INTERVAL_MS));
    expect(result.current.index).toBe(0);
    expect(result.current.isPlaying).toBe(true);

    advance(3999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(4000);
    expect(result.current.index).toBe(2);
    advance(4000);
    expect(result.current.index).toBe(3);
    advance(4000);
    expect(result.current.index).toBe(0);
  });

  it('goTo shows the chosen slide and stops autoplay', () => {
    const { result } = renderHook(() => useAutoRotate(4, 4000));
    advance(2000);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    expect(result.current.isPlaying).toBe(false);

    advance(20_000);
    expect(result.current.index).toBe(2);
  });

  it('goTo wraps out-of-range indexes', () => {
    const { result } = renderHook(() => useAutoRotate(4, 4000));
    act(() => result.current.goTo(5));
    expect(result.current.index).toBe(1);
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(3);
  });

  it('pause stops autoplay where it is', () => {
    const { result } = renderHook(() => useAutoRotate(4, 4000));
    advance(4000);
    expect(result.current.index).toBe(1);
    act(() => result.current.pause());
    expect(result.current.isPlaying).toBe(false);

    advance(20_000);
    expect(result.current.index).toBe(1);
  });

  it('resume restarts autoplay with a full 4000 ms from the moment it is called', () => {
    const { result } = renderHook(() => useAutoRotate(4, 4000));
    advance(3000);
    act(() => result.current.pause());
    advance(10_000);
    act(() => result.current.resume());
    expect(result.current.isPlaying).toBe(true);

    advance(3999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('resume while already playing resets the timer instead of keeping the old one', () => {
    const { result } = renderHook(() => useAutoRotate(4, 4000));
    advance(3000);
    act(() => result.current.resume());

    advance(1000); // the old timer would have fired here
    expect(result.current.index).toBe(0);
    advance(3000);
    expect(result.current.index).toBe(1);
  });

  it('resume after a user pick continues from the picked slide', () => {
    const { result } = renderHook(() => useAutoRotate(4, 4000));
    act(() => result.current.goTo(3));
    act(() => result.current.resume());
    advance(4000);
    expect(result.current.index).toBe(0);
  });

  it('does not rotate a single slide', () => {
    const { result } = renderHook(() => useAutoRotate(1, 4000));
    advance(12_000);
    expect(result.current.index).toBe(0);
  });
});
