import crypto from 'node:crypto';
import { addDays, manilaDate } from '@domain/manila-date';
import type { BookingRecord } from '@domain/schemas/records';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  E2E_SECRETS,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

let server: BackOfficeServer;
let browser: BrowserSession;
let page: Page;
let staff: Account;
let toComplete: BookingRecord;
let toDelete: BookingRecord;
let toKeep: BookingRecord;

const numberOf = (booking: BookingRecord) => booking.bookingData.bookingNumber;
const card = (booking: BookingRecord): Locator => page.getByRole('article', { name: numberOf(booking) });

async function expectNoSeriousAxeViolations(where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

async function searchFor(text: string) {
  const search = page.getByRole('searchbox', { name: 'Search bookings' });
  await search.fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('heading', { name: `Results for “${text}”` }).waitFor();
}

async function enterCode(label: 'Update code' | 'Delete code', code: string, submit: string | RegExp) {
  const prompt = page.getByRole('dialog').filter({ has: page.getByLabel(label) });
  await prompt.getByLabel(label).fill(code);
  await prompt.getByRole('button', { name: submit }).click();
  return prompt;
}

/** What the API holds for a booking now, asked with the staff member's own token. */
async function stored(booking: BookingRecord): Promise<BookingRecord> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const reply = await fetch(`${server.url}/api/bookings/${booking._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { data: BookingRecord }).data;
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'admin', 'Rhea Desk');
  toComplete = await createVisitorBooking(server, { customerName: 'Ana Santos', branch: 'las-pinas' });
  // Completed only once the visit has started: this one is moved to yesterday, as if the client came.
  await server.db
    .knex('bookings')
    .where({ id: toComplete._id })
    .update({ service_date: addDays(manilaDate(), -1) });
  toDelete = await createVisitorBooking(server, { customerName: 'Bea Reyes', branch: 'home' });
  toKeep = await createVisitorBooking(server, {
    customerName: 'Carla Mendoza',
    services: [
      { id: 'stem-cell-facial', quantity: 2 },
      { id: 'korean-glow-drip', quantity: 1 },
    ],
  });
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the back-office in Chromium', () => {
  it('signs staff in and returns them to the page they were sent from', async () => {
    await page.goto(`${server.url}/admin/completed-bookings`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await expectNoSeriousAxeViolations('sign-in page');
    await signInThroughForm(page, staff);
    await page.waitForURL(`${server.url}/admin/completed-bookings`);
    await page.getByRole('heading', { level: 1, name: 'Completed Bookings' }).waitFor();
    await page.getByText('No completed bookings found.').waitFor();

    await page.getByRole('link', { name: 'All Bookings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await card(toComplete).waitFor();
    expect(await page.getByText('Manage bookings and appointments').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('dashboard');
  });

  it('finds the booking a visitor made and views it in a dialog that holds focus', async () => {
    await searchFor('Ana Santos');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const view = card(toComplete).getByRole('button', { name: /^View/ });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Ana Santos' });
    await dialog.waitFor();
    for (const text of ['Ana Santos', 'Las Piñas', '2:30 PM', '31', 'Status: Pending']) {
      expect(await dialog.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await dialog.getByText('Stem Cell Facial').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('view dialog');

    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await view.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('confirms the booking with the update code, then completes it', async () => {
    await card(toComplete)
      .getByRole('button', { name: /^Mark as Confirmed/ })
      .click();
    await page.getByRole('dialog', { name: `Mark ${numberOf(toComplete)} as Confirmed` }).waitFor();
    expect(await page.getByLabel('Update code').getAttribute('type')).toBe('password');
    await expectNoSeriousAxeViolations('update code prompt');
    await enterCode('Update code', E2E_SECRETS.updateCode, 'Mark as Confirmed');
    await card(toComplete).getByText('Status: Confirmed').waitFor();
    expect(await card(toComplete).getByText('Updated by Rhea Desk').isVisible()).toBe(true);

    await card(toComplete)
      .getByRole('button', { name: /^Mark as Completed/ })
      .click();
    await enterCode('Update code', E2E_SECRETS.updateCode, 'Mark as Completed');
    await card(toComplete).getByText('Status: Completed').waitFor();
    expect(
      await card(toComplete)
        .getByRole('button', { name: /^Mark as/ })
        .count(),
    ).toBe(0);
    expect((await stored(toComplete)).status).toBe('completed');
  });

  it('finds the completed booking under Completed, with who completed it', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Completed', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Completed Bookings' }).waitFor();
    await card(toComplete).waitFor();
    expect(await card(toComplete).getByText('Status: Completed').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('completed bookings');
    await card(toComplete).getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Completed Booking - Ana Santos' });
    await dialog.waitFor();
    expect(await dialog.getByText('Updated By').isVisible()).toBe(true);
    expect(await dialog.getByText('Rhea Desk').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('completed booking dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('refuses a wrong code with the server’s message and changes nothing', async () => {
    await page.goto(`${server.url}/admin`);
    await card(toKeep)
      .getByRole('button', { name: /^Mark as Confirmed/ })
      .click();
    const prompt = await enterCode('Update code', 'not-the-code', 'Mark as Confirmed');
    expect(await prompt.getByRole('alert').textContent()).toBe('Invalid update code');
    expect(await prompt.getByLabel('Update code').inputValue()).toBe('');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });

    await card(toKeep)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const deletePrompt = await enterCode('Delete code', E2E_SECRETS.updateCode, 'Delete booking');
    expect(await deletePrompt.getByRole('alert').textContent()).toBe(
      'Failed to delete booking: Invalid delete code',
    );
    await expectNoSeriousAxeViolations('delete prompt with an error');
    await page.keyboard.press('Escape');
    await deletePrompt.waitFor({ state: 'detached' });

    expect(await card(toKeep).getByText('Status: Pending').isVisible()).toBe(true);
    const kept = await stored(toKeep);
    expect(kept.status).toBe('pending');
    expect(kept.deletedAt).toBeNull();
  });

  it('edits the admin note', async () => {
    await page.goto(`${server.url}/admin`);
    await card(toKeep)
      .getByRole('button', { name: /^Edit Note/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Admin Note' });
    const note = dialog.getByRole('textbox', { name: 'Admin note' });
    expect(await note.getAttribute('placeholder')).toBe('Enter internal note for this booking...');
    await note.fill('Prefers a female therapist; call before 5 PM.');
    expect(await dialog.getByText('45 / 2000 characters').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('admin note dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(toKeep).getByText('Prefers a female therapist; call before 5 PM.').waitFor();
    expect((await stored(toKeep)).noteAdmin).toBe('Prefers a female therapist; call before 5 PM.');
  });

  it('deletes a booking with the delete code and shows it under Deleted with who deleted it', async () => {
    await page.goto(`${server.url}/admin`);
    await card(toDelete)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await enterCode('Delete code', E2E_SECRETS.deleteCode, 'Delete booking');
    await page.getByRole('status').getByText('Booking successfully deleted.').waitFor();
    await card(toDelete).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Deleted', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Deleted Bookings' }).waitFor();
    await card(toDelete).waitFor();
    expect(await card(toDelete).getByText('Deleted', { exact: true }).isVisible()).toBe(true);
    expect(await card(toDelete).getByText('Rhea Desk').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('deleted bookings');
    await card(toDelete).getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Deleted Booking - Bea Reyes' });
    await dialog.waitFor();
    expect(await dialog.getByText('12 Mabini Street, Barangay San Roque, Marikina').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('deleted booking dialog');
    await page.keyboard.press('Escape');
  });

  it('shows the online consultations with their details', async () => {
    const reply = await fetch(`${server.url}/api/online-consultations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        date: addDays(manilaDate(), 2),
        time: '15:00',
        age: 34,
        customerName: 'Dina Cruz',
        email: 'dina@example.com',
        phone: '0917 555 0101',
        paymentMethod: 'bpi',
        notes: 'Interested in weight loss',
        totalPrice: 700,
      }),
    });
    expect(reply.status).toBe(201);
    await page.goto(`${server.url}/admin/online-consultations`);
    await page.getByRole('heading', { level: 1, name: 'Online Consultations' }).waitFor();
    const consultation = page.getByRole('article', { name: 'Dina Cruz' });
    await consultation.waitFor();
    expect(await consultation.getByText('3:00 PM', { exact: false }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('online consultations');
    await consultation.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Online Consultation - Dina Cruz' });
    await dialog.waitFor();
    expect(await dialog.getByText('Type: Online Video Consultation').isVisible()).toBe(true);
    expect(await dialog.getByText('Interested in weight loss').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations('consultation dialog');
    await page.keyboard.press('Escape');
  });

  it('opens the client’s record from the booking, and finds them again under Clients (issue 27)', async () => {
    await page.goto(`${server.url}/admin`);
    await searchFor('Carla Mendoza');
    await card(toKeep).getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Carla Mendoza' });
    await dialog.getByRole('link', { name: 'Carla Mendoza' }).click();
    await page.getByRole('heading', { level: 1, name: 'Carla Mendoza' }).waitFor();
    const visits = page.getByRole('table', { name: 'Coming' });
    expect(await visits.getByText(numberOf(toKeep)).isVisible()).toBe(true);
    const log = page.getByRole('region', { name: 'Who viewed this record' });
    await log.getByText('Rhea Desk').waitFor();
    await expectNoSeriousAxeViolations('client record');

    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('mendoza');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('article', { name: 'Carla Mendoza' });
    await found.waitFor();
    await expectNoSeriousAxeViolations('client list');
    await found.getByRole('link', { name: /^Open record/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Carla Mendoza' }).waitFor();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(2);
  });
});
