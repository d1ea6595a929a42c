import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True while React hydrates a page that came prerendered (and on the server that prerenders it),
 * false in every render after that and in pages rendered in the browser alone. A component that
 * shows something only the browser knows (the clock, the screen) shows the server's version first,
 * so hydration finds the markup it expects, and then its own in the render that follows.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
