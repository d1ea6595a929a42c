import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '@domain/brand';
import { addDays, manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk, smallTouchTargets } from './support/desk';
import { type Mailbox, openMailbox } from './support/mailbox';
import { type Account, type BackOfficeServer, createAccount, startBackOfficeServer } from './support/staff';

/**
 * Issue 16, "Online consultations as work": the desk confirms a call and sets its video-call link
 * from the consultations screen, and the client receives the link by e-mail.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const LINK_SUBJECT = `${PRODUCT_NAME} - Your video-call link`;
const CONFIRMED_SUBJECT = `${PRODUCT_NAME} - Your online consultation is confirmed`;

let server: BackOfficeServer;
let mailbox: Mailbox;
let staff: Account;

interface StoredCall {
  name: string;
  date: string;
  time: string;
  status?: string;
  videoLink?: string;
  cancelledAt?: Date;
}

/** A consultation put straight in the table: for a call today, which the public form no longer takes. */
async function storedCall(call: StoredCall) {
  await server.db.knex('online_consultations').insert({
    id: crypto.randomUUID(),
    booking_number: `TBL${String(crypto.randomInt(10 ** 8)).padStart(8, '0')}`,
    consultation_date: call.date,
    consultation_time: call.time,
    age: 38,
    customer_name: call.name,
    email: `${call.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    phone: '0917 555 0177',
    payment_method: 'gcash',
    notes: '',
    total_price: 700,
    status: call.status ?? 'pending',
    video_link: call.videoLink ?? null,
    cancelled_at: call.cancelledAt ?? null,
  });
}

/** A consultation booked as a client books one, through the public API. */
async function bookedCall(name: string, email: string, daysAhead: number) {
  const response = await fetch(`${server.url}/api/online-consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      date: addDays(manilaDate(), daysAhead),
      time: '15:00',
      age: 34,
      customerName: name,
      email,
      phone: '+63 917 555 0101',
      paymentMethod: 'gcash',
      notes: 'Would like to ask about weight loss programs',
      totalPrice: 700,
    }),
  });
  const reply = (await response.json()) as { consultation?: { bookingNumber: string }; msg?: string };
  if (response.status !== 201 || !reply.consultation) {
    throw new Error(`The consultation failed: ${response.status} ${JSON.stringify(reply)}`);
  }
  return reply.consultation;
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  mailbox = await openMailbox(server);
  staff = await createAccount(server, 'staff', 'Liza Front Desk');
  const today = manilaDate();
  await storedCall({
    name: 'Teresita Gomez',
    date: today,
    time: '10:00',
    status: 'confirmed',
    videoLink: 'https://meet.example.com/tbl-teresita',
  });
  await storedCall({ name: 'Rowena Castillo', date: addDays(today, 4), time: '11:30' });
  await storedCall({
    name: 'Dolores Ramos',
    date: addDays(today, 5),
    time: '16:00',
    status: 'cancelled',
    cancelledAt: new Date(),
  });
});

afterAll(async () => {
  await mailbox?.close();
  await server?.close();
});

describe.each(DESK_WIDTHS)('the online consultations screen at $name px', (width) => {
  let desk: Desk | undefined;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'confirms a call and sets its video-call link; the client gets one e-mail of each, with the link',
    async () => {
      const name = `Analyn Torres ${width.name}`;
      const email = `analyn.${width.name}@example.com`;
      const consultation = await bookedCall(name, email, width.name === '1280' ? 2 : 3);
      const link = `https://meet.example.com/tbl-${consultation.bookingNumber.toLowerCase()}`;
      desk = await openDesk(server, staff, width);
      const { page } = desk;
      await desk.press(
        page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Consultation' }),
      );
      await page.getByRole('heading', { level: 1, name: 'Online Consultations' }).waitFor();
      const card = page.getByRole('article', { name, exact: true });
      await card.waitFor({ timeout: 30_000 });
      // Today's call comes first.
      expect(await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()).toBe(
        'Teresita Gomez',
      );
      expect(await page.getByRole('article').first().getByText('Today at 10:00 AM').isVisible()).toBe(true);
      expect(await card.getByText('Not set yet').isVisible()).toBe(true);
      // Typed as +63 917 555 0101, stored as 09175550101, read at the desk in groups.
      expect(await card.getByText('0917 555 0101', { exact: true }).isVisible()).toBe(true);
      // A cancelled call needs no link: it is not shown as work still to do.
      const cancelled = page.getByRole('article', { name: 'Dolores Ramos', exact: true });
      expect(await cancelled.locator('[data-status]').first().getAttribute('data-status')).toBe('cancelled');
      expect(await cancelled.getByText('None', { exact: true }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page), `consultations at ${width.name} px`).toEqual([]);
      if (width.touch)
        expect(await smallTouchTargets(page.locator('main')), 'targets on the list').toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `desk-consultations-${width.name}.png`),
        fullPage: true,
      });

      await desk.press(card.getByRole('button', { name: `View consultation of ${name}`, exact: true }));
      const dialog = page.getByRole('dialog', { name: `Online Consultation - ${name}` });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page), `consultation dialog at ${width.name} px`).toEqual([]);
      if (width.touch) expect(await smallTouchTargets(dialog), 'targets in the dialog').toEqual([]);

      await dialog.getByLabel('Video-call link').fill(link);
      await desk.press(dialog.getByRole('button', { name: 'Save and send link', exact: true }));
      await desk.enterCode('Send the video-call link?', 'update', 'Save and send');
      await dialog.getByText('Video-call link saved and sent to the client.').waitFor();

      await desk.press(dialog.getByRole('button', { name: 'Mark as Confirmed', exact: true }));
      await desk.enterCode('Mark as Confirmed?', 'update', 'Mark as Confirmed');
      await dialog.getByText('Status updated to Confirmed.').waitFor();
      expect(await dialog.locator('[data-status]').first().getAttribute('data-status')).toBe('confirmed');
      expect(await dialog.getByRole('link', { name: link, exact: true }).getAttribute('href')).toBe(link);
      expect(await dialog.getByRole('button', { name: 'Mark as Confirmed', exact: true }).count()).toBe(0);
      expect(
        await seriousAxeViolations(page),
        `consultation dialog after the changes at ${width.name} px`,
      ).toEqual([]);
      // The capture shows the dialog from its top: the new status and the link the client was sent.
      await dialog.locator('.dialog__body').evaluate((body) => body.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SCREENSHOTS, `desk-consultation-dialog-${width.name}.png`) });

      const mails = await mailbox.to(email);
      const linkMails = mails.filter((mail) => mail.subject === LINK_SUBJECT);
      const confirmations = mails.filter((mail) => mail.subject === CONFIRMED_SUBJECT);
      expect(linkMails).toHaveLength(1);
      expect(linkMails[0]?.text).toContain(link);
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]?.text).toContain(`Join the call with this link: ${link}`);
      // Nobody else was written to about this call.
      expect((await mailbox.to('teresita.gomez@example.com')).map((mail) => mail.subject)).toEqual([]);

      await desk.press(dialog.getByRole('button', { name: 'Close', exact: true }));
      await dialog.waitFor({ state: 'detached' });
      // The list behind was read again: the card says so too.
      await card.getByText('Set', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await card.locator('[data-status]').first().getAttribute('data-status')).toBe('confirmed');

      // Found again by the phone in another form than the client typed (+63 917 555 0101).
      const search = '0917-555-0101';
      await page.getByLabel('Search consultations').fill(search);
      await desk.press(page.getByRole('button', { name: 'Search', exact: true }));
      await page.getByRole('heading', { level: 2, name: `Results for “${search}”` }).waitFor();
      const other = page.getByRole('article', { name: 'Teresita Gomez', exact: true });
      await expect.poll(() => other.count(), { timeout: 30_000 }).toBe(0);
      await card.waitFor({ timeout: 30_000 });
      expect(fs.existsSync(path.join(SCREENSHOTS, `desk-consultations-${width.name}.png`))).toBe(true);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});
