import path from 'node:path';
import { addDays, manilaDate } from '@domain/manila-date';
import type { BookingRecord } from '@domain/schemas/records';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../server/src/test/capacity';
import { storeBookings } from '../server/src/test/factories';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, type DeskWidth, openDesk } from './support/desk';
import { waitForController } from './support/service-worker';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInThroughForm,
  signInToken,
  startBackOfficeServer,
} from './support/staff';

let server: BackOfficeServer;
let browser: BrowserSession;
let page: Page;
let booking: BookingRecord;
let staff: Account;

const card = (): Locator => page.getByRole('article', { name: booking.bookingData.bookingNumber });
const isDisabled = (name: RegExp) => card().getByRole('button', { name }).isDisabled();
const OFFLINE_NOTICE = /^Offline: showing data from \d{2}:\d{2}$/;

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'admin', 'Mika Admin');
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

const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
/** The day of issue 24 item 13's journeys: far enough ahead that every half hour is still to come. */
const DAYS_AHEAD = 6;
const DAY = addDays(manilaDate(), DAYS_AHEAD);
function deskWidth(name: string): DeskWidth {
  const width = DESK_WIDTHS.find((candidate) => candidate.name === name);
  if (!width) throw new Error(`No desk width ${name}`);
  return width;
}
const STALE_SCHEDULE = /^Offline — showing the schedule as of \d{1,2}:\d{2} [AP]M$/;

/** The bookings the server holds for a client's name, with their start. */
async function storedBookings(name: string): Promise<Array<{ service_date: string; service_time: string }>> {
  const rows = await server.db
    .knex('bookings')
    .where({ customer_name: name })
    .select('service_date', 'service_time');
  return rows.map((row: { service_date: unknown; service_time: string }) => ({
    service_date:
      row.service_date instanceof Date
        ? row.service_date.toISOString().slice(0, 10)
        : String(row.service_date),
    service_time: String(row.service_time).slice(0, 5),
  }));
}

/** Fills the desk's New booking form for one facial at `branch` on DAY at `time`; does not save. */
async function fillDeskBooking(desk: Desk, name: string, branch: string, time: string): Promise<void> {
  const { page } = desk;
  await desk.press(page.getByRole('link', { name: 'New booking' }));
  await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
  await page.getByLabel('Add a treatment').selectOption('stem-cell-facial');
  await page.getByLabel('Branch', { exact: true }).selectOption(branch);
  await page.getByLabel('Date').fill(DAY);
  const times = page.getByLabel('Time');
  await expect.poll(() => times.locator(`option[value="${time}"]`).count()).toBe(1);
  await times.selectOption(time);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill('0917 555 0123');
  await page.getByLabel('Age', { exact: true }).fill('36');
}

describe('the desk offline at 1280 px: the day schedule and a desk booking (issue 24 item 13)', () => {
  let desk: Desk;

  beforeAll(async () => {
    await createVisitorBooking(server, {
      customerName: 'Nora Kept',
      branch: 'makati',
      time: '10:00',
      daysAhead: DAYS_AHEAD,
    });
    desk = await openDesk(server, staff, deskWidth('1280'));
  }, DESK_JOURNEY_MS);

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'keeps the day schedule readable offline, marked stale with its time, and refreshes when back',
    async () => {
      const { page, context } = desk;
      await page.goto(`${server.url}/admin/schedule?date=${DAY}&branch=makati`);
      await page.getByRole('row').filter({ hasText: 'Nora Kept' }).waitFor();
      await waitForController(page);

      await context.setOffline(true);
      await page.getByText(STALE_SCHEDULE).waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'Nora Kept' }).isVisible()).toBe(true);
      expect(await page.getByText('Network error').count()).toBe(0);
      expect(await seriousAxeViolations(page), 'schedule offline').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-schedule-offline-1280.png') });

      // Opened again with no connection at all: the kept day, still marked.
      await page.reload();
      await page.getByText(STALE_SCHEDULE).waitFor();
      await page.getByRole('row').filter({ hasText: 'Nora Kept' }).waitFor();

      // A visit booked meanwhile shows once the connection is back, and the mark goes.
      await createVisitorBooking(server, {
        customerName: 'Omar Meanwhile',
        branch: 'makati',
        time: '10:30',
        daysAhead: DAYS_AHEAD,
      });
      await context.setOffline(false);
      await page.getByText(STALE_SCHEDULE).waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: 'Omar Meanwhile' }).waitFor();
    },
    DESK_JOURNEY_MS,
  );

  it(
    'saves a booking taken offline, shows it waiting to send, and sends it exactly once when back',
    async () => {
      const { page, context } = desk;
      await page.goto(`${server.url}/admin/schedule?date=${DAY}&branch=makati`);
      await page.getByRole('row').filter({ hasText: 'Nora Kept' }).waitFor();
      await context.setOffline(true);
      await fillDeskBooking(desk, 'Olivia Offline', 'makati', '15:00');
      await desk.press(page.getByRole('button', { name: 'Save booking' }));
      await page.getByRole('heading', { name: 'Booking for Olivia Offline saved on this device' }).waitFor();
      await page.getByText('Waiting to send').first().waitFor();
      expect(await storedBookings('Olivia Offline')).toEqual([]);
      expect(await seriousAxeViolations(page), 'desk booking waiting').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-booking-queued-1280.png') });

      await context.setOffline(false);
      await page.getByRole('heading', { name: /^Booking TBL\d{8} saved$/ }).waitFor();
      expect(await storedBookings('Olivia Offline')).toEqual([{ service_date: DAY, service_time: '15:00' }]);
      // Opened again: nothing is sent a second time.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await storedBookings('Olivia Offline')).toHaveLength(1);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );

  it(
    'a booking queued offline whose time filled meanwhile is kept, needs a new time, and takes an alternative',
    async () => {
      const { page, context } = desk;
      await setCapacity(server.db.knex, 'las-pinas', 1);
      await page.goto(`${server.url}/admin/schedule?date=${DAY}&branch=las-pinas`);
      await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
      await context.setOffline(true);
      await fillDeskBooking(desk, 'Paz Conflict', 'las-pinas', '11:00');
      await desk.press(page.getByRole('button', { name: 'Save booking' }));
      await page.getByRole('heading', { name: 'Booking for Paz Conflict saved on this device' }).waitFor();

      // Signing out now would delete it from this device: the desk is asked first.
      await desk.press(page.getByRole('button', { name: 'Logout' }));
      const warning = page.getByRole('dialog', { name: 'Sign out with 1 desk booking not sent?' });
      await warning.waitFor();
      expect(await seriousAxeViolations(page), 'sign-out warning').toEqual([]);
      await desk.press(warning.getByRole('button', { name: 'Stay signed in' }));
      await warning.waitFor({ state: 'detached' });

      // Every desk screen lists it while it waits.
      await desk.press(page.getByRole('link', { name: 'Schedule', exact: true }));
      const notice = page.getByRole('region', { name: 'Desk bookings made offline' });
      await notice.getByText('Waiting to send').waitFor();

      // Someone books 11:00 on the clinic's site while the desk is offline.
      await createVisitorBooking(server, {
        customerName: 'Quick Client',
        branch: 'las-pinas',
        time: '11:00',
        daysAhead: DAYS_AHEAD,
      });
      await context.setOffline(false);
      await notice.getByText(/Paz Conflict needs a new time/).waitFor();
      expect(await storedBookings('Paz Conflict')).toEqual([]);
      expect(await seriousAxeViolations(page), 'needs a new time').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-booking-new-time-1280.png') });
      const choice = notice.getByRole('button', { name: /^Take / }).first();
      await desk.press(choice);
      await notice.getByText(/Paz Conflict.*sent/).waitFor();
      const stored = await storedBookings('Paz Conflict');
      expect(stored).toHaveLength(1);
      expect(stored[0]?.service_time).not.toBe('11:00');
    },
    DESK_JOURNEY_MS,
  );
});

describe('the desk offline on an 820 px touch tablet (issue 24 item 13)', () => {
  it(
    'shows the kept day schedule with its stale mark',
    async () => {
      const desk = await openDesk(server, staff, deskWidth('820'));
      try {
        const { page, context } = desk;
        await page.goto(`${server.url}/admin/schedule?date=${DAY}&branch=makati`);
        await page.getByRole('row').filter({ hasText: 'Nora Kept' }).waitFor();
        await context.setOffline(true);
        await page.getByText(STALE_SCHEDULE).waitFor();
        expect(await page.getByRole('row').filter({ hasText: 'Nora Kept' }).isVisible()).toBe(true);
        expect(await seriousAxeViolations(page), 'schedule offline at 820').toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-schedule-offline-820.png') });
      } finally {
        await desk.close();
      }
    },
    DESK_JOURNEY_MS,
  );

  it(
    'takes an arrival and a cash payment offline, lists both as waiting, and sends each exactly once (issue 29 item 6)',
    async () => {
      const today = manilaDate();
      // Starting this minute in Manila: the arrival window is open now.
      const now = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(11, 16);
      const [id] = await storeBookings(server.db.knex, [
        { status: 'confirmed', branch: 'makati', date: today, time: now, customerName: 'Ana Cruz' },
      ]);
      const token = await signInToken(server, staff);
      const stored = async () => {
        const reply = await fetch(`${server.url}/api/bookings/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { data } = (await reply.json()) as {
          data: { status: string; payment: { amountPaid?: number | null } };
        };
        const entries = await server.db.knex('payment_entries').where({ booking_id: id }).select('amount');
        return { status: data.status, paid: Number(data.payment.amountPaid ?? 0), entries: entries.length };
      };
      const desk = await openDesk(server, staff, deskWidth('820'));
      try {
        const { page, context } = desk;
        await page.goto(`${server.url}/admin/schedule?date=${today}&branch=makati`);
        const row = page.getByRole('row').filter({ hasText: 'Ana Cruz' });
        await row.waitFor();
        await waitForController(page);
        await context.setOffline(true);
        await page.getByText(STALE_SCHEDULE).waitFor();

        await desk.press(row.getByRole('button', { name: /^Arrived booking/ }));
        await row.getByText(/^Arrived \d{1,2}:\d{2} [AP]M, waiting to send$/).waitFor();
        // Not offered twice while it waits.
        expect(await row.getByRole('button', { name: /^Arrived booking/ }).count()).toBe(0);

        // The booking view opens from the kept day, with its checkout.
        await desk.press(row.getByRole('button', { name: /^Open booking/ }));
        const dialog = page.getByRole('dialog', { name: 'View Booking - Ana Cruz' });
        await dialog.getByRole('heading', { name: 'Checkout at the counter' }).waitFor();
        await dialog.getByLabel('Amount (₱)', { exact: true }).fill('1500');
        await desk.press(dialog.getByRole('button', { name: 'Take payment' }));
        const queued = dialog
          .getByRole('list', { name: 'Payments waiting to send' })
          .getByText('Cash ₱1,500 for Ana Cruz, waiting to send');
        await queued.waitFor();
        expect(await seriousAxeViolations(page), 'payment waiting in the booking view').toEqual([]);
        await queued.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-counter-payment-offline-820.png') });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        const waiting = page.getByRole('region', { name: 'Arrivals and payments made offline' });
        await waiting.getByText('Arrived for Ana Cruz, waiting to send').waitFor();
        await waiting.getByText('Cash ₱1,500 for Ana Cruz, waiting to send').waitFor();
        expect(await stored()).toEqual({ status: 'confirmed', paid: 0, entries: 0 });
        expect(await seriousAxeViolations(page), 'counter taps waiting at 820').toEqual([]);
        await page.screenshot({
          path: path.join(SCREENSHOTS, 'desk-counter-offline-820.png'),
          fullPage: true,
        });

        await context.setOffline(false);
        await expect.poll(stored, { timeout: 30_000 }).toEqual({ status: 'arrived', paid: 1500, entries: 1 });
        await waiting.getByText(/Cash ₱1,500 for Ana Cruz, sent/).waitFor();
        // Opened again: nothing goes a second time.
        await page.reload();
        await row.waitFor();
        expect(await stored()).toEqual({ status: 'arrived', paid: 1500, entries: 1 });
        expect(desk.pageErrors).toEqual([]);
      } finally {
        await desk.close();
      }
    },
    DESK_JOURNEY_MS,
  );
});
