import { type RefObject, useLayoutEffect } from 'react';

/** Where the sticky chrome ends, in px from the top; read by `html { scroll-padding-top }` (base.css). */
export const STICKY_BOTTOM_PROPERTY = '--sticky-bottom';

/**
 * A bar sticky under the header hides whatever scrolls beneath it: a field reached with Shift+Tab,
 * or brought into view by a link, would sit under it. While the bar is on screen the page's scroll
 * padding reaches down to the bar's lower edge (measured, since it wraps on a narrow phone), so the
 * browser brings such a field to just below the bar instead.
 */
export function useScrollClearance(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!active || !element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const measure = () => {
      const stuckAt = Number.parseFloat(getComputedStyle(element).top) || 0;
      const bottom = stuckAt + element.getBoundingClientRect().height;
      root.style.setProperty(STICKY_BOTTOM_PROPERTY, `${Math.ceil(bottom)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_BOTTOM_PROPERTY);
    };
  }, [bar, active]);
}
