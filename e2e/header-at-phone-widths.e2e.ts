import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser';
import { addToCart, putRecord, readStore } from './support/checkout';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

/**
 * The top bar at the narrowest phones, in every state it has: nothing may leave the screen and the
 * brand must stay on its line, whether the cart has items, a booking waits to be sent, the menu is
 * open or a staff member is signed in (whose back-office screens have a frame of their own instead).
 */
let server: BackOfficeServer;
let staff: Account;

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'staff', 'Maria Clara Dela Cruz-Santos');
});

afterAll(async () => {
  await server?.close();
});

/** What sticks out of the screen in the header, and how many lines the brand takes. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      outside.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('.top-bar *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest('.top-bar__links') && !element.closest('.top-bar__links--open')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        outside.push(`${element.tagName.toLowerCase()}.${element.className}: ${box.left}..${box.right}`);
      }
    }
    const lines = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element || element.getBoundingClientRect().height === 0) return 0;
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    };
    const toggle = document.querySelector('.top-bar__toggle')?.getBoundingClientRect();
    return {
      outside,
      markLines: lines('.brand__mark'),
      taglineLines: lines('.brand__tagline'),
      toggleVisible: toggle ? toggle.right <= width && toggle.width >= 40 : false,
    };
  });
}

async function expectTidyHeader(page: Page, state: string) {
  const layout = await headerLayout(page);
  expect(layout.outside, state).toEqual([]);
  expect(layout.markLines, `${state}: brand mark`).toBe(1);
  expect(layout.taglineLines, `${state}: tagline`).toBeLessThanOrEqual(1);
  expect(layout.toggleVisible, `${state}: menu button`).toBe(true);
}

/** A booking saved on the device and not yet sent: the top bar's "waiting to send" state. */
async function queueWaitingBooking(page: Page) {
  await putRecord(page, 'outbox', {
    id: crypto.randomUUID(),
    kind: 'booking',
    url: '/api/bookings',
    body: {},
    status: 'queued',
    createdAt: Date.now(),
    attempts: 1,
    // Far ahead of any clock the page may be given, so the app never tries to send it here.
    nextAttemptAt: Date.parse('2100-01-01T00:00:00Z'),
    leaseUntil: 0,
  });
  // Written beside Dexie rather than through it: a reload reads it as the app would after a restart.
  await page.reload();
  await page.getByTestId('outbox-waiting').waitFor();
}

describe.each([320, 360, 414])('the top bar at %i px', (width) => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width, height: 740 }, reducedMotion: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('stays on the screen with an empty cart, then with items, then with a booking waiting', async () => {
    const { page } = browser;
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectTidyHeader(page, 'empty');

    await addToCart(page, server.url, 'stem-cell-facial');
    const [line] = await readStore<Record<string, unknown>>(page, 'cart');
    await putRecord(page, 'cart', { ...line, quantity: 99 });
    await page.goto(server.url);
    await page.getByTestId('cart-badge').filter({ hasText: '99' }).waitFor();
    await expectTidyHeader(page, 'cart badge 99');

    await queueWaitingBooking(page);
    await expectTidyHeader(page, 'cart badge and a booking waiting');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Book now' }).waitFor();
    await expectTidyHeader(page, 'menu open');
  });

  it('gives a signed-in staff member the staff frame instead, within the screen', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, staff);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // Back-office screens have their own frame (StaffShell): no shop header there, at any width.
    expect(await page.locator('.top-bar').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    const outside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>('.staff__header *')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
        .map(
          ({ element, box }) =>
            `${element.tagName.toLowerCase()}.${element.className}: ${box.left}..${box.right}`,
        );
    });
    expect(outside).toEqual([]);
  });
});
