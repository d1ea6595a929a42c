import { startTransition, useEffect, useState } from 'react';

/** Past this, deferred work starts even if the page never went idle (or, hidden, never painted). */
const AT_THE_LATEST_MS = 1_500;

let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/**
 * Once per page: a frame callback runs just before the paint and a task it queues runs after it;
 * from there, the first idle moment, so deferred work does not compete with what the page is still
 * doing right after its first paint (a redirect, say).
 */
function scheduleOnce() {
  if (scheduled) return;
  scheduled = true;
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: AT_THE_LATEST_MS })
      : setTimeout(run, 0);
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(() => whenIdle(markPainted), 0));
  }
  setTimeout(markPainted, AT_THE_LATEST_MS);
}

/**
 * False while the page first renders, true once the browser has painted it and had a moment to
 * spare: one moment for the whole page. Work the first paint does not need (IndexedDB, the outbox,
 * the service worker) waits for it, so a phone on mobile data spends its first bytes and
 * milliseconds on what the visitor sees. The change renders as a transition, in slices that leave
 * the main thread free for the visitor's taps.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(painted);
  useEffect(() => {
    scheduleOnce();
    const listener = () => startTransition(() => setPainted(true));
    if (painted) listener();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return isPainted;
}
