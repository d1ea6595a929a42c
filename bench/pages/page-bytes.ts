import { openBrowser, PHONE } from '../../e2e/support/browser';
import { measurePageWeight, ofKind, scriptsBeforeUsable, sum } from '../../e2e/support/page-weight';
import { settlePage } from '../../e2e/support/screenshots';

export interface PageBytes {
  /** Gzipped (level 9) and on-the-wire bytes, and file counts. */
  scriptBeforeFirstRender: { gzip: number; wire: number; files: number };
  scriptAll: { gzip: number; wire: number; files: number };
  styles: { gzip: number; wire: number; files: number };
  images: { wire: number; files: number };
  document: { wire: number };
}

/**
 * What a first visit to `url` downloads on a phone, scrolled to the end, measured the way
 * e2e/budgets.e2e.ts measures it (the same code), so the bench prints the figures the budgets hold.
 */
export async function pageBytes(url: string): Promise<PageBytes> {
  const browser = await openBrowser({ viewport: PHONE });
  try {
    const { page } = browser;
    const weight = await measurePageWeight(page, async () => {
      await page.goto(url);
      await page.locator('main h1').first().waitFor();
      await settlePage(page);
    });
    const documentWire = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).encodedBodySize,
    );
    const figures = (resources: ReturnType<typeof ofKind>) => ({
      gzip: sum(resources, 'gzipBytes'),
      wire: sum(resources, 'wireBytes'),
      files: resources.length,
    });
    const images = ofKind(weight, 'image');
    return {
      scriptBeforeFirstRender: figures(scriptsBeforeUsable(weight)),
      scriptAll: figures(ofKind(weight, 'script')),
      styles: figures(ofKind(weight, 'stylesheet')),
      images: { wire: sum(images, 'wireBytes'), files: images.length },
      document: { wire: documentWire },
    };
  } finally {
    await browser.close();
  }
}
