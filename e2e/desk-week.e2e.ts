import path from 'node:path';
import { manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk } from './support/desk';
import { type Account, type BackOfficeServer, createAccount, startBackOfficeServer } from './support/staff';

/** Issue 24's desk items: a walk-in today, landlines, the printed day sheet, the work waiting, one menu. */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const ALLERGY_NOTE =
  'Prefers the quiet room by the window, comes with her daughter who waits in the lobby, asks for the ' +
  'same therapist as last time if she is in, and please note: ALLERGIC TO LIDOCAINE';
const STAFF_MENU = [
  'Schedule',
  'Calendar',
  'New booking',
  'All Bookings',
  'Clients',
  'Completed',
  'Deleted',
  'Consultation',
  'Catalogue',
  'Practitioners',
  'Reports',
  'Closed dates',
  'Accounts',
];

let server: BackOfficeServer;
let admin: Account;

beforeAll(async () => {
  server = await startBackOfficeServer();
  admin = await createAccount(server, 'admin', 'Wendy Week');
});

afterAll(async () => {
  await server?.close();
});

/** The first free start today at Makati for a facial, as the server counts it. */
async function nextFreeStart(): Promise<string | undefined> {
  const answer = (await (
    await fetch(`${server.url}/api/availability?branch=makati&date=${manilaDate()}&services=stem-cell-facial`)
  ).json()) as { slots: Array<{ time: string; available: boolean }> };
  return answer.slots.find((slot) => slot.available)?.time;
}

const menuOf = (desk: Desk) =>
  desk.page.getByRole('navigation', { name: 'Back-office' }).getByRole('link').allTextContents();

describe.each(DESK_WIDTHS)('the desk at $name px (issue 24)', (width) => {
  let desk: Desk;
  const client = `Walk In ${width.name}`;
  /** The day the walk-in was saved on: today, or tomorrow once today has no free start left (evenings). */
  let visitDate = manilaDate();

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'takes a walk-in today at the next free start, with a landline, and names the branch once saved',
    async () => {
      desk = await openDesk(server, admin, width);
      const { page } = desk;
      await page.goto(`${server.url}/admin/new-booking`);
      await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
      // A new booking starts on today (item 12).
      expect(await page.getByLabel('Date').inputValue()).toBe(manilaDate());
      await page.getByLabel('Add a treatment').selectOption('stem-cell-facial');
      await desk.press(page.getByLabel('Walk-in'));
      const expected = await nextFreeStart();
      if (expected) {
        await expect.poll(() => page.getByLabel('Time').inputValue(), { timeout: 30_000 }).toBe(expected);
      } else {
        // Nothing left today: the walk-in moves to tomorrow's first free start.
        await expect
          .poll(() => page.getByLabel('Date').inputValue(), { timeout: 30_000 })
          .not.toBe(manilaDate());
        await expect.poll(() => page.getByLabel('Time').inputValue(), { timeout: 30_000 }).not.toBe('');
      }
      await page.getByLabel('Full name').fill(client);
      // A landline, written as people write it (item 14).
      await page.getByLabel('Mobile number or landline').fill('(02) 8123 4567');
      await page.getByLabel('Age', { exact: true }).fill('52');
      await page.getByLabel('Client notes (optional)').fill(ALLERGY_NOTE);
      visitDate = await page.getByLabel('Date').inputValue();
      expect(await seriousAxeViolations(page), 'new booking, walk-in').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `desk-walk-in-${width.name}.png`) });
      await desk.press(page.getByRole('button', { name: 'Save booking' }));
      const saved = page.getByRole('region', { name: /^Booking TBL\d{8} saved$/ });
      await saved.waitFor();
      // The success card names the branch (item 21).
      expect(await saved.textContent()).toContain('at Makati');
    },
    DESK_JOURNEY_MS,
  );

  it(
    'prints the day sheet with every note in full, paid or unpaid, and when it was printed',
    async () => {
      const { page } = desk;
      await page.goto(`${server.url}/admin/schedule?date=${visitDate}&branch=makati`);
      const row = page.getByRole('row').filter({ hasText: client });
      await row.waitFor();
      expect(await row.getByText('0281234567').isVisible()).toBe(true);
      expect(await row.getByText('Not paid yet').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page), 'schedule with payment').toEqual([]);
      await page.emulateMedia({ media: 'print' });
      const note = row.locator('.schedule__notes');
      expect(await note.isVisible()).toBe(true);
      // Not cut: the whole note is laid out, nothing hidden past an ellipsis.
      const cut = await note.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 ||
          getComputedStyle(element).textOverflow === 'ellipsis',
      );
      expect(cut).toBe(false);
      expect(await note.textContent()).toContain('ALLERGIC TO LIDOCAINE');
      expect(await row.getByText('Not paid yet').isVisible()).toBe(true);
      const printed = page.locator('.schedule__printed');
      expect(await printed.isVisible()).toBe(true);
      expect(await printed.textContent()).toMatch(/^Printed .+ \(Manila\)$/);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `desk-schedule-print-notes-${width.name}.png`),
        fullPage: true,
      });
      await page.emulateMedia({ media: null });
      expect(await printed.isVisible()).toBe(false);
    },
    DESK_JOURNEY_MS,
  );

  it(
    'lists the unpaid visits of today with a payment filter, and keeps the shop offline banner off staff screens',
    async () => {
      const { page } = desk;
      // Today's appointments when the walk-in is today; run in the evening it is tomorrow's.
      const sort = visitDate === manilaDate() ? 'today' : 'service-date';
      await page.goto(`${server.url}/admin?sort=${sort}`);
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await page.getByLabel('Payment', { exact: true }).selectOption('unpaid');
      await page.waitForURL(/payment=unpaid/);
      await page.getByRole('article').filter({ hasText: client }).waitFor();
      await page.getByLabel('Payment', { exact: true }).selectOption('proof-submitted');
      await page.getByText('No bookings', { exact: false }).first().waitFor();
      expect(await page.getByRole('article').filter({ hasText: client }).count()).toBe(0);
      expect(await seriousAxeViolations(page), 'dashboard with a payment filter').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `desk-payment-filter-${width.name}.png`) });

      await desk.context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await page.waitForTimeout(500);
      expect(await page.locator('.offline-banner').count()).toBe(0);
      await desk.context.setOffline(false);
    },
    DESK_JOURNEY_MS,
  );

  it(
    'shows one staff menu, the same on every staff screen',
    async () => {
      desk ??= await openDesk(server, admin, width);
      const { page } = desk;
      for (const screen of [
        '/admin',
        '/admin/schedule',
        '/admin/new-booking',
        '/admin/completed-bookings',
        '/admin/capacity',
        '/admin/catalogue',
        '/admin/clients',
      ]) {
        await page.goto(`${server.url}${screen}`);
        await page.getByRole('navigation', { name: 'Back-office' }).waitFor();
        expect(await menuOf(desk), screen).toEqual(STAFF_MENU);
      }
    },
    DESK_JOURNEY_MS,
  );
});
