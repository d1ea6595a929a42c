/** `data-prerendered` on #root: the whole page came from the build, ready to hydrate. */
export const PRERENDERED_PAGE = 'page';
/** The chrome and the screen's loading state: the browser renders the rest from the device. */
export const PRERENDERED_SHELL = 'shell';

export type PrerenderedKind = typeof PRERENDERED_PAGE | typeof PRERENDERED_SHELL;

export function prerenderedKind(container: HTMLElement): PrerenderedKind | undefined {
  const kind = container.dataset.prerendered;
  return kind === PRERENDERED_PAGE || kind === PRERENDERED_SHELL ? kind : undefined;
}

/**
 * A performance mark set once the opened screen has committed (hydrated, or rendered in the browser):
 * the page now answers taps. The page-weight budget counts the JavaScript asked for before it.
 */
export const APP_READY_MARK = 'tbl:app-ready';

/** Logged (never thrown) when a prerendered page's markup differs from its first render in the browser. */
export const HYDRATION_ERROR = 'The prerendered page did not match its first render';
