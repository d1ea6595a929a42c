import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ON_DEVICE_MESSAGE } from '../app/src/features/booking/form/saved-on-device';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  fillCommonFields,
  findBookings,
  readStore,
  soon,
  startCheckoutServer,
} from './support/checkout';

let server: CheckoutServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await openBrowser({ viewport: PHONE });
  // This journey is about the page's own sending. A service worker would drain the same outbox on
  // its Background Sync, outside the routes below, so it is kept from installing here.
  await browser.context.route('**/sw.js', (route) => route.abort('blockedbyclient'));
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

interface StoredItem {
  id: string;
  status: string;
  attempts: number;
}

describe('a booking on one bar of signal', () => {
  it('is kept through no signal, a reload and a lost answer, and reaches the clinic exactly once', async () => {
    const { page, context } = browser;
    const elena = { ...ANA, customerName: 'Elena Torres', email: 'elena@example.com' };
    await addToCart(page, server.url, 'vampire-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('quezon-city');
    await fillCommonFields(page, { date: soon(6), time: '17:30', contact: elena, payment: /GCash/ });

    // No signal at all when the visitor presses the button.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText(SAVED_ON_DEVICE_MESSAGE).waitFor();
    await page.getByText('Elena Torres').waitFor();
    const [queued] = await readStore<StoredItem>(page, 'outbox');
    expect(queued?.status).toBe('queued');
    expect(await findBookings(server, 'Elena Torres')).toHaveLength(0);

    // The tab is reloaded while the clinic is still out of reach. (Without a service worker the page
    // itself needs the network to load, so the page comes back while every API call still fails.)
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await page.getByText(SAVED_ON_DEVICE_MESSAGE).waitFor();
    expect((await readStore<StoredItem>(page, 'outbox')).map((item) => item.id)).toEqual([queued?.id]);
    await context.unroute('**/api/**');

    // A moment of signal: the booking reaches the server, but its answer is lost on the way back.
    const keys: string[] = [];
    let answersLost = 0;
    await context.route('**/api/bookings', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (answersLost === 0) {
        answersLost += 1;
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: 'Try sending now' }).click();
    await expect.poll(() => answersLost).toBe(1);
    await page.getByRole('button', { name: 'Try sending now' }).waitFor();
    expect(await page.getByText(SAVED_ON_DEVICE_MESSAGE).isVisible()).toBe(true);
    const onServer = await findBookings(server, 'Elena Torres');
    expect(onServer).toHaveLength(1);

    // Back online for good: the app sends by itself, and the server answers with the first booking.
    await context.setOffline(true);
    await context.setOffline(false);
    const overlay = page.getByRole('dialog', { name: 'Booking received!' });
    await overlay.waitFor();
    const bookingNumber = onServer[0]?.bookingData.bookingNumber as string;
    await overlay.getByText(`Booking number ${bookingNumber}`).waitFor();

    expect(await findBookings(server, 'Elena Torres')).toHaveLength(1);
    expect(new Set(keys)).toEqual(new Set([queued?.id]));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const [delivered] = await readStore<StoredItem>(page, 'outbox');
    expect(delivered).toMatchObject({ id: queued?.id, status: 'delivered' });
    expect(browser.pageErrors).toEqual([]);
  });
});
