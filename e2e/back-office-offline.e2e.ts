import type { BookingRecord } from '@domain/schemas/records';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import {
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

let server: BackOfficeServer;
let browser: BrowserSession;
let page: Page;
let booking: BookingRecord;

const card = (): Locator => page.getByRole('article', { name: booking.bookingData.bookingNumber });
const isDisabled = (name: RegExp) => card().getByRole('button', { name }).isDisabled();
const OFFLINE_NOTICE = /^Offline: showing data from \d{2}:\d{2}$/;

beforeAll(async () => {
  server = await startBackOfficeServer();
  const staff = await createAccount(server, 'admin', 'Mika Admin');
  booking = await createVisitorBooking(server, { customerName: 'Carla Mendoza', branch: 'quezon-city' });
  browser = await openBrowser({ viewport: { width: 768, height: 1024 } });
  page = browser.page;
  await page.goto(`${server.url}/login`);
  await signInThroughForm(page, staff);
  await page.waitForURL(`${server.url}/admin`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the back-office at a front desk that loses its connection (tablet width)', () => {
  it('keeps the last list on screen, read-only, and refreshes when the network is back', async () => {
    await page.goto(`${server.url}/admin`);
    await card().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await browser.context.setOffline(true);
    await page.getByText(OFFLINE_NOTICE).waitFor();
    expect(await isDisabled(/^Delete/)).toBe(true);
    expect(await isDisabled(/^Mark as Confirmed/)).toBe(true);
    expect(await isDisabled(/^Edit Note/)).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search bookings' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Status' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card().getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Carla Mendoza' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Edit' }).getAttribute('aria-disabled')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await browser.context.setOffline(false);
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' });
    expect(await isDisabled(/^Delete/)).toBe(false);
  });

  it('opens again with no connection at all and shows the list it kept, read-only', async () => {
    await browser.context.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE_NOTICE).waitFor();
    await card().waitFor();
    expect(await isDisabled(/^Delete/)).toBe(true);

    await browser.context.setOffline(false);
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' });
    expect(await isDisabled(/^Delete/)).toBe(false);
    expect(browser.pageErrors).toEqual([]);
  });
});
