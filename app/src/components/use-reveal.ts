import { type RefObject, useLayoutEffect, useRef } from 'react';
import { isHydrating } from '../app/prerender/hydration-state';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

/** Content starts its entrance once it is 100 px inside the viewport. */
const TRIGGER_OFFSET_PX = 100;
const PENDING = 'reveal--pending';

let observer: IntersectionObserver | undefined;
/** Prerendered content, shown since the first paint, whose place the observer has not yet reported. */
const shownByServer = new WeakSet<Element>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Read once, before any class changes: reading the viewport's height after one would make the
      // browser work out the page's style and layout again for every element of the report.
      const viewportBottom = window.innerHeight;
      const toHide: Element[] = [];
      for (const entry of entries) {
        const { target } = entry;
        if (shownByServer.delete(target) && !entry.isIntersecting) {
          // Already on screen (near its bottom edge) stays; only what is out of sight waits.
          if (entry.boundingClientRect.top < viewportBottom) observer?.unobserve(target);
          else toHide.push(target);
          continue;
        }
        if (!entry.isIntersecting) continue;
        target.classList.remove(PENDING);
        observer?.unobserve(target);
      }
      for (const target of toHide) target.classList.add(PENDING);
    },
    { rootMargin: `0px 0px -${TRIGGER_OFFSET_PX}px 0px` },
  );
  return observer;
}

/**
 * Fades an element up once, the first time it scrolls into view. The element is hidden only after
 * this runs, so without JavaScript, without IntersectionObserver or with reduced motion asked for,
 * the content is simply there. On a prerendered page, what the visitor already sees stays put: the
 * observer's first report (no layout forced here) hides only what is still out of sight.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    if (isHydrating()) shownByServer.add(element);
    else element.classList.add(PENDING);
    const io = sharedObserver();
    io.observe(element);
    return () => {
      io.unobserve(element);
      shownByServer.delete(element);
      element.classList.remove(PENDING);
    };
  }, []);
  return ref;
}
