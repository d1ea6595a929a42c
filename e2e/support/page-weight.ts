import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type ResourceKind = 'script' | 'stylesheet' | 'image';

export interface LoadedResource {
  /** Path on the server, e.g. `/assets/app-1a2b.js`. */
  path: string;
  kind: ResourceKind;
  /** When the page asked for it, in ms from navigation start (Resource Timing). */
  startTime: number;
  /** Bytes of the body as the page uses it. */
  bytes: number;
  /** Bytes of the body as it crossed the wire (Brotli or gzip when the server compressed it). */
  wireBytes: number;
  /** Bytes of the body gzipped at level 9: what a browser that accepts only gzip downloads. */
  gzipBytes: number;
  contentEncoding: string | null;
}

export interface PageWeight {
  /** When #root first had content, ms from navigation start: with a prerendered page, at once. */
  firstRender: number;
  /**
   * When the opened screen had committed (hydrated, or rendered in the browser), ms from navigation
   * start: from here the page answers taps (the app's `tbl:app-ready` mark).
   */
  usable: number;
  resources: LoadedResource[];
}

const KINDS: Record<string, ResourceKind> = { script: 'script', stylesheet: 'stylesheet', image: 'image' };

export const sum = (resources: readonly LoadedResource[], bytes: 'wireBytes' | 'gzipBytes') =>
  resources.reduce((total, resource) => total + resource[bytes], 0);

/** Scripts the page asked for before it answered taps: what a first visit waits for to use it. */
export const scriptsBeforeUsable = (weight: PageWeight) =>
  weight.resources.filter((resource) => resource.kind === 'script' && resource.startTime < weight.usable);

/** The app's mark once the opened screen has committed (app/src/app/prerender/marker.ts). */
const APP_READY_MARK = 'tbl:app-ready';

const FIRST_RENDER_MARK = 'page-weight:first-render';

/**
 * Marks the moment the app first puts content into #root. A mutation observer's callback runs right
 * after the DOM change, before the browser paints it; work deferred until after the first paint is
 * always asked for later. Installed through the DevTools protocol, so the page's CSP does not apply.
 */
function markFirstRender(mark: string) {
  const observer = new MutationObserver(() => {
    if (!document.getElementById('root')?.firstChild) return;
    performance.mark(mark);
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

export const ofKind = (weight: PageWeight, kind: ResourceKind) =>
  weight.resources.filter((resource) => resource.kind === kind);

/**
 * Records every script, stylesheet and image `open` makes the page load, with their sizes and when
 * each was asked for. `open` navigates and settles the page (e.g. scrolls so lazy images load); the
 * page should be fresh (a new profile), so nothing comes from a cache. Requests the service worker
 * makes on its own (its precache) are not the page's and are not counted.
 */
export async function measurePageWeight(page: Page, open: () => Promise<void>): Promise<PageWeight> {
  const responses: Response[] = [];
  const record = (response: Response) => {
    const type = response.request().resourceType();
    // What arrived before the measured page's own document was the previous page's (a page opened
    // to prepare, still fetching its after-paint code): not this page's, and its bodies go with it.
    if (type === 'document' && response.frame() === page.mainFrame()) responses.length = 0;
    if (type in KINDS && response.ok()) responses.push(response);
  };
  page.on('response', record);
  await page.addInitScript(markFirstRender, FIRST_RENDER_MARK);
  try {
    await open();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', record);
  }
  const timing = await page.evaluate(
    ([mark, ready]) => ({
      firstRender: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      usable: performance.getEntriesByName(ready)[0]?.startTime ?? Number.NaN,
      entries: performance.getEntriesByType('resource').map(
        (entry) =>
          [
            new URL(entry.name).pathname,
            {
              startTime: entry.startTime,
              encodedBodySize: (entry as PerformanceResourceTiming).encodedBodySize,
            },
          ] as const,
      ),
    }),
    [FIRST_RENDER_MARK, APP_READY_MARK] as const,
  );
  // The first request for a path is the one that crossed the wire; later ones came from a cache.
  const entryOf = new Map([...timing.entries].reverse());
  const resources = await Promise.all(
    responses.map(async (response): Promise<LoadedResource> => {
      const url = new URL(response.url());
      const body = await response.body();
      const entry = entryOf.get(url.pathname);
      return {
        path: url.pathname,
        kind: KINDS[response.request().resourceType()] as ResourceKind,
        startTime: entry?.startTime ?? Number.NaN,
        bytes: body.length,
        wireBytes: entry?.encodedBodySize ?? body.length,
        gzipBytes: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
        contentEncoding: response.headers()['content-encoding'] ?? null,
      };
    }),
  );
  return { firstRender: timing.firstRender, usable: timing.usable, resources };
}
