import crypto from 'node:crypto';
import path from 'node:path';
import { addDays, manilaDate } from '@domain/manila-date';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk } from './support/desk';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  signInToken,
  startBackOfficeServer,
} from './support/staff';
import { staffCall } from './support/staff-api';

/**
 * Issue 24 item 19 and issue 26 items 4 and 5: the online consultants' calls on the desk's calendar.
 * The desk opens the online place's day, sees each call in its consultant's column, opens one and
 * gives it to the other consultant; then a consultant's day off lists their calls among the visits
 * that need another person, and the desk gives one to the other consultant from that list.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const DAYS_AHEAD = 18;
const DAY = addDays(manilaDate(), DAYS_AHEAD);

let server: BackOfficeServer;
let admin: Account;
let token: string;

const api = (method: string, url: string, body?: unknown) => staffCall(server.url, token, method, url, body);

let phones = 0;

/** A call booked as a client books one, through the public API; each client has a phone of their own. */
async function bookedCall(customerName: string, time: string) {
  phones += 1;
  const response = await fetch(`${server.url}/api/online-consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      date: DAY,
      time,
      age: 34,
      customerName,
      email: `${customerName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: `+63 917 555 ${String(1000 + phones)}`,
      paymentMethod: 'gcash',
      notes: 'Would like to ask about skin programs',
      totalPrice: 700,
    }),
  });
  const reply = (await response.json()) as { consultation?: { id: string; bookingNumber: string } };
  if (response.status !== 201 || !reply.consultation)
    throw new Error(`booking failed: ${response.status} ${JSON.stringify(reply)}`);
  return reply.consultation;
}

interface Day {
  resources: Array<{ id: string; name: string }>;
  blocks: Array<{ customerName: string; assignments: Array<{ resourceId: string; name: string }> }>;
}

/** Whose column each client's call is in, as the server answers the calendar. */
async function consultantOf(customerName: string): Promise<string> {
  const day = (await api('GET', `/calendar?date=${DAY}&branch=online`)) as Day;
  const block = day.blocks.find((entry) => entry.customerName === customerName);
  return block?.assignments[0]?.name ?? '';
}

const column = (page: Page, id: string) => page.locator(`[data-resource-id="${id}"]`);

const ids = new Map<string, string>();

beforeAll(async () => {
  server = await startBackOfficeServer();
  admin = await createAccount(server, 'admin', 'Ines Desk');
  token = await signInToken(server, admin);
  await api('POST', '/resources', {
    branch: 'online',
    kind: 'practitioner',
    name: 'Dr. Abad',
    skills: ['doctor'],
  });
  for (const resource of (await api('GET', '/resources?branch=online')) as Array<{
    id: string;
    name: string;
  }>)
    ids.set(resource.name, resource.id);
  // A morning with both consultants busy at 10:00, calls through the day, and one cancelled.
  for (const [name, time] of [
    ['Bea Villanueva', '10:00'],
    ['Carla Santos', '10:00'],
    ['Dina Cruz', '11:30'],
    ['Ella Ramos', '14:00'],
    ['Fe Mendoza', '15:30'],
    ['Gia Aquino', '17:00'],
    ['Hana Bautista', '19:30'],
  ] as const)
    await bookedCall(name, time);
  const cancelled = await bookedCall('Ivy Cancelled', '12:00');
  await server.db.knex('online_consultations').where({ id: cancelled.id }).update({ status: 'cancelled' });
  await server.db
    .knex('online_consultations')
    .where({ customer_name: 'Fe Mendoza' })
    .update({ status: 'confirmed' });
}, DESK_JOURNEY_MS);

afterAll(async () => {
  await server?.close();
});

describe("the online consultants' calls on the desk's calendar", () => {
  for (const width of DESK_WIDTHS) {
    it(
      `shows each call in its consultant's column at ${width.name} px and opens one`,
      async () => {
        const desk = await openDesk(server, admin, width);
        try {
          const { page } = desk;
          await page.goto(`${server.url}/admin/calendar?date=${DAY}`);
          await page.getByLabel('Branch').selectOption({ label: 'Online consultations' });
          await page.waitForURL(/branch=online/);
          const bea = page.getByRole('button', { name: /^Bea Villanueva, Online video consultation, / });
          await bea.waitFor();
          expect(await page.locator('.calendar__head-name').allTextContents()).toEqual([
            'Consultant 1',
            'Dr. Abad',
          ]);
          // Each call in its consultant's column, with its time, status and what it is.
          const beaWith = ids.get(await consultantOf('Bea Villanueva')) ?? '';
          const label = await column(page, beaWith)
            .getByRole('button', { name: /^Bea Villanueva, / })
            .getAttribute('aria-label');
          expect(label).toMatch(/Online video consultation, 10:00 AM to 10:30 AM, Pending, /);
          expect(await bea.textContent()).toContain('Video call');
          expect(await page.getByRole('button', { name: /^Ivy Cancelled/ }).count()).toBe(0);
          expect(await page.getByText('7 calls', { exact: true }).count()).toBe(1);
          // "Why is 2 PM not free?" asks about treatments: not offered for calls.
          expect(await page.locator('.calendar__why').count()).toBe(0);
          expect(await seriousAxeViolations(page), `online calendar at ${width.name} px`).toEqual([]);
          await page.setViewportSize({ width: width.viewport.width, height: 1400 });
          await page.screenshot({
            path: path.join(SCREENSHOTS, `desk-calendar-online-${width.name}.png`),
            fullPage: true,
          });

          // Opened, the call offers its consultants and leads to its own record.
          await desk.press(bea);
          const dialog = page.getByRole('dialog', { name: 'Video call: move or reassign Bea Villanueva' });
          await dialog.waitFor();
          expect(await dialog.getByLabel('Consultant').inputValue()).toBe(beaWith);
          await page.screenshot({
            path: path.join(SCREENSHOTS, `desk-calendar-online-call-${width.name}.png`),
          });
          await desk.press(dialog.getByRole('link', { name: /^Open the consultation TBL/ }));
          await page.getByRole('heading', { level: 1, name: 'Online Consultations' }).waitFor();
          await page.getByText('Bea Villanueva').first().waitFor();
          expect(await page.getByText('Carla Santos').count()).toBe(0);
          expect(desk.pageErrors).toEqual([]);
        } finally {
          await desk.close();
        }
      },
      DESK_JOURNEY_MS,
    );
  }

  it(
    'gives a call to the other consultant from the calendar, then lists a day-off consultant’s calls and gives one away from that list',
    async () => {
      const [wide] = DESK_WIDTHS;
      if (!wide) throw new Error('no desk width');
      const desk: Desk = await openDesk(server, admin, wide);
      try {
        const { page } = desk;
        await page.goto(`${server.url}/admin/calendar?date=${DAY}&branch=online`);
        await page.getByRole('button', { name: /^Ella Ramos, / }).waitFor();
        // Printed: one A4 landscape page of the consultants' day.
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        expect(pdf.toString('latin1').match(/\/Count (\d+)/)?.[1]).toBe('1');
        const size = pdf.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
        expect(Number(size?.[1])).toBeGreaterThan(Number(size?.[2]));
        await page.setViewportSize({ width: 1123, height: 794 });
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({
          path: path.join(SCREENSHOTS, 'desk-calendar-online-print.png'),
          fullPage: true,
        });
        await page.emulateMedia({ media: null });
        await page.setViewportSize(wide.viewport);
        // Both consultants have a call at 10:00: giving Bea's to Carla's consultant is refused in place.
        const carlaWith = await consultantOf('Carla Santos');
        await desk.press(page.getByRole('button', { name: /^Bea Villanueva, / }));
        const bea = page.getByRole('dialog', { name: 'Video call: move or reassign Bea Villanueva' });
        await bea.getByLabel('Consultant').selectOption({ label: carlaWith });
        await desk.press(bea.getByRole('button', { name: 'Save' }));
        await desk.enterCode('Reassign Bea Villanueva?', 'update', 'Reassign');
        await bea.getByText(/is fully booked/).waitFor({ timeout: 30_000 });
        await desk.press(bea.getByRole('button', { name: 'Cancel' }));
        expect(await consultantOf('Bea Villanueva')).not.toBe(carlaWith);

        const ellaWith = await consultantOf('Ella Ramos');
        const other = ellaWith === 'Dr. Abad' ? 'Consultant 1' : 'Dr. Abad';
        await desk.press(page.getByRole('button', { name: /^Ella Ramos, / }));
        const dialog = page.getByRole('dialog', { name: 'Video call: move or reassign Ella Ramos' });
        await dialog.getByLabel('Consultant').selectOption({ label: other });
        await desk.press(dialog.getByRole('button', { name: 'Save' }));
        await desk.enterCode('Reassign Ella Ramos?', 'update', 'Reassign');
        await page.getByText(`Ella Ramos: Given to ${other}`).waitFor({ timeout: 30_000 });
        await column(page, ids.get(other) ?? '')
          .getByRole('button', { name: /^Ella Ramos, / })
          .waitFor();
        expect(await consultantOf('Ella Ramos')).toBe(other);

        // Dina's consultant is off that day: her call, and the others they had, need another person.
        const away = await consultantOf('Dina Cruz');
        const stays = away === 'Dr. Abad' ? 'Consultant 1' : 'Dr. Abad';
        await page.goto(`${server.url}/admin/resources`);
        await page.getByLabel('Branch').selectOption('online');
        await page.getByRole('heading', { name: 'Enter a day off' }).waitFor();
        await page.getByLabel('Who is off').selectOption({ label: away });
        await page.getByLabel('Day', { exact: true }).fill(DAY);
        await desk.press(page.getByRole('button', { name: 'Save day off' }));
        const list = page.getByRole('region', { name: /visits? needs? another person$/ });
        const dina = list.getByRole('listitem', { name: /^Dina Cruz/ });
        await dina.waitFor({ timeout: 30_000 });
        expect(await dina.getByText(`${away} is away`).count()).toBe(1);
        const before = Number((await list.getByRole('heading').first().textContent())?.match(/^\d+/)?.[0]);
        expect(before).toBeGreaterThan(0);
        await desk.press(dina.getByRole('button', { name: new RegExp(`^Give to ${stays}`) }));
        await list
          .getByRole('listitem', { name: /^Dina Cruz/ })
          .waitFor({ state: 'detached', timeout: 30_000 });

        await page.goto(`${server.url}/admin/calendar?date=${DAY}&branch=online`);
        await column(page, ids.get(stays) ?? '')
          .getByRole('button', { name: /^Dina Cruz, / })
          .waitFor();
        expect(await page.locator(`#calendar-head-${ids.get(away)}`).textContent()).toMatch(/ · off$/);
        expect(desk.pageErrors).toEqual([]);
      } finally {
        await desk.close();
      }
    },
    DESK_JOURNEY_MS,
  );
});
