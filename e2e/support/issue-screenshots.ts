import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settlePage } from './screenshots';

/** The three widths every public page and state of issue 18 is captured at. */
export const CAPTURE_WIDTHS = [320, 390, 1280] as const;

/**
 * docs/screenshots/ when `UPDATE_SCREENSHOTS=1` asks for new captures for the docs, a temporary
 * folder otherwise, so an ordinary run leaves the tree as it was.
 */
const OUT_DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? path.resolve(import.meta.dirname, '../../docs/screenshots')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-issue-screens-'));

/**
 * A full-page capture named `{name}-{width}.jpg` (JPEG keeps dozens of long pages small in the
 * repository), after scrolling through for lazy images; `topOnly` captures just that many pixels
 * from the top (a header state). Returns the file written.
 */
export async function captureAtWidth(page: Page, name: string, options: { topOnly?: number } = {}) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(OUT_DIR, `${name}-${width}.jpg`);
  if (options.topOnly) {
    await page.screenshot({
      path: file,
      type: 'jpeg',
      quality: 60,
      clip: { x: 0, y: 0, width, height: options.topOnly },
    });
    return file;
  }
  await settlePage(page);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
  return file;
}
