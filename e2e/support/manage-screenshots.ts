import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settlePage } from './screenshots';

/**
 * Where journeys leave their captures: docs/screenshots/ when `UPDATE_SCREENSHOTS=1` asks for new
 * ones for the docs, a temporary folder otherwise, so an ordinary run leaves the tree as it was.
 */
const OUT_DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? path.resolve(import.meta.dirname, '../../docs/screenshots')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-screens-'));

/** A full-page PNG of the page as it stands, named `{name}.png`; returns the file written. */
export async function capturePage(page: Page, name: string): Promise<string> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  await settlePage(page);
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
