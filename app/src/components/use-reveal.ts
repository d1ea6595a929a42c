import { type RefObject, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

/** Content starts its entrance once it is 100 px inside the viewport. */
const TRIGGER_OFFSET_PX = 100;

let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove('reveal--pending');
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${TRIGGER_OFFSET_PX}px 0px` },
  );
  return observer;
}

/**
 * Fades an element up once, the first time it scrolls into view. The element is hidden only after
 * this runs, so without JavaScript, without IntersectionObserver or with reduced motion asked for,
 * the content is simply there.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    element.classList.add('reveal--pending');
    const io = sharedObserver();
    io.observe(element);
    return () => {
      io.unobserve(element);
      element.classList.remove('reveal--pending');
    };
  }, []);
  return ref;
}
