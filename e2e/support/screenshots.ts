import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, openBrowser, PHONE } from './browser';

export interface ScreenshotTarget {
  /** File name without extension, e.g. 'home'. */
  name: string;
  /** Path on the app, e.g. '/service/stem-cell-facial'. */
  route: string;
}

export const SCREENSHOT_VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/**
 * Scrolls through the page so lazy images load, waits until every image has decoded, and returns
 * to the top: a full-page capture then shows the page as a visitor who scrolled would see it.
 */
export async function settlePage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // Lazy images that are never on screen (the hidden slides of a carousel) never load: wait for
    // the others, and at most a few seconds.
    const pending = Array.from(document.images, (image) =>
      image.complete ? null : image.decode().catch(() => null),
    );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 4000))]);
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Full-page PNGs of each target at phone and desktop width, named `{name}-{phone|desktop}.png`.
 * Reduced motion shows every section in place and holds the carousel still, so captures repeat.
 */
export async function takeScreenshots(baseUrl: string, outDir: string, targets: ScreenshotTarget[]) {
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const [label, viewport] of Object.entries(SCREENSHOT_VIEWPORTS)) {
    const browser = await openBrowser({ viewport, reducedMotion: true });
    try {
      for (const target of targets) {
        await browser.page.goto(`${baseUrl}${target.route}`);
        await browser.page.locator('main h1').first().waitFor();
        await settlePage(browser.page);
        const file = path.join(outDir, `${target.name}-${label}.png`);
        await browser.page.screenshot({ path: file, fullPage: true });
        written.push(file);
      }
    } finally {
      await browser.close();
    }
  }
  return written;
}
