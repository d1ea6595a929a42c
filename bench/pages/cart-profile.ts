import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { addToCart } from '../../e2e/support/checkout';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

/**
 * A Chromium profile whose IndexedDB holds a cart with one treatment, put there the way a visitor
 * does (the Add to Cart button), so /booking can be measured as a visitor with a cart opens it.
 * The caller removes the directory.
 */
export async function profileWithCart(appUrl: string, serviceId: string): Promise<string> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-bench-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await addToCart(page, appUrl, serviceId);
  } finally {
    await context.close();
  }
  return userDataDir;
}
