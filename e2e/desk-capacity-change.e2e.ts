import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '@domain/brand';
import { addDays, manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBookings } from '../server/src/test/factories';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk, smallTouchTargets } from './support/desk';
import { type Mailbox, openMailbox } from './support/mailbox';
import { addDoctors, THREADS } from './support/practitioners';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInToken,
  startBackOfficeServer,
} from './support/staff';

/**
 * Issue 24, item 11: closing a date shows who loses their place before it is saved; after the save
 * the desk moves them to a free time or e-mails them, one by one or all at once, and the day's
 * schedule marks the closed place. Since issue 26 the screen has no per-place numbers: it shows what
 * each place has (rooms, people, consultants) and links to the resources screen.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const NEEDS_NEW_TIME = `${PRODUCT_NAME} - Your booking needs a new time`;
const MOVED = `${PRODUCT_NAME} - Your booking is moved`;
const CONFIRMATION = `${PRODUCT_NAME} - Booking Confirmation`;

let server: BackOfficeServer;
let mailbox: Mailbox;
let admin: Account;

/** Each desk's own day, place and clients, all booked before any date is closed. */
function setupOf(width: string) {
  const daysAhead = width === '1280' ? 20 : 22;
  const tag = width === '1280' ? 'Wide' : 'Tablet';
  return {
    daysAhead,
    day: addDays(manilaDate(), daysAhead),
    place: width === '1280' ? ('las-pinas' as const) : ('quezon-city' as const),
    first: `First Makati ${tag}`,
    second: `Second Closed ${tag}`,
    closedOut: `Closed Out ${tag}`,
  };
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  mailbox = await openMailbox(server);
  admin = await createAccount(server, 'admin', 'Dr. Lim');
  for (const width of DESK_WIDTHS) {
    const { daysAhead, place, first, second, closedOut } = setupOf(width.name);
    for (const [customerName, branch] of [
      [first, 'makati'],
      [second, place],
      [closedOut, place],
    ] as const) {
      await createVisitorBooking(server, { customerName, branch, time: '10:00', daysAhead });
    }
  }
});

afterAll(async () => {
  await mailbox?.close();
  await server?.close();
});

/** The e-mails about a lost or new time `address` has received (not the booking's confirmation). */
const changeMails = async (address: string) =>
  (await mailbox.to(address)).map((mail) => mail.subject).filter((subject) => subject !== CONFIRMATION);

describe.each(DESK_WIDTHS)('closing a date at $name px', (width) => {
  let desk: Desk | undefined;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'lists who would lose their place before saving; after the save, tells them all and moves one',
    async () => {
      const { day, place, first, second, closedOut } = setupOf(width.name);
      const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;

      desk = await openDesk(server, admin, width);
      const { page } = desk;
      await page.goto(`${server.url}/admin/capacity`);
      // What each place has, in place of the old numbers: rooms decide, edited on the resources screen.
      const has = page.getByRole('region', { name: 'Who and what each place has' });
      await has.waitFor({ timeout: 30_000 });
      expect(await has.getByRole('listitem').filter({ hasText: 'Makati' }).textContent()).toMatch(/4 rooms/);
      expect(
        await has.getByRole('listitem').filter({ hasText: 'Online consultations' }).textContent(),
      ).toMatch(/1 consultant/);
      expect(await page.getByRole('spinbutton', { name: 'Makati' }).count()).toBe(0);
      await desk.press(page.getByRole('button', { name: 'Add a closed date' }));
      const rows = page.locator('.capacity__closed-row');
      const row = rows.last();
      await row.getByLabel('Place').selectOption(place);
      await row.getByLabel('Date').fill(day);
      await row.getByLabel('Reason (optional)').fill('Aircon repair');
      await desk.press(page.getByRole('button', { name: 'Save changes', exact: true }));

      const warning = page.getByRole('region', { name: /^This change leaves \d+ clients? without a place$/ });
      await warning.waitFor({ timeout: 30_000 });
      const warned = warning.getByRole('listitem');
      expect(await warned.filter({ hasText: second }).getByText('Closed: Aircon repair').count()).toBe(1);
      expect(await warned.filter({ hasText: closedOut }).getByText('Closed: Aircon repair').count()).toBe(1);
      // The Makati visit that day keeps its place: nothing but a closed day strands anyone now.
      expect(await warned.filter({ hasText: first }).count()).toBe(0);
      // Nothing is saved yet: the date typed is still in the form.
      expect(await row.getByLabel('Date').inputValue()).toBe(day);
      expect(await seriousAxeViolations(page), `warning at ${width.name} px`).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `desk-capacity-warning-${width.name}.png`),
        fullPage: true,
      });

      await desk.press(warning.getByRole('button', { name: 'Save anyway' }));
      await desk.enterCode('Save the closed dates', 'update', 'Save changes');
      const stranded = page.getByRole('region', { name: /^\d+ clients? without a place$/ });
      await stranded.waitFor({ timeout: 30_000 });
      const secondRow = stranded.getByRole('listitem', { name: second, exact: true });
      const closedRow = stranded.getByRole('listitem', { name: closedOut, exact: true });
      await secondRow.waitFor();
      expect(await seriousAxeViolations(page), `stranded list at ${width.name} px`).toEqual([]);
      if (width.touch) expect(await smallTouchTargets(stranded), 'targets on the list').toEqual([]);

      if (width.name === '1280') {
        // All at once: each is e-mailed once, and a second press has nothing left to send.
        const tellAll = stranded.getByRole('button', { name: /^Tell all \d+ clients? by e-mail$/ });
        await desk.press(tellAll);
        await secondRow.getByText('E-mailed').waitFor({ timeout: 30_000 });
        await closedRow.getByText('E-mailed').waitFor();
        expect(await tellAll.isDisabled()).toBe(true);
      } else {
        // One by one: each row's own button, and the told row says so.
        await desk.press(secondRow.getByRole('button', { name: `Tell client ${second}` }));
        await secondRow.getByText('E-mailed').waitFor({ timeout: 30_000 });
        expect(await secondRow.getByRole('button', { name: /^Tell client/ }).count()).toBe(0);
        await desk.press(closedRow.getByRole('button', { name: `Tell client ${closedOut}` }));
        await closedRow.getByText('E-mailed').waitFor({ timeout: 30_000 });
      }
      expect(await changeMails(emailOf(second))).toEqual([NEEDS_NEW_TIME]);
      expect(await changeMails(emailOf(closedOut))).toEqual([NEEDS_NEW_TIME]);
      expect(await changeMails(emailOf(first))).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `desk-capacity-stranded-${width.name}.png`),
        fullPage: true,
      });

      // Moved to a free time the list offers: it leaves the list, and the client hears of the new time.
      const move = secondRow.getByRole('button', { name: /^Move to / }).first();
      const label = ((await move.textContent()) ?? '').replace(/^Move to /, '').replace(/ \(.*\)$/, '');
      await desk.press(move);
      const prompt = page.getByRole('dialog', { name: new RegExp(`^Move ${second} to `) });
      await prompt.waitFor();
      const title = (await prompt.getByRole('heading').first().textContent()) ?? '';
      await desk.enterCode(title, 'update', 'Move');
      await secondRow.waitFor({ state: 'detached', timeout: 30_000 });
      expect(label).not.toBe('');
      expect(await changeMails(emailOf(second))).toEqual([NEEDS_NEW_TIME, MOVED]);

      // A visit booked before the hours were kept per place (issue 30 item 13): 9:30 PM at Las Piñas.
      const oldForm = `Old Form ${width.name}`;
      await storeBookings(server.db.knex, [
        { date: addDays(manilaDate(), 30), time: '21:30', branch: 'las-pinas', customerName: oldForm },
      ]);
      // The day's schedule marks the closed place and its visit.
      await page.goto(`${server.url}/admin/schedule?date=${day}&branch=all`);
      const outside = page.getByRole('region', { name: /outside the opening hours$/ });
      await outside.waitFor({ timeout: 30_000 });
      expect(await outside.getByRole('listitem').filter({ hasText: oldForm }).textContent()).toMatch(
        /at 9:30 PM, Las Piñas: Old Form/,
      );
      expect(await outside.getByRole('link', { name: /Closed dates screen/ }).isVisible()).toBe(true);
      const notice = page.getByRole('list', { name: 'Closed places' });
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toMatch(
        /is closed this day \(Aircon repair\)\. 1 visit booked there needs a new time\./,
      );
      const visit = page.getByRole('row').filter({ hasText: closedOut });
      expect(await visit.getByText('Closed: needs a new time').isVisible()).toBe(true);
      expect(
        await page.getByRole('row').filter({ hasText: first }).getByText('Closed: needs a new time').count(),
      ).toBe(0);
      expect(await seriousAxeViolations(page), `schedule at ${width.name} px`).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `desk-schedule-closed-${width.name}.png`),
        fullPage: true,
      });
      expect(fs.existsSync(path.join(SCREENSHOTS, `desk-capacity-warning-${width.name}.png`))).toBe(true);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});

describe("a practitioner's day off entered after bookings exist, at 1280 px (issue 26 item 4)", () => {
  let desk: Desk | undefined;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'lists the visits that need another person; one is given to the doctor free then, the other client is told',
    async () => {
      const ids = await addDoctors(server, await signInToken(server, admin), 'las-pinas', [
        'Dr. Cruz',
        'Dr. Reyes',
      ]);
      const daysAhead = 26;
      const day = addDays(manilaDate(), daysAhead);
      const thread = [{ id: THREADS, quantity: 1 }];
      const withReyes = (customerName: string, time: string) =>
        createVisitorBooking(server, {
          customerName,
          branch: 'las-pinas',
          daysAhead,
          time,
          services: thread,
          practitionerId: ids['Dr. Reyes'],
        });
      await withReyes('Morning Thread Client', '10:00');
      await withReyes('Afternoon Thread Client', '14:00');
      // Dr. Cruz is busy in the afternoon: only the morning visit can go to him.
      await createVisitorBooking(server, {
        customerName: 'Cruz Own Client',
        branch: 'las-pinas',
        daysAhead,
        time: '14:00',
        services: thread,
        practitionerId: ids['Dr. Cruz'],
      });

      const [wide] = DESK_WIDTHS;
      if (!wide) throw new Error('no desk width');
      desk = await openDesk(server, admin, wide);
      const { page } = desk;
      await page.goto(`${server.url}/admin/resources`);
      await page.getByLabel('Branch').selectOption('las-pinas');
      await page.getByRole('heading', { name: 'Enter a day off' }).waitFor();
      await page.getByLabel('Who is off').selectOption({ label: 'Dr. Reyes' });
      await page.getByLabel('Day', { exact: true }).fill(day);
      await desk.press(page.getByRole('button', { name: 'Save day off' }));

      const list = page.getByRole('region', { name: '2 visits need another person' });
      await list.waitFor({ timeout: 30_000 });
      const morning = list.getByRole('listitem', { name: /^Morning Thread Client/ });
      const afternoon = list.getByRole('listitem', { name: /^Afternoon Thread Client/ });
      expect(await morning.getByText('Dr. Reyes is away').count()).toBe(1);
      expect(await morning.getByRole('button', { name: /^Give to Dr\. Cruz/ }).count()).toBe(1);
      expect(await afternoon.getByText('Nobody else is free then').count()).toBe(1);
      expect(await seriousAxeViolations(page), 'day-off list at 1280 px').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-day-off-1280.png'), fullPage: true });

      await desk.press(morning.getByRole('button', { name: /^Give to Dr\. Cruz/ }));
      await page.getByRole('region', { name: '1 visit needs another person' }).waitFor({ timeout: 30_000 });
      expect(await list.getByRole('listitem', { name: /^Morning Thread Client/ }).count()).toBe(0);

      const remaining = page.getByRole('listitem', { name: /^Afternoon Thread Client/ });
      await desk.press(remaining.getByRole('button', { name: /^Tell the client/ }));
      await remaining.getByText('E-mailed').waitFor({ timeout: 30_000 });
      expect(await changeMails('afternoon.thread.client@example.com')).toEqual([NEEDS_NEW_TIME]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-day-off-told-1280.png'), fullPage: true });
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});

describe('practitioners, rooms and machines at 1280 px (issue 26 item 1)', () => {
  let desk: Desk | undefined;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'adds a HIFU machine, puts it in maintenance so Ulthera is not offered that day, renames and retires a room, sets a doctor’s weekly hours',
    async () => {
      const token = await signInToken(server, admin);
      // Ulthera takes a room and a HIFU machine; Makati has rooms but no machine yet.
      const patched = await fetch(`${server.url}/api/catalogue/services/ulthera-prime`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ needs: [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }] }),
      });
      expect(patched.status).toBe(200);
      const day = addDays(manilaDate(), 24);
      const ultheraStarts = async () => {
        const answer = (await (
          await fetch(`${server.url}/api/availability?branch=makati&date=${day}&services=ulthera-prime`)
        ).json()) as { slots: Array<{ time: string; available: boolean }> };
        return answer.slots.filter((slot) => slot.available).length;
      };
      expect(await ultheraStarts()).toBe(0);

      const [wide] = DESK_WIDTHS;
      if (!wide) throw new Error('no desk width');
      desk = await openDesk(server, admin, wide);
      const { page } = desk;
      await page.goto(`${server.url}/admin/resources`);
      await page.getByRole('heading', { level: 1, name: 'Practitioners, rooms and machines' }).waitFor();
      await page.getByLabel('Branch').selectOption('makati');
      const group = (name: string) => page.getByRole('region', { name, exact: true });
      const machines = group('Machines');
      const rooms = group('Rooms');
      const practitioners = group('Practitioners');

      // A machine named with a type the server refuses: the words next to Type, the name kept.
      await desk.press(machines.getByRole('button', { name: 'Add a machine' }));
      const add = page.getByRole('dialog', { name: 'Add a machine' });
      await add.getByLabel('Name').fill('Ulthera HIFU');
      await add.getByLabel('Type').fill('HIFU!');
      await desk.press(add.getByRole('button', { name: 'Add machine' }));
      const typeProblem = add.getByText(/^Type must be letters, digits, spaces and dashes/);
      await typeProblem.waitFor({ timeout: 30_000 });
      expect(await add.getByLabel('Type').getAttribute('aria-invalid')).toBe('true');
      expect(await add.getByLabel('Name').inputValue()).toBe('Ulthera HIFU');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-resources-refused-1280.png') });
      await add.getByLabel('Type').fill('hifu');
      await desk.press(add.getByRole('button', { name: 'Add machine' }));
      await add.waitFor({ state: 'detached', timeout: 30_000 });
      const machine = machines.getByRole('listitem', { name: 'Ulthera HIFU', exact: true });
      await machine.waitFor({ timeout: 30_000 });
      expect(await machine.getByText('Type: hifu', { exact: true }).count()).toBe(1);
      expect(await ultheraStarts()).toBeGreaterThan(0);

      // In maintenance on the day: the only HIFU machine, so Ulthera is offered at no time that day.
      await desk.press(machine.getByRole('button', { name: /^Hours and dates/ }));
      const hours = page.getByRole('dialog', { name: 'Hours of Ulthera HIFU' });
      // The keyboard starts on the weekly choice made.
      expect(
        await hours
          .getByLabel("Same as the branch's hours")
          .evaluate((radio) => radio === document.activeElement),
      ).toBe(true);
      await hours.getByLabel('Date', { exact: true }).fill(day);
      expect(await hours.getByLabel('That day').inputValue()).toBe('off');
      await desk.press(hours.getByRole('button', { name: 'Add date' }));
      await hours.getByRole('list', { name: 'Dates set' }).getByText('In maintenance').waitFor();
      expect(await seriousAxeViolations(page), 'hours of a machine').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-resources-maintenance-1280.png') });
      await desk.press(hours.getByRole('button', { name: 'Save hours' }));
      await hours.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByText("Ulthera HIFU's hours are saved.").waitFor({ timeout: 30_000 });
      expect(await ultheraStarts()).toBe(0);

      // A room renamed, focus back on its button; then retired, and it says so.
      await desk.press(rooms.getByRole('button', { name: 'Rename or change Room 1', exact: true }));
      const change = page.getByRole('dialog', { name: 'Change Room 1' });
      await change.getByLabel('Name').fill('Laser Suite');
      await change.getByLabel('Name').press('Enter');
      await change.waitFor({ state: 'detached', timeout: 30_000 });
      const suite = rooms.getByRole('listitem', { name: 'Laser Suite', exact: true });
      await suite.waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Rename or change Laser Suite',
      );
      await desk.press(suite.getByRole('button', { name: 'Retire Laser Suite' }));
      await suite.getByRole('button', { name: 'Bring back Laser Suite' }).waitFor({ timeout: 30_000 });
      expect(await suite.getByText('Retired', { exact: true }).count()).toBeGreaterThan(0);

      // A doctor with weekly hours: Mondays 12 to 6 (a quarter past is refused by Monday), no Sundays.
      await desk.press(practitioners.getByRole('button', { name: 'Add a practitioner' }));
      const addDoctor = page.getByRole('dialog', { name: 'Add a practitioner' });
      await addDoctor.getByLabel('Name').fill('Dr. Santos');
      await addDoctor.getByLabel('Skills').fill('doctor');
      await desk.press(addDoctor.getByRole('button', { name: 'Add practitioner' }));
      await addDoctor.waitFor({ state: 'detached', timeout: 30_000 });
      const santos = practitioners.getByRole('listitem', { name: 'Dr. Santos', exact: true });
      await santos.getByText('No hours this week').waitFor({ timeout: 30_000 });
      await desk.press(santos.getByRole('button', { name: /^Hours and dates/ }));
      const weekly = page.getByRole('dialog', { name: 'Hours of Dr. Santos' });
      await desk.press(weekly.getByLabel('Works these weekly hours'));
      const monday = weekly.getByRole('group', { name: 'Monday' });
      await monday.getByLabel('Monday from').fill('12:15');
      await monday.getByLabel('Monday to').fill('18:00');
      await desk.press(weekly.getByLabel('Works on Sunday'));
      await desk.press(weekly.getByRole('button', { name: 'Save hours' }));
      await monday
        .getByText(/^12:15-18:00 must start and end on the hour or half hour$/)
        .waitFor({ timeout: 30_000 });
      expect(await weekly.getByLabel('Works on Sunday').isChecked()).toBe(false);
      await monday.getByLabel('Monday from').fill('12:00');
      await desk.press(weekly.getByRole('button', { name: 'Save hours' }));
      await weekly.waitFor({ state: 'detached', timeout: 30_000 });
      const week = santos.getByRole('list', { name: 'Dr. Santos this week' });
      await week.getByText('Mon 12:00 PM to 6:00 PM', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await week.getByText('Sun off', { exact: true }).count()).toBe(1);

      const dismiss = page.getByRole('button', { name: 'Dismiss message' });
      await desk.press(dismiss);
      await dismiss.waitFor({ state: 'detached' });
      expect(await seriousAxeViolations(page), 'resources at 1280 px').toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-resources-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 820, height: 1180 });
      expect(await seriousAxeViolations(page), 'resources at 820 px').toEqual([]);
      for (const name of ['Practitioners', 'Rooms', 'Machines']) {
        expect(await smallTouchTargets(group(name)), `${name} at 820 px`).toEqual([]);
      }
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-resources-820.png'), fullPage: true });
      await desk.press(santos.getByRole('button', { name: /^Hours and dates/ }));
      const again = page.getByRole('dialog', { name: 'Hours of Dr. Santos' });
      await again.waitFor();
      expect(await smallTouchTargets(again), 'hours dialog at 820 px').toEqual([]);
      expect(await again.getByRole('group', { name: 'Monday' }).getByLabel('Monday from').inputValue()).toBe(
        '12:00',
      );
      await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-resources-hours-820.png') });
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});
