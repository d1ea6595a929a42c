import { whenHydrated } from './hydration-state';

/** What a visitor may tap before its handler exists: buttons (links work as plain links). */
const TAPPABLE = 'button, [role="button"], input[type="submit"], input[type="button"]';

/**
 * A prerendered page shows its buttons before React has hydrated them. A tap on one then would do
 * nothing (or submit a form the old way); instead it is held, and made again once the page is
 * hydrated, so "Add to Cart" tapped early still adds to the cart.
 */
export function holdEarlyTaps(root: HTMLElement): void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.at(-1) !== target) held.push(target);
  };
  document.addEventListener('click', hold, true);
  whenHydrated(() => {
    document.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  });
}
