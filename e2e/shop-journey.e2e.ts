import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, openBrowser } from './support/browser';

let server: AppServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startAppServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('from the home page to a booked-ready cart', () => {
  it('follows a category card to the filtered list and sorts it by price', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    const categories = page.getByRole('region', { name: 'Treatments for face, body and skin' });
    await categories.getByRole('link', { name: /^Face Slimming/ }).click();
    await page.waitForURL(`${server.url}/services?category=face-slimming`);
    expect(await page.getByRole('radio', { name: 'Face Slimming' }).isChecked()).toBe(true);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    const prices = (await page.locator('.services-grid .service-price__amount').allTextContents())
      .filter((text) => text.startsWith('₱'))
      .map(pesos);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('opens a service, chooses a promo package and adds it to the cart', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Ulthera Prime - 300 Lines', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Ulthera Prime - 300 Lines' }).waitFor();
    const price = page.locator('.purchase__price .service-price__amount');
    expect(await price.textContent()).toBe('₱66,000');

    await page.getByRole('radio', { name: /^200 Lines/ }).check();
    expect(await price.textContent()).toBe('₱46,000');

    const header = page.getByRole('banner');
    expect(await header.getByTestId('cart-badge').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^View cart, / }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const added = page.getByRole('button', { name: '✓ Added!' });
    await added.waitFor();
    expect(await added.isDisabled()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'added to your cart' }).waitFor();
    await header.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
    await page.getByRole('link', { name: 'View cart, 1 item' }).waitFor();

    // The button comes back after two seconds; a second unit raises the same line.
    await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: 4000 });
    await header.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
  });

  it('keeps the cart through a reload', async () => {
    const { page } = browser;
    await page.reload();
    await page.getByRole('banner').getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
    await page.getByRole('link', { name: 'View cart, 2 items' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    // The lines come from IndexedDB a moment after the heading: wait for them, then count.
    const line = page.getByRole('heading', { level: 2, name: 'Ulthera Prime - 200 Lines' });
    await line.waitFor();
    expect(await line.count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: /^Quantity of/ }).inputValue()).toBe('2');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    expect(await summary.getByText('₱92,000').count()).toBe(1);
    // The floating button is not needed on the cart itself.
    expect(await page.getByRole('link', { name: /^View cart, / }).count()).toBe(0);
  });

  it('shows the same cart in a second tab and follows changes live', async () => {
    const { context, page } = browser;
    const second = await context.newPage();
    try {
      await second.goto(`${server.url}/cart`);
      const secondQuantity = second.getByRole('spinbutton', { name: /^Quantity of/ });
      await secondQuantity.waitFor();
      expect(await secondQuantity.inputValue()).toBe('2');
      await page.getByRole('button', { name: /^Increase quantity of/ }).click();
      await second.getByRole('banner').getByTestId('cart-badge').filter({ hasText: '3' }).waitFor();
      expect(await secondQuantity.inputValue()).toBe('3');
    } finally {
      await second.close();
    }
  });

  it('changes quantities on the cart page and empties it', async () => {
    const { page } = browser;
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText('₱138,000').waitFor();

    const quantity = page.getByRole('spinbutton', { name: /^Quantity of/ });
    await quantity.fill('1');
    await quantity.press('Enter');
    await summary.getByText('₱46,000').waitFor();
    expect(await page.getByRole('button', { name: /^Decrease quantity of/ }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: /^Remove .* from cart$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' }).waitFor();
    expect(await page.getByRole('banner').getByTestId('cart-badge').count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
