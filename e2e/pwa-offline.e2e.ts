import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ON_DEVICE_MESSAGE } from '../app/src/features/booking/form/saved-on-device';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  fillCommonFields,
  findBookings,
  soon,
  startCheckoutServer,
} from './support/checkout';
import { dispatchBackgroundSync, tellDocumentOffline, waitForController } from './support/service-worker';

let server: CheckoutServer;

beforeAll(async () => {
  server = await startCheckoutServer();
});

afterAll(async () => {
  await server.close();
});

describe('the installable app', () => {
  it('has a manifest with every field and icon size installability needs', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(html).toContain('name="apple-mobile-web-app-capable" content="yes"');
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: 'TBL Aesthetics & Slimming Center',
      short_name: 'TBL Clinic',
      start_url: '/',
      display: 'standalone',
      theme_color: '#6b2142',
      background_color: '#fbf7f4',
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      const icon = icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const response = await fetch(`${server.url}${icon?.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect((manifest.shortcuts as Array<{ url: string }>).map((shortcut) => shortcut.url)).toEqual([
      '/services',
      '/cart',
      '/admin',
    ]);
  });

  describe('in Chromium', () => {
    let browser: BrowserSession;

    beforeAll(async () => {
      browser = await openBrowser({ viewport: PHONE });
    });

    afterAll(async () => {
      await browser.close();
    });

    it('is controlled by its service worker from start_url', async () => {
      const { page } = browser;
      await page.goto(`${server.url}/`);
      expect(await waitForController(page)).toBe(`${server.url}/sw.js`);
    });

    it('opens /, /services and a service page with the network off', async () => {
      const { page, context } = browser;
      await page.goto(`${server.url}/services`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await context.setOffline(true);
      try {
        for (const [route, heading] of [
          ['/', 'Reveal Your Best Self'],
          ['/services', /Services|Treatments/],
          ['/service/korean-glow-drip', 'Korean Glow Drip'],
        ] as const) {
          await page.goto(`${server.url}${route}`);
          await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 10_000 });
          await tellDocumentOffline(context, page);
        }
        await page.getByText("You're offline.").waitFor();
        expect(browser.pageErrors).toEqual([]);
      } finally {
        await context.setOffline(false);
      }
    });
  });

  it("delivers a booking queued offline through the worker's sync event, with the page closed, exactly once", async () => {
    const browser = await openBrowser({ viewport: PHONE });
    try {
      const { page, context } = browser;
      await page.goto(`${server.url}/`);
      await waitForController(page);
      const rosa = { ...ANA, customerName: 'Rosa Villanueva', email: 'rosa@example.com' };
      await addToCart(page, server.url, 'korean-glow-drip');
      await page.goto(`${server.url}/booking`);
      await page.getByLabel('Branch').selectOption('makati');
      await fillCommonFields(page, { date: soon(5), time: '15:00', contact: rosa, payment: /GCash/ });
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByText(SAVED_ON_DEVICE_MESSAGE).waitFor();
      await page.close();
      expect(await findBookings(server, 'Rosa Villanueva')).toHaveLength(0);

      // No page of the app is open: only the service worker can send it now. Chromium fires the sync
      // itself when the connection returns; firing it through DevTools as well makes the test not
      // depend on when that happens, and shows a second sync does not send it twice.
      const blank = await context.newPage();
      await context.setOffline(false);
      await dispatchBackgroundSync(blank, server.url, 'tbl-outbox');
      await expect
        .poll(async () => (await findBookings(server, 'Rosa Villanueva')).length, { timeout: 15_000 })
        .toBe(1);
      await dispatchBackgroundSync(blank, server.url, 'tbl-outbox');
      const [booking] = await findBookings(server, 'Rosa Villanueva');
      expect(booking?.cartItems.map((item) => item.id)).toEqual(['korean-glow-drip']);
      expect(await findBookings(server, 'Rosa Villanueva')).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
