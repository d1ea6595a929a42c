import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import { addToCart, type CheckoutServer, chooseTime, soon, startCheckoutServer } from './support/checkout';

let server: CheckoutServer;

beforeAll(async () => {
  server = await startCheckoutServer();
});

afterAll(async () => {
  await server.close();
});

/**
 * Axe reads the page where it stands. A full page load keeps the scroll position of the page before
 * it (React Router's scroll restoration), which can leave footer links under the sticky top bar; each
 * check starts from the top, as a visitor arriving on the page does.
 */
async function checkFromTop(page: BrowserSession['page']) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return seriousAxeViolations(page);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('checkout accessibility on a %s', (_label, viewport) => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport });
  });

  afterAll(async () => {
    await browser.close();
  });

  it('has no serious or critical axe violations on /cart with items', async () => {
    const { page } = browser;
    await addToCart(page, server.url, 'stem-cell-facial');
    await addToCart(page, server.url, 'hiko-nose');
    await page.goto(`${server.url}/cart`);
    await page.getByRole('heading', { name: 'Your Cart', level: 1 }).waitFor();
    expect(await checkFromTop(page)).toEqual([]);
  });

  it('has none on /booking, as it opens and with every problem showing', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Full name').waitFor();
    await page.getByText(/we hold it for you for 5 minutes/).waitFor();
    expect(await checkFromTop(page)).toEqual([]);
    // With a time chosen, the hold's countdown and the clinic's time list (Full, 1 left) show.
    await page.getByLabel('Date', { exact: true }).fill(soon(viewport === PHONE ? 10 : 11));
    await chooseTime(page, '12:00');
    await page.getByRole('timer').waitFor();
    expect(await checkFromTop(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm booking' }).click({ force: true });
    await page.getByRole('alert').waitFor();
    await page.getByRole('radio', { name: /BDO/ }).check();
    expect(await checkFromTop(page)).toEqual([]);
  });

  it('has none on /online-consultation', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/online-consultation`);
    await page.getByLabel('Full name').waitFor();
    expect(await checkFromTop(page)).toEqual([]);
    await page.getByRole('button', { name: /Book consultation/ }).click({ force: true });
    await page.getByRole('alert').waitFor();
    expect(await checkFromTop(page)).toEqual([]);
  });

  it('moves through the booking form with the keyboard alone', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Full name').waitFor();
    await page.getByRole('radio', { name: /At one of our clinics/ }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('branch');
    // The strip of days: "Next available", then one tab stop for the days, walked with the arrows.
    await page.getByRole('button', { name: /^Next available/ }).waitFor();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toMatch(/^Next available/);
    await page.keyboard.press('Tab');
    const firstDay = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(firstDay).toMatch(/free$/);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe(firstDay);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('date');
  });
});
