// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts a deadline set long after the first render from the moment it is set', () => {
    const shown: number[] = [];
    const { rerender } = renderHook(
      ({ until }) => {
        const left = useCountdown(until);
        shown.push(left);
        return left;
      },
      { initialProps: { until: null as number | null } },
    );
    // The page sat open for a while before the server said "Retry-After: 2".
    vi.setSystemTime(Date.now() + 1_500);
    shown.length = 0;
    rerender({ until: Date.now() + 2_000 });
    // Every render since, the first included, says two seconds: never a stale, longer wait.
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([2]));
  });

  it('ticks down once a second and stops at zero', () => {
    const until = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('writes minutes and seconds', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
