import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  fillCommonFields,
  soon,
  startCheckoutServer,
} from './support/checkout';

/** Issue 24: at 360 px the booking number broke in the middle ("TBL1234" / "5678"). */
let server: CheckoutServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await openBrowser({ viewport: { width: 360, height: 780 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** For every booking number drawn on the page: how many lines it takes, and where its right edge is. */
const numbersOnScreen = (page: Page) =>
  page.evaluate(() => {
    const found: Array<{ text: string; lines: number; right: number }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/TBL\d{8}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        found.push({
          text: match[0],
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          right: Math.max(...rects.map((rect) => rect.right)),
        });
      }
    }
    return found;
  });

describe('the booking number at 360 px', () => {
  it('stays whole on one line in the confirmation and on the booking page', async () => {
    const { page } = browser;
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('makati');
    await fillCommonFields(page, { date: soon(4), time: '15:30', contact: ANA, payment: /GCash/ });
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    const overlay = page.getByRole('dialog', { name: 'Booking received!' });
    await overlay.waitFor();
    const inDialog = await numbersOnScreen(page);
    expect(inDialog.length).toBeGreaterThan(0);
    for (const shown of inDialog) expect(shown).toMatchObject({ lines: 1 });
    for (const shown of inDialog) expect(shown.right).toBeLessThanOrEqual(360);

    await overlay.getByRole('button', { name: 'View my booking' }).click();
    await page.getByRole('heading', { name: 'Thank you, Ana!' }).waitFor();
    const onPage = await numbersOnScreen(page);
    expect(onPage.length).toBeGreaterThan(0);
    for (const shown of onPage) expect(shown).toMatchObject({ lines: 1 });
    for (const shown of onPage) expect(shown.right).toBeLessThanOrEqual(360);
    expect(browser.pageErrors).toEqual([]);
  });
});
