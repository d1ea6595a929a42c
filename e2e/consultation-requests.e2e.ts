import crypto from 'node:crypto';
import path from 'node:path';
import { addDays, manilaDate } from '@domain/manila-date';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShortAppointment } from '../app/src/features/staff/format';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser } from './support/browser';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

/**
 * Issues 15 and 16: a client asks to move an online consultation from its manage link; the desk
 * accepts it (1280 px, mouse) or, when the time filled meanwhile, reads the free times and declines
 * with them offered (820 px touch tablet). Real server, real database, real Chromium.
 */
const TABLET = { width: 820, height: 1180 };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const day = (ahead: number) => addDays(manilaDate(), ahead);

let server: BackOfficeServer;
let desk: BrowserSession;
let tablet: BrowserSession;
let staff: Account;

interface Booked {
  id: string;
  name: string;
  token: string;
  bookingNumber: string;
}

async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A consultation booked as the form books it. */
async function consultation(name: string, date: string, time: string): Promise<Booked> {
  const made = await post('/api/online-consultations', {
    date,
    time,
    age: 33,
    customerName: name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    phone: '0917 555 0123',
    paymentMethod: 'gcash',
    notes: '',
    totalPrice: 700,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const record = made.body.consultation as { id: string };
  return {
    id: record.id,
    name,
    token: String(made.body.manageToken),
    bookingNumber: String(made.body.bookingNumber),
  };
}

/** The client asks for another time through the manage link's API, as its page does. */
async function ask(booked: Booked, date: string, time: string, message: string) {
  const asked = await post(`/api/my-consultation/${booked.token}/reschedule`, { date, time, message });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
}

const clientEmails = (id: string) =>
  server.db
    .knex('email_outbox')
    .where({ consultation_id: id })
    .whereIn('kind', ['consultation-time-accepted', 'consultation-time-declined'])
    .select('kind');

/** Signs in on the way to the screen; `search` is the clinic e-mail's link (`?q=<booking number>`). */
async function openConsultations(page: Page, search = '') {
  const screenUrl = `${server.url}/admin/online-consultations${search}`;
  await page.goto(screenUrl);
  await page.waitForURL(`${server.url}/login`);
  await signInThroughForm(page, staff);
  await page.waitForURL(screenUrl);
  await page.getByRole('heading', { level: 1, name: 'Online Consultations' }).waitFor();
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'staff', 'Joy Mendoza');
  desk = await openBrowser({ viewport: DESKTOP });
  tablet = await openBrowser({ viewport: TABLET, hasTouch: true });
}, 120_000);

afterAll(async () => {
  await desk?.close();
  await tablet?.close();
  await server?.close();
});

describe('a client’s request to move an online consultation, at the desk', () => {
  it('1280 px: the card says where the client asks to move; Accept moves the call and e-mails the client once', async () => {
    const carla = await consultation('Carla Moves', day(5), '11:00');
    await ask(carla, day(6), '15:00', 'Afternoons suit me better.');
    await consultation('Someone Else', day(5), '12:00');
    const page = desk.page;
    // Through the link in the clinic's e-mail: the screen opens searched to this consultation.
    await openConsultations(page, `?q=${carla.bookingNumber}`);
    const card = page.getByRole('article', { name: 'Carla Moves' });
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    const asked = `Asked to move to ${formatShortAppointment(day(6), '15:00')}`;
    await card.getByText(asked).waitFor();
    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Online Consultation - Carla Moves' });
    const panel = dialog.getByRole('region', { name: 'Time request from the client' });
    await panel.getByText('“Afternoons suit me better.”').waitFor();
    expect(await seriousAxeViolations(page), 'dialog with a time request at 1280').toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-consultation-request-1280.png') });

    await panel.getByRole('button', { name: /^Accept the move to/ }).click();
    await dialog.getByRole('status').getByText('The consultation is moved to the new time').waitFor();
    // The history names who moved it.
    await dialog
      .getByRole('region', { name: 'History' })
      .getByText(/as the client asked$/)
      .waitFor();
    expect(
      await dialog
        .getByRole('region', { name: 'History' })
        .getByText(/^Joy Mendoza ·/)
        .count(),
    ).toBe(1);
    await panel.waitFor({ state: 'detached' });
    const stored = await server.db.knex('online_consultations').where({ id: carla.id }).first();
    expect(stored).toMatchObject({ consultation_date: day(6), consultation_time: '15:00' });
    expect(await clientEmails(carla.id)).toEqual([{ kind: 'consultation-time-accepted' }]);
    await page.keyboard.press('Escape');
    await card.getByText(asked).waitFor({ state: 'detached' });
  });

  it('820 px touch: a time filled meanwhile reads as full with the free times; the desk declines offering them', async () => {
    const dan = await consultation('Dan Full', day(8), '11:00');
    await ask(dan, day(9), '16:00', 'Could we do four?');
    await consultation('Someone Faster', day(9), '16:00');
    const page = tablet.page;
    await openConsultations(page);
    // Above the list: every client waiting for an answer, each with a 44 px Answer button.
    const waiting = page.getByRole('region', { name: /^Time requests waiting/ });
    const answer = waiting.getByRole('button', { name: "Answer Dan Full's request" });
    await answer.waitFor();
    const box = await answer.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(await seriousAxeViolations(page), 'consultations with requests waiting at 820').toEqual([]);
    const card = page.getByRole('article', { name: 'Dan Full' });
    await card.getByRole('button', { name: /^View/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Online Consultation - Dan Full' });
    const panel = dialog.getByRole('region', { name: 'Time request from the client' });
    await panel.getByRole('button', { name: /^Accept the move to/ }).tap();
    const alert = panel.getByRole('alert');
    await alert.getByText(/is fully booked/).waitFor();
    expect(await alert.getByRole('listitem').count()).toBeGreaterThan(0);

    const small = await panel.evaluate((section) =>
      [...section.querySelectorAll<HTMLElement>('button')]
        .map((button) => ({ name: button.textContent?.trim(), box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    expect(await seriousAxeViolations(page), 'full time in the dialog at 820').toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'desk-consultation-request-full-820.png') });

    await panel.getByRole('button', { name: 'Decline and offer these times' }).tap();
    const reply = panel.getByLabel('Reply to the client (optional)');
    expect(await reply.inputValue()).toContain('We can offer:');
    await panel.getByRole('button', { name: 'Send decline' }).tap();
    await dialog.getByRole('status').getByText('The request is declined').waitFor();
    const stored = await server.db.knex('online_consultations').where({ id: dan.id }).first();
    expect(stored).toMatchObject({ consultation_date: day(8), consultation_time: '11:00' });
    expect(await clientEmails(dan.id)).toEqual([{ kind: 'consultation-time-declined' }]);
    const request = await server.db
      .knex('consultation_change_requests')
      .where({ consultation_id: dan.id })
      .first();
    expect(request.reply).toContain('We can offer:');
  });
});
