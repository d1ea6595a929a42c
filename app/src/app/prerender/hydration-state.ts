/**
 * Whether React is hydrating a prerendered page. No React here: the tiny entry (main.tsx) waits on
 * it too, so that taps on the page before it is hydrated are answered once it is.
 */
let hydrated = true;
const waiting: Array<() => void> = [];

/** Called before a prerendered page is hydrated; `finishHydration` once its commit is done. */
export function startHydration(): void {
  hydrated = false;
}

export function finishHydration(): void {
  if (hydrated) return;
  hydrated = true;
  for (const run of waiting.splice(0)) run();
}

/**
 * For effects: whether the element they see came with the prerendered page (its first commit is the
 * hydration's), without the extra render `useHydrating` costs.
 */
export function isHydrating(): boolean {
  return !hydrated;
}

/** Runs `run` once the page is hydrated (at once if it is not hydrating). */
export function whenHydrated(run: () => void): void {
  if (hydrated) run();
  else waiting.push(run);
}
