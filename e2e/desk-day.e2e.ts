import fs from 'node:fs';
import path from 'node:path';
import { addDays, manilaDate } from '@domain/manila-date';
import type { BookingRecord } from '@domain/schemas/records';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../server/src/test/capacity';
import { storeBookings } from '../server/src/test/factories';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser } from './support/browser';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  E2E_SECRETS,
  signInThroughForm,
  signInToken,
  startBackOfficeServer,
  visitorPhone,
} from './support/staff';
import { staffCall } from './support/staff-api';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
/** The day the phone booking and the 24 others are on: far enough ahead to be free of other tests. */
const DAY = addDays(manilaDate(), 12);

let server: BackOfficeServer;
let browser: BrowserSession;
let page: Page;
let admin: Account;
let toMove: BookingRecord;

/** The code prompt over the edit dialog (the only field of that name on the page). */
async function enterUpdateCode() {
  const code = page.getByLabel('Update code');
  await code.fill(E2E_SECRETS.updateCode);
  await page.getByRole('button', { name: 'Save changes', exact: true }).click();
  await code.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  admin = await createAccount(server, 'admin', 'Ines Desk');
  // 24 visits on the day beside the phone booking: a full day sheet, 25 visits.
  const times = [
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '12:00',
    '12:30',
    '13:00',
    '13:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
  ];
  for (const [index, time] of times.entries()) {
    for (const branch of ['makati', 'quezon-city'] as const) {
      await createVisitorBooking(server, {
        customerName: `Client ${branch === 'makati' ? 'M' : 'Q'}${index + 1} Dela Cruz`,
        branch,
        time,
        daysAhead: 12,
      });
    }
  }
  await setCapacity(server.db.knex, 'las-pinas', 1);
  await createVisitorBooking(server, {
    customerName: 'Stays Put',
    branch: 'las-pinas',
    time: '15:00',
    daysAhead: 14,
  });
  toMove = await createVisitorBooking(server, {
    customerName: 'Moves Along',
    branch: 'las-pinas',
    time: '17:00',
    daysAhead: 14,
  });
  browser = await openBrowser();
  page = browser.page;
  await page.goto(`${server.url}/login`);
  await signInThroughForm(page, admin);
  await page.waitForURL(`${server.url}/admin`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the desk runs the day in Chromium', () => {
  it("takes a phone booking without an e-mail, from a free time, warns of the caller's other visit then, and finds it on the schedule", async () => {
    await page.getByRole('link', { name: 'New booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
    await page.getByLabel('Add a treatment').selectOption('stem-cell-facial');
    await page.getByLabel('Branch', { exact: true }).selectOption('makati');
    await page.getByLabel('Date').fill(DAY);
    const time = page.getByLabel('Time');
    await expect.poll(() => time.locator('option[value="16:00"]').count()).toBe(1);
    await time.selectOption('16:00');
    await page.getByLabel('Full name').fill('Rosario Peña');
    // The caller shares a phone with the 3:30 PM client (a relative): the desk may book, and is warned.
    await page.getByLabel('Mobile number').fill(visitorPhone('Client M12 Dela Cruz'));
    await page.getByLabel('Age', { exact: true }).fill('44');
    await page.getByLabel('Client notes (optional)').fill('Prefers the afternoon therapist');
    expect(await seriousAxeViolations(page), 'new booking form').toEqual([]);
    await page.getByRole('button', { name: 'Save booking' }).click();
    const saved = page.getByRole('heading', { name: /^Booking TBL\d{8} saved$/ });
    await saved.waitFor();
    expect(await page.getByText('No e-mail address: nothing is sent.').isVisible()).toBe(true);
    const warning = page.getByRole('status').filter({ hasText: 'Same client, same time' });
    await warning
      .getByText(
        /This client already has a visit at Makati on .*3:30 PM \(booking TBL\d{8}\) at an overlapping time/,
      )
      .waitFor();
    expect(await seriousAxeViolations(page), 'saved with a warning').toEqual([]);
    if (process.env.SCREENSHOTS_DIR) {
      for (const width of [1280, 820]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: path.join(process.env.SCREENSHOTS_DIR, `desk-clash-warning-${width}.png`),
        });
      }
      await page.setViewportSize(DESKTOP);
    }

    await page.getByRole('link', { name: "Open the day's schedule" }).click();
    await page.waitForURL(`${server.url}/admin/schedule?date=${DAY}&branch=makati`);
    const row = page.getByRole('row').filter({ hasText: 'Rosario Peña' });
    await row.waitFor();
    expect(await row.getByText('4:00 PM - 5:00 PM').isVisible()).toBe(true);
    expect(await row.getByText('60 min').isVisible()).toBe(true);
    expect(await row.getByText('Notes: Prefers the afternoon therapist').isVisible()).toBe(true);
    expect(await row.getByText('Pay at the clinic').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Places left per half hour' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page), 'schedule').toEqual([]);

    // The history says who took it.
    await row.getByRole('button', { name: /^Open/ }).click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Rosario Peña' });
    await dialog.getByText('Taken at the desk by Ines Desk (phone call)').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('is reachable by keyboard: Today, Tomorrow, previous and next day, the branch', async () => {
    await page.goto(`${server.url}/admin/schedule?date=${DAY}&branch=all`);
    await page.getByRole('row').filter({ hasText: 'Rosario Peña' }).waitFor();
    await page.getByRole('button', { name: 'Next day' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/admin/schedule?date=${addDays(DAY, 1)}&branch=all`);
    await page.getByRole('button', { name: 'Previous day' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/admin/schedule?date=${DAY}&branch=all`);
    await page.getByRole('button', { name: 'Tomorrow' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/admin/schedule?date=${addDays(manilaDate(), 1)}&branch=all`);
    await page.getByRole('button', { name: 'Today' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/admin/schedule?date=${manilaDate()}&branch=all`);
  });

  it('prints the day of 25 visits on one A4 page, without the site header, footer or buttons', async () => {
    await page.goto(`${server.url}/admin/schedule?date=${DAY}&branch=all`);
    await page.getByRole('row').filter({ hasText: 'Rosario Peña' }).waitFor();
    expect(await page.locator('.schedule__table tbody tr').count()).toBe(25);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-schedule-desktop.png'), fullPage: false });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.top-bar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print day sheet' }).isVisible()).toBe(false);
    expect(await page.getByRole('row').filter({ hasText: 'Rosario Peña' }).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-schedule-print.png'), fullPage: true });
    // page.pdf lays the page out for print itself (a screen emulation would override that).
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.toString('latin1').match(/\/Count (\d+)/)?.[1]).toBe('1');
    expect(fs.existsSync(path.join(SCREENSHOTS, 'desk-schedule-print.png'))).toBe(true);
  });

  it('moves a booking from its edit dialog: a full time shows the alternatives, one click takes one', async () => {
    await page.goto(`${server.url}/admin?q=${toMove.bookingData.bookingNumber}`);
    const card = page.getByRole('article', { name: toMove.bookingData.bookingNumber });
    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Moves Along' });
    await dialog.getByRole('button', { name: 'Edit' }).click();
    // 15:00 is taken by another booking (Las Piñas takes one at a time): it is not even offered...
    const time = dialog.getByLabel('Time');
    await expect.poll(() => time.locator('option[value="16:00"]').count()).toBe(1);
    expect(await time.locator('option[value="15:00"]').count()).toBe(0);
    // ...and when another desk takes the chosen time meanwhile, the server's 409 offers the nearest.
    await time.selectOption('16:00');
    await createVisitorBooking(server, {
      customerName: 'Got There First',
      branch: 'las-pinas',
      time: '16:00',
      daysAhead: 14,
    });
    expect(await seriousAxeViolations(page), 'edit dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await enterUpdateCode();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'fully booked' });
    await refusal.waitFor();
    // Its own 5:00 PM is free for it too; take another one.
    const offered = refusal.getByRole('button').filter({ hasNotText: '5:00 PM' });
    expect(await offered.count()).toBeGreaterThan(0);
    const label = (await offered.first().textContent()) ?? '';
    await offered.first().click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await enterUpdateCode();
    await dialog.getByText('Changes saved. The client is e-mailed about them.').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const stored = (await (
      await fetch(`${server.url}/api/bookings/${toMove._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: BookingRecord & { events: Array<{ summary: string }> } };
    expect(stored.data.bookingData.time).not.toBe('17:00');
    expect(label.length).toBeGreaterThan(0);
    expect(stored.data.events.at(-1)?.summary).toMatch(/^Changed: /);
    await page.keyboard.press('Escape');
  });

  it('keeps the cards still on refresh: a new booking waits behind "1 new booking"', async () => {
    await page.goto(`${server.url}/admin`);
    const first = page.getByRole('article').first();
    await first.waitFor();
    const firstNumber = await first.getByRole('heading', { level: 3 }).textContent();
    const fresh = await createVisitorBooking(server, { customerName: 'Arrived Just Now', daysAhead: 20 });
    const bar = page.getByRole('button', { name: '1 new booking: show' });
    await bar.waitFor({ timeout: 25_000 });
    expect(await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()).toBe(
      firstNumber,
    );
    await bar.click();
    expect(await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()).toBe(
      fresh.bookingData.bookingNumber,
    );
    expect(await seriousAxeViolations(page), 'dashboard with the new bookings bar').toEqual([]);
  });

  it('works on a tablet (820 px) with touch-sized controls: the schedule and the new booking form', async () => {
    const tablet = await openBrowser({ viewport: { width: 820, height: 1180 } });
    try {
      const touch = tablet.page;
      await touch.goto(`${server.url}/login`);
      await signInThroughForm(touch, admin);
      await touch.waitForURL(`${server.url}/admin`);
      await touch.goto(`${server.url}/admin/schedule?date=${DAY}&branch=makati`);
      await touch.getByRole('row').filter({ hasText: 'Rosario Peña' }).waitFor();
      expect(await seriousAxeViolations(touch), 'schedule at 820 px').toEqual([]);
      for (const name of ['Previous day', 'Today', 'Tomorrow', 'Next day']) {
        const box = await touch.getByRole('button', { name }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
      // Nothing wider than the screen.
      expect(await touch.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
      await touch.goto(`${server.url}/admin/new-booking`);
      await touch.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
      expect(await seriousAxeViolations(touch), 'new booking at 820 px').toEqual([]);
    } finally {
      await tablet.close();
    }
  });

  it('runs a visit on the day: Arrived, In treatment, Completed by touch at 820 px; the waiting list and a queue tile at 1280 px (issue 29)', async () => {
    const today = manilaDate();
    // Starting this minute in Manila: arrival, treatment and completion are all allowed now.
    const now = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(11, 16);
    const [, unconfirmed] = await storeBookings(server.db.knex, [
      {
        status: 'confirmed',
        branch: 'las-pinas',
        date: today,
        time: now,
        customerName: 'Walk Through Reyes',
      },
      {
        status: 'pending',
        branch: 'makati',
        date: addDays(today, 1),
        time: '11:00',
        customerName: 'Tomorrow Unsure',
      },
    ]);
    const tablet = await openBrowser({ viewport: { width: 820, height: 1180 }, hasTouch: true });
    try {
      const touch = tablet.page;
      await touch.goto(`${server.url}/login`);
      await signInThroughForm(touch, admin);
      await touch.waitForURL(`${server.url}/admin`);
      await touch.goto(`${server.url}/admin/schedule?date=${today}&branch=las-pinas`);
      const row = touch.getByRole('row').filter({ hasText: 'Walk Through Reyes' });
      // Arrived and In treatment are one tap (the counter's contract); Completed still asks the code.
      const tap = (label: string) => row.getByRole('button', { name: new RegExp(`^${label} booking`) }).tap();
      const step = async (label: string) => {
        await tap(label);
        const code = touch.getByLabel('Update code');
        await code.fill(E2E_SECRETS.updateCode);
        await touch.getByRole('button', { name: `Mark as ${label}`, exact: true }).tap();
        await code.waitFor({ state: 'detached' });
      };
      await tap('Arrived');
      await row.getByText(/^Arrived \d{1,2}:\d{2} [AP]M$/).waitFor();
      expect(await touch.getByLabel('Update code').count()).toBe(0);
      expect(await seriousAxeViolations(touch), 'schedule with an arrival at 820 px').toEqual([]);

      // The desk's home screen: the client waits, and each queue is one tap from its list.
      await page.goto(`${server.url}/admin`);
      const waiting = page.getByRole('region', { name: 'Waiting now' });
      await waiting.getByText('Walk Through Reyes').waitFor();
      await waiting.getByText(/waited (just now|\d+ min)/).waitFor();
      expect(await seriousAxeViolations(page), 'dashboard with the waiting list and queues').toEqual([]);
      if (process.env.SCREENSHOTS_DIR) {
        await page.screenshot({ path: path.join(process.env.SCREENSHOTS_DIR, 'desk-queues-1280.png') });
        await touch.goto(`${server.url}/admin`);
        await touch.getByRole('region', { name: 'Waiting now' }).getByText('Walk Through Reyes').waitFor();
        await touch.screenshot({ path: path.join(process.env.SCREENSHOTS_DIR, 'desk-queues-820.png') });
        await touch.goBack();
      }
      await page
        .getByRole('navigation', { name: 'Work queues' })
        .getByRole('link', { name: /Tomorrow, not confirmed/ })
        .click();
      await page.getByText('Showing: Tomorrow, not confirmed.').waitFor();
      await page.getByRole('article').filter({ hasText: 'Tomorrow Unsure' }).waitFor();
      expect(unconfirmed).toBeTruthy();

      await row.waitFor();
      await tap('In treatment');
      await row.getByText(/In treatment \d{1,2}:\d{2} [AP]M$/).waitFor();
      await step('Completed');
      await row.locator('[data-status="completed"]').waitFor();
      if (process.env.SCREENSHOTS_DIR) {
        await touch.screenshot({
          path: path.join(process.env.SCREENSHOTS_DIR, 'desk-arrival-schedule-820.png'),
        });
      }
      const stored = await server.db.knex('bookings').where({ customer_name: 'Walk Through Reyes' }).first();
      expect(stored.status).toBe('completed');
      expect(stored.arrived_at).not.toBeNull();
      expect(stored.in_treatment_at).not.toBeNull();
    } finally {
      await tablet.close();
    }
  });
});

/** Issue 26 item 5: the desk's calendar of a full day at Makati, by practitioner, room and machine. */
describe("the desk's calendar in Chromium", () => {
  const CAL_DAY = addDays(manilaDate(), 16);
  const ids = new Map<string, string>();
  let token: string;

  const api = (method: string, url: string, body?: unknown) =>
    staffCall(server.url, token, method, url, body);
  const block = (resource: string, client: string) =>
    page
      .locator(`[data-resource-id="${ids.get(resource)}"]`)
      .getByRole('button', { name: new RegExp(`^${client}, `) });

  beforeAll(async () => {
    token = await signInToken(server, admin);
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' })
      .format(new Date(`${CAL_DAY}T00:00:00Z`))
      .toLowerCase();
    for (const [name, skill] of [
      ['Dr. Reyes', 'doctor'],
      ['Joy (aesthetician)', 'aesthetician'],
    ] as const) {
      const added = (await api('POST', '/resources', {
        branch: 'makati',
        kind: 'practitioner',
        name,
        skills: [skill],
      })) as {
        id: string;
      };
      await api('PUT', `/resources/${added.id}/schedule`, {
        weekly: { [weekday]: skill === 'doctor' ? [['12:00', '19:00']] : [['10:00', '16:00']] },
        exceptions: [],
      });
    }
    await api('POST', '/resources', { branch: 'makati', kind: 'machine', name: 'HIFU 1', type: 'hifu' });
    await api('PATCH', '/catalogue/services/ulthera-prime', {
      needs: [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }],
    });
    for (const resource of (await api('GET', '/resources?branch=makati')) as Array<{
      id: string;
      name: string;
    }>)
      ids.set(resource.name, resource.id);
    const day: Array<[string, string, string]> = [
      ['Lara Reyes', '10:00', 'stem-cell-facial'],
      ['Mia Santos', '10:00', 'stem-cell-facial'],
      ['Ana Cruz', '11:00', 'ulthera-prime'],
      ['Bea Lim', '11:30', 'stem-cell-facial'],
      ['Cara Tan', '12:30', 'stem-cell-facial'],
      ['Dina Go', '13:00', 'stem-cell-facial'],
      ['Ella Ramos', '14:00', 'ulthera-prime'],
      ['Fe Villanueva', '14:00', 'stem-cell-facial'],
      ['Gia Mendoza', '14:30', 'stem-cell-facial'],
      ['Hana Aquino', '16:00', 'stem-cell-facial'],
      ['Iris Bautista', '17:00', 'stem-cell-facial'],
      ['Jade Flores', '18:30', 'stem-cell-facial'],
    ];
    for (const [customerName, time, service] of day)
      await createVisitorBooking(server, {
        customerName,
        time,
        daysAhead: 16,
        services: [{ id: service, quantity: 1 }],
      });
    // The health form put one under review (what a contraindicated answer writes).
    await server.db.knex('bookings').where({ customer_name: 'Dina Go' }).update({ review_at: new Date() });
  });

  for (const width of [
    { name: '1280', viewport: DESKTOP, touch: false },
    { name: '820', viewport: { width: 820, height: 1180 }, touch: true },
  ]) {
    it(`shows the day by resource at ${width.name} px, reassigns by keyboard, and shows a refused drop where it fell`, async () => {
      const desk = await openBrowser({ viewport: width.viewport, hasTouch: width.touch });
      const at = desk.page;
      const previous = page;
      page = at;
      try {
        await at.goto(`${server.url}/login`);
        await signInThroughForm(at, admin);
        await at.waitForURL(`${server.url}/admin`);
        await at.getByRole('link', { name: 'Calendar', exact: true }).click();
        await at.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
        await at.goto(`${server.url}/admin/calendar?date=${CAL_DAY}&branch=makati`);
        await at.getByRole('button', { name: /^Lara Reyes, / }).waitFor();
        expect(await at.locator('.calendar__head-name').allTextContents()).toEqual([
          'Dr. Reyes',
          'Joy (aesthetician)',
          'Room 1',
          'Room 2',
          'Room 3',
          'Room 4',
          'HIFU 1',
        ]);
        await expect(block('HIFU 1', 'Ella Ramos').getAttribute('aria-label')).resolves.toMatch(
          /2:00 PM to 3:30 PM/,
        );
        await expect(
          block('Room 1', 'Dina Go')
            .or(block('Room 2', 'Dina Go'))
            .or(block('Room 3', 'Dina Go'))
            .textContent(),
        ).resolves.toContain('Health review');
        expect(await seriousAxeViolations(at)).toEqual([]);
        // The whole day at once (10 AM to 9 PM), as a tall desk screen shows it.
        await at.setViewportSize({ width: width.viewport.width, height: 1500 });
        await at.screenshot({
          path: path.join(SCREENSHOTS, `desk-calendar-${width.name}.png`),
          fullPage: true,
        });
        await at.setViewportSize(width.viewport);

        if (!width.touch) {
          // The keyboard way: focus a block, Enter, pick another room, save with the code.
          const mia = block('Room 2', 'Mia Santos');
          await mia.focus();
          await at.keyboard.press('Enter');
          const dialog = at.getByRole('dialog', { name: 'Move or reassign Mia Santos' });
          await dialog.getByLabel('Room', { exact: true }).selectOption({ label: 'Room 4' });
          await dialog.getByRole('button', { name: 'Save' }).press('Enter');
          const prompt = at.getByRole('dialog', { name: 'Reassign Mia Santos?' });
          await prompt.getByLabel('Update code').fill(E2E_SECRETS.updateCode);
          await prompt.getByLabel('Update code').press('Enter');
          await block('Room 4', 'Mia Santos').waitFor();
          await at.getByText('Mia Santos: Reassigned: Room 2 to Room 4').waitFor();

          // A drop on a room taken then: refused where it fell, with the free rooms instead.
          const lara = block('Room 1', 'Lara Reyes');
          const from = await lara.boundingBox();
          const room4 = await at.locator(`[data-resource-id="${ids.get('Room 4')}"]`).boundingBox();
          if (!from || !room4) throw new Error('no boxes');
          await at.mouse.move(from.x + from.width / 2, from.y + 10);
          await at.mouse.down();
          await at.mouse.move(room4.x + room4.width / 2, from.y + 10, { steps: 8 });
          await at.mouse.up();
          const prompt2 = at.getByRole('dialog', { name: 'Reassign Lara Reyes?' });
          await prompt2.getByLabel('Update code').fill(E2E_SECRETS.updateCode);
          await prompt2.getByRole('button', { name: 'Reassign', exact: true }).click();
          const refusal = at.locator(`[data-resource-id="${ids.get('Room 4')}"]`).getByRole('alert');
          await refusal.getByText(/^Not done: Room 4 in use 10:00/).waitFor();
          expect(await seriousAxeViolations(at)).toEqual([]);
          await at.screenshot({ path: path.join(SCREENSHOTS, 'desk-calendar-refused-drop.png') });
          await refusal.getByRole('button', { name: 'Room 2' }).click();
          await at
            .getByRole('dialog', { name: 'Reassign Lara Reyes?' })
            .getByLabel('Update code')
            .fill(E2E_SECRETS.updateCode);
          await at
            .getByRole('dialog', { name: 'Reassign Lara Reyes?' })
            .getByLabel('Update code')
            .press('Enter');
          await block('Room 2', 'Lara Reyes').waitFor();
        } else {
          // On the tablet: a tap opens the dialog; a taken room is refused in the dialog, one tap takes a free one.
          type Shown = {
            customerName: string;
            time: string;
            end: string;
            assignments: Array<{ kind: string; name: string }>;
          };
          const { blocks } = (await api('GET', `/calendar?date=${CAL_DAY}&branch=makati`)) as {
            blocks: Shown[];
          };
          const gia = blocks.find((shown) => shown.customerName === 'Gia Mendoza') as Shown;
          const beside = blocks.filter(
            (shown) => shown !== gia && shown.time < gia.end && gia.time < shown.end,
          );
          const roomOf = (shown: Shown) => shown.assignments.find((a) => a.kind === 'room')?.name as string;
          const taken = roomOf(beside[0] as Shown);
          const free = ['Room 1', 'Room 2', 'Room 3', 'Room 4'].find(
            (room) => room !== roomOf(gia) && !beside.some((shown) => roomOf(shown) === room),
          ) as string;
          await block(roomOf(gia), 'Gia Mendoza').tap();
          const dialog = at.getByRole('dialog', { name: 'Move or reassign Gia Mendoza' });
          await dialog.getByLabel('Room', { exact: true }).selectOption({ label: taken });
          await dialog.getByRole('button', { name: 'Save' }).tap();
          const prompt = at.getByRole('dialog', { name: 'Reassign Gia Mendoza?' });
          await prompt.getByLabel('Update code').fill(E2E_SECRETS.updateCode);
          await prompt.getByRole('button', { name: 'Reassign', exact: true }).tap();
          await dialog
            .getByRole('alert')
            .getByText(new RegExp(`^Not done: ${taken} in use`))
            .waitFor();
          expect(await seriousAxeViolations(at)).toEqual([]);
          await at.screenshot({ path: path.join(SCREENSHOTS, 'desk-calendar-refused-820.png') });
          await dialog.getByRole('alert').getByRole('button', { name: free }).tap();
          await dialog.getByRole('button', { name: 'Save' }).tap();
          await prompt.getByLabel('Update code').fill(E2E_SECRETS.updateCode);
          await prompt.getByRole('button', { name: 'Reassign', exact: true }).tap();
          await block(free, 'Gia Mendoza').waitFor();

          // "Why is 2 PM not free?" for Ulthera, asked in words.
          await at
            .getByLabel('Why is a time not free for')
            .selectOption({ label: 'Ulthera Prime - 300 Lines' });
          await at.getByLabel('at', { exact: true }).selectOption({ label: '2:00 PM' });
          await at.getByRole('button', { name: 'Why?' }).tap();
          await at
            .getByText(/^2:00 PM is not free for Ulthera Prime - 300 Lines: HIFU 1 in use 2:00-3:30 PM\.$/)
            .first()
            .waitFor();
        }
      } finally {
        page = previous;
        await desk.close();
      }
    }, 240_000);
  }

  it('prints the calendar on one A4 landscape page, without the menu or the buttons', async () => {
    await page.goto(`${server.url}/admin/calendar?date=${CAL_DAY}&branch=makati`);
    await block('HIFU 1', 'Ella Ramos').waitFor();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.toString('latin1').match(/\/Count (\d+)/)?.[1]).toBe('1');
    const size = pdf.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
    expect(Number(size?.[1])).toBeGreaterThan(Number(size?.[2]));
    fs.writeFileSync(path.join(SCREENSHOTS, 'desk-calendar-print.pdf'), pdf);
    // What the page looks like printed, to look at: A4 landscape at 96 dpi.
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-calendar-print.png'), fullPage: true });
    await page.emulateMedia({ media: null });
    await page.setViewportSize(DESKTOP);
  });
});
