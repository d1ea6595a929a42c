import { useEffect, useState } from 'react';

/** A hidden tab paints no frames; past this, deferred work starts anyway. */
const HIDDEN_TAB_MS = 1_000;

/**
 * False while the page first renders, true once the browser has painted it. Work the first paint
 * does not need (IndexedDB, the outbox) waits for this, so a phone on mobile data spends its first
 * bytes and milliseconds on what the visitor sees.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    // A frame callback runs just before the paint; a task it queues runs after that paint.
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(() => {
            afterPaint = setTimeout(done, 0);
          })
        : undefined;
    const fallback = setTimeout(done, frame === undefined ? 0 : HIDDEN_TAB_MS);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
