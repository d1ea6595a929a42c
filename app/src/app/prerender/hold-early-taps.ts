import { whenHydrated } from './hydration-state';

/** What a visitor may tap before its handler exists: buttons, and choices React keeps in state. */
const TAPPABLE =
  'button, [role="button"], input[type="submit"], input[type="button"], input[type="radio"], input[type="checkbox"]';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTextControl(target: EventTarget | null): target is TextControl {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
}

/**
 * Gives React a value the visitor set before it was listening: through the element's own setter
 * first (React's value tracker then believes the field empty), then the prototype's, then the
 * event React listens to, so its onChange sees the change whatever hydration did to the field.
 */
function replayValue(control: TextControl, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  control.value = '';
  setter?.call(control, value);
  const type = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * A prerendered page shows its controls before React has hydrated them. A tap on a button then would
 * do nothing (or submit a form the old way), and a choice made in a list or typed in a field would
 * be on screen but not in React's state (the services page would show "Price: low to high" over an
 * unsorted list). Instead taps are held, and what was typed or chosen is kept; once the page is
 * hydrated the values are given to React, then the taps are made again, in that order, so "Apply"
 * sends the code typed before it.
 */
export function holdEarlyTaps(root: HTMLElement): void {
  const held: HTMLElement[] = [];
  const values = new Map<TextControl, string>();
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.at(-1) !== target) held.push(target);
  };
  const keep = (event: Event) => {
    if (isTextControl(event.target) && root.contains(event.target)) {
      values.set(event.target, event.target.value);
    }
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('input', keep, true);
  document.addEventListener('change', keep, true);
  whenHydrated(() => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', keep, true);
    document.removeEventListener('change', keep, true);
    for (const [control, value] of values) if (control.isConnected) replayValue(control, value);
    values.clear();
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  });
}
