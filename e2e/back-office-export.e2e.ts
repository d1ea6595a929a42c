import fs from 'node:fs';
import type { BookingRecord } from '@domain/schemas/records';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

let server: BackOfficeServer;
let browser: BrowserSession;
let page: Page;
let staff: Account;
let pending: BookingRecord;
let confirmed: BookingRecord;

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'admin', 'Rhea Desk');
  pending = await createVisitorBooking(server, { customerName: 'Ana Santos', branch: 'las-pinas' });
  confirmed = await createVisitorBooking(server, { customerName: 'Bea Reyes', branch: 'makati' });
  await server.db.knex('bookings').where({ id: confirmed._id }).update({ status: 'confirmed' });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('exporting the bookings as CSV', () => {
  it('downloads the filtered list with a BOM, so Excel reads Las Piñas right', async () => {
    await page.goto(`${server.url}/admin?status=pending`);
    await page.waitForURL(/\/login/);
    await signInThroughForm(page, staff);
    await page.waitForURL(`${server.url}/admin?status=pending`);
    await page.getByRole('article', { name: pending.bookingData.bookingNumber }).waitFor();
    expect(await seriousAxeViolations(page), 'dashboard with Export CSV').toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tbl-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Las Piñas');
    expect(text).toContain(pending.bookingData.bookingNumber);
    expect(text).not.toContain(confirmed.bookingData.bookingNumber);
    expect(text).toContain('\r\n');
    await page.getByText(/^Downloading tbl-bookings-/).waitFor();
  });

  it('is disabled offline, and says why', async () => {
    await page.context().setOffline(true);
    try {
      const button = page.getByRole('button', { name: 'Export CSV' });
      await expect.poll(() => button.isDisabled()).toBe(true);
      expect(await button.getAttribute('title')).toMatch(/offline/i);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
