import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCountdown(until: number | null): number {
  const [clock, setClock] = useState(() => ({ until, now: Date.now() }));
  let now = clock.now;
  if (clock.until !== until) {
    // A new deadline counts from this moment, not from the last tick of an earlier one (or the
    // page's first render): 'Retry-After: 2' must never read 0:03.
    now = Date.now();
    setClock({ until, now });
  }
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setClock({ until, now: at });
      if (at >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return left;
}

/** `1:05` for 65 seconds. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
