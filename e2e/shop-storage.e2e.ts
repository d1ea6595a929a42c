import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';

let server: AppServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser({ viewport: PHONE });
  // Some private modes offer no IndexedDB at all.
  await browser.context.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a browser that will not store the cart', () => {
  it('says so politely and keeps the cart for the visit', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/service/korean-glow-drip`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const banner = page.getByRole('status').filter({ hasText: "Your cart can't be saved on this device." });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('the cart clears when you close this tab');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: '✓ Added!' }).waitFor();
    await page.getByRole('banner').getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();

    await page.getByRole('link', { name: 'View cart, 1 item' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    await page.getByRole('button', { name: /^Increase quantity of/ }).click();
    await page.getByRole('banner').getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
