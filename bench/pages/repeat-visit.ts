import type { Page } from 'playwright-core';
import { openBrowser, PHONE } from '../../e2e/support/browser';
import { waitForController } from '../../e2e/support/service-worker';

export interface OfflineRender {
  /** First contentful paint, ms from the navigation's start. */
  firstContentfulPaint: number;
  /** Largest contentful paint: the hero on screen. */
  largestContentfulPaint: number;
}

async function paintTimes(page: Page): Promise<OfflineRender> {
  return page.evaluate(
    () =>
      new Promise<OfflineRender>((resolve) => {
        const firstContentfulPaint =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ firstContentfulPaint, largestContentfulPaint: last?.startTime ?? Number.NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * A returning visitor with no signal: the page is opened once online, until its service worker
 * controls it and a second load has filled the worker's runtime caches; then the network goes off
 * and the page is opened `times` more, each time timed from navigation start to its paints. With
 * `cpuSlowdown` the page's CPU is throttled through the DevTools protocol, as Lighthouse does.
 */
export async function offlineRenders(
  url: string,
  options: { times: number; cpuSlowdown: number; heading: string },
): Promise<OfflineRender[]> {
  const browser = await openBrowser({ viewport: PHONE });
  try {
    const { page, context } = browser;
    await page.goto(url);
    await waitForController(page);
    await page.reload();
    await page.locator(options.heading).first().waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await context.setOffline(true);
    const renders: OfflineRender[] = [];
    for (let run = 0; run < options.times; run += 1) {
      await page.goto(url);
      await page.locator(options.heading).first().waitFor();
      // Let the largest paint settle (the hero image arrives from the worker's cache).
      await page.waitForTimeout(500);
      renders.push(await paintTimes(page));
    }
    return renders;
  } finally {
    await browser.close();
  }
}
