import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ON_DEVICE_MESSAGE } from '../app/src/features/booking/form/saved-on-device';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import { ANA, type CheckoutServer, fillCommonFields, soon, startCheckoutServer } from './support/checkout';

let server: CheckoutServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await openBrowser({ viewport: PHONE });
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

async function consultationsMatching(search: string) {
  const reply = await server.staffGet(`/api/online-consultations?search=${encodeURIComponent(search)}`);
  expect(reply.status).toBe(200);
  return reply.body.data as Array<Record<string, unknown>>;
}

describe('an online consultation in Chromium against the real server', () => {
  it('books a 30-minute video consultation for 700 pesos and shows its number', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/online-consultation`);
    await page.getByRole('heading', { name: 'Online Consultation', level: 1 }).waitFor();
    await page.getByText(/30-minute video consultation/).waitFor();
    const submit = page.getByRole('button', { name: /Book consultation/ });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');

    await page.getByLabel('Age', { exact: true }).fill('17');
    await page.getByLabel('Full name').focus();
    await page.getByText('You must be at least 18 years old to book a consultation').waitFor();

    const bea = { ...ANA, customerName: 'Bea Reyes', email: 'bea.reyes@example.com', age: '34' };
    await fillCommonFields(page, { date: soon(1), time: '20:00', contact: bea, payment: /BPI/ });
    await page.getByText('3061 0458 72').waitFor();
    await submit.click();
    await page.getByRole('heading', { name: 'See you online!' }).waitFor();
    const number = (await page.locator('.checkout-done__number').textContent()) ?? '';
    expect(number).toMatch(/^TBL\d{8}$/);
    expect(await page.getByText('₱700').first().isVisible()).toBe(true);

    const stored = await consultationsMatching(number);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      bookingNumber: number,
      customerName: 'Bea Reyes',
      time: '20:00',
      paymentMethod: 'bpi',
      totalPrice: 700,
    });

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('keeps a consultation booked offline on the phone and sends it when the signal returns', async () => {
    const { page, context } = browser;
    await page.goto(`${server.url}/online-consultation`);
    const carlo = { ...ANA, customerName: 'Carlo Dizon', email: 'carlo@example.com', age: '41' };
    await fillCommonFields(page, {
      date: soon(2),
      time: '11:30',
      contact: carlo,
      payment: /GCash/,
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: /Book consultation/ }).click();
    await page.getByText(SAVED_ON_DEVICE_MESSAGE).waitFor();
    expect(await consultationsMatching('Carlo Dizon')).toHaveLength(0);
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'See you online!' }).waitFor();
    expect(await consultationsMatching('Carlo Dizon')).toHaveLength(1);
    expect(browser.pageErrors).toEqual([]);
  });
});
