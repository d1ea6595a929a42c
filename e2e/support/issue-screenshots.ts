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
 * repository); returns the file written. `settle` scrolls through for lazy images first.
 */
export async function captureAtWidth(page: Page, name: string, options: { settle?: boolean } = {}) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  if (options.settle !== false) await settlePage(page);
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(OUT_DIR, `${name}-${width}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
  return file;
}
