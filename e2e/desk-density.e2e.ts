import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser } from './support/browser';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

/** Issue 16, "Density": the desk's list at 1280x800 and a touch tablet at 820 px, in the staff frame. */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const TABLET = { width: 820, height: 1180 };
/** One page of the dashboard (PAGE_SIZE). */
const BOOKINGS = 10;

let server: BackOfficeServer;
let desk: BrowserSession;
let tablet: BrowserSession;
let admin: Account;

beforeAll(async () => {
  server = await startBackOfficeServer();
  admin = await createAccount(server, 'admin', 'Rhea Desk');
  for (let index = 0; index < BOOKINGS; index += 1) {
    await createVisitorBooking(server, {
      customerName: `Client Number ${String.fromCharCode(65 + index)}`,
      branch: index % 3 === 0 ? 'home' : index % 3 === 1 ? 'makati' : 'quezon-city',
      daysAhead: 2 + index,
      services:
        index % 2 === 0
          ? [{ id: 'stem-cell-facial', quantity: 1 }]
          : [
              { id: 'stem-cell-facial', quantity: 2 },
              { id: 'korean-glow-drip', quantity: 1 },
            ],
    });
  }
  desk = await openBrowser({ viewport: DESKTOP });
  tablet = await openBrowser({ viewport: TABLET, hasTouch: true });
}, 120_000);

afterAll(async () => {
  await desk?.close();
  await tablet?.close();
  await server?.close();
});

async function openDashboard(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.waitForURL(`${server.url}/login`);
  await signInThroughForm(page, admin);
  await page.waitForURL(`${server.url}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page
    .getByRole('article')
    .nth(BOOKINGS - 1)
    .waitFor();
}

/** Booking cards whose whole box lies inside the viewport. */
const cardsFullyInView = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('article.booking-card')].filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      }).length,
  );

/** The shop's frame: its header (brand, menu, cart), the floating cart and its footer. */
async function shopFrameCount(page: Page): Promise<number> {
  return (
    (await page.locator('header.top-bar').count()) +
    (await page.locator('footer.footer').count()) +
    (await page.getByRole('link', { name: /^Cart/ }).count()) +
    (await page.getByRole('contentinfo').count()) +
    (await page.getByRole('banner').count())
  );
}

describe('the desk list at 1280x800', () => {
  it('shows at least 8 whole bookings at once, in the staff frame without the shop header and footer', async () => {
    const page = desk.page;
    await openDashboard(page);
    expect(await shopFrameCount(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page), 'dashboard at 1280').toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-dashboard-1280.png') });

    await page
      .locator('article.booking-card')
      .first()
      .evaluate((card) => card.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-dashboard-list-1280.png') });
    const inView = await cardsFullyInView(page);
    expect(inView, `${inView} whole booking cards in a 1280x800 viewport`).toBeGreaterThanOrEqual(8);
  });

  it('keeps the shop header and footer on public pages', async () => {
    const page = desk.page;
    await page.goto(`${server.url}/`);
    await page.locator('header.top-bar').waitFor();
    expect(await page.locator('footer.footer').isVisible()).toBe(true);
    await page.goto(`${server.url}/services`);
    await page.locator('header.top-bar').waitFor();
    expect(await page.locator('footer.footer').count()).toBe(1);
  });
});

describe('the desk list on an 820 px touch tablet', () => {
  it('gives every button a target of at least 44 px and opens a booking by tap', async () => {
    const page = tablet.page;
    await openDashboard(page);
    expect(await shopFrameCount(page)).toBe(0);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '.staff button, .staff a.staff-button, .staff input[type="checkbox"]',
        ),
      ]
        .map((target) => {
          const box = (target.closest('label') ?? target).getBoundingClientRect();
          return {
            name: target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName,
            box,
          };
        })
        .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-dashboard-820.png') });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(TABLET.width);
    expect(await seriousAxeViolations(page), 'dashboard at 820').toEqual([]);

    await page.getByRole('article').first().getByRole('button', { name: /^View/ }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await dialog
        .getByText(/@example\.com/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(fs.existsSync(path.join(SCREENSHOTS, 'desk-dashboard-820.png'))).toBe(true);
  });
});
