import { dayParts, formatAppointmentShort } from '@domain/appointment-time';
import { CLINIC_PHONE, CLINIC_PHONE_TEL } from '@domain/brand';
import { addDays, formatManilaDate, manilaDate } from '@domain/manila-date';
import type { BookingRecord } from '@domain/schemas/records';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../server/src/test/capacity';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import { manageLinkFor, setAppointment, slotWithinADay } from './support/manage';
import { capturePage } from './support/manage-screenshots';
import { waitForController } from './support/service-worker';
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
let client: BrowserSession;
let staffBrowser: BrowserSession;
let staff: Account;
let ana: BookingRecord;

const NEW_DATE = addDays(manilaDate(), 5);
const NEW_TIME = '13:30';

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

async function openManagePage(page: Page, booking: BookingRecord) {
  await page.goto(manageLinkFor(server, booking));
  await page.getByRole('heading', { level: 1, name: /here’s your booking/ }).waitFor();
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'staff', 'Rhea Desk');
  ana = await createVisitorBooking(server, {
    customerName: 'Ana Santos',
    branch: 'las-pinas',
    daysAhead: 3,
    services: [
      { id: 'stem-cell-facial', quantity: 2 },
      { id: 'korean-glow-drip', quantity: 1 },
    ],
  });
  client = await openBrowser({ viewport: PHONE, reducedMotion: true });
  staffBrowser = await openBrowser({ viewport: DESKTOP, reducedMotion: true });
  // Both have been on the site before, so the service worker already serves its pages.
  for (const session of [client, staffBrowser]) {
    await session.page.goto(server.url);
    await waitForController(session.page);
  }
});

afterAll(async () => {
  await client?.close();
  await staffBrowser?.close();
  await server?.close();
});

describe('the link in the e-mail', () => {
  it('opens on a first visit, before the service worker has ever run', async () => {
    const fresh = await openBrowser({ viewport: PHONE });
    try {
      const response = await fresh.page.goto(manageLinkFor(server, ana));
      expect(response?.status()).toBe(200);
      await fresh.page.getByRole('heading', { level: 1, name: /here’s your booking/ }).waitFor();
    } finally {
      await fresh.close();
    }
  });
});

describe('a client moves their booking and the clinic accepts', () => {
  it('opens the private link on a phone and reads the booking', async () => {
    const page = client.page;
    await openManagePage(page, ana);
    expect(await page.getByRole('heading', { name: ana.bookingData.bookingNumber }).isVisible()).toBe(true);
    expect(await page.getByText('Status: Awaiting confirmation').isVisible()).toBe(true);
    expect(await page.getByText(formatManilaDate(ana.bookingData.date)).isVisible()).toBe(true);
    expect(await page.getByText('2:30 PM (Manila time)').isVisible()).toBe(true);
    expect(await page.getByText('Las Piñas clinic').isVisible()).toBe(true);
    expect(await page.getByRole('article').getByText('GCash', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/Stem Cell Facial/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const calendar = page.getByRole('link', { name: 'Add to calendar' });
    const ics = await fetch(new URL((await calendar.getAttribute('href')) ?? '', server.url));
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    // Nothing sideways: the page fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(page, 'manage page');
    await capturePage(page, 'manage-booking-phone');
  });

  it('asks for another date and time and sees the request waiting', async () => {
    const page = client.page;
    await page.getByRole('button', { name: 'Ask for another date and time' }).click();
    await page.getByLabel('New date').fill(NEW_DATE);
    await page.getByLabel('New time').selectOption(NEW_TIME);
    await page.getByLabel('Message for the clinic').fill('Afternoons are easier for me after work.');
    await expectNoSeriousAxeViolations(page, 'reschedule form');
    await capturePage(page, 'manage-reschedule-phone');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByText('Your request is sent. We will e-mail you once the clinic confirms the new date and time.')
      .waitFor();
    expect(await page.getByText('Your request is with the clinic').isVisible()).toBe(true);
    expect(await page.getByText(`${formatManilaDate(NEW_DATE)} at 1:30 PM`).isVisible()).toBe(true);
  });

  it('staff at a desk see the badge and the history, and accept', async () => {
    const page = staffBrowser.page;
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login`);
    await signInThroughForm(page, staff);
    await page.waitForURL(`${server.url}/admin`);
    const card = page.getByRole('article', { name: ana.bookingData.bookingNumber });
    const short = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    })
      .format(new Date(`${NEW_DATE}T00:00:00Z`))
      .replace(',', '');
    await card.getByText(`Asks to move to ${short}, 1:30 PM`).waitFor();

    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Ana Santos' });
    const history = dialog.getByRole('region', { name: 'History' });
    await history.getByText('Booked online').waitFor();
    expect(await history.getByText(/^Asked to move to/).isVisible()).toBe(true);
    expect(await history.getByText(/Client \(online\)/).isVisible()).toBe(true);
    const request = dialog.getByRole('region', { name: 'Change request' });
    expect(await request.getByText('“Afternoons are easier for me after work.”').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'view dialog with a change request');
    await capturePage(page, 'manage-staff-request-desktop');

    await request.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByText('The new date and time are saved and the client is e-mailed.').first().waitFor();
    await request.waitFor({ state: 'detached' });
    await history.getByText(/^Moved from/).waitFor();
    expect(await dialog.getByText(formatManilaDate(NEW_DATE)).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(/Asks to move to/).waitFor({ state: 'detached' });
  });

  it('the client reloads and sees the new date', async () => {
    const page = client.page;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /here’s your booking/ }).waitFor();
    expect(await page.getByText(formatManilaDate(NEW_DATE)).first().isVisible()).toBe(true);
    expect(await page.getByText('1:30 PM (Manila time)').isVisible()).toBe(true);
    expect(await page.getByText('Your booking was moved').isVisible()).toBe(true);
    expect(client.pageErrors).toEqual([]);
  });

  it('looks right at desktop width too', async () => {
    const page = staffBrowser.page;
    await openManagePage(page, ana);
    await expectNoSeriousAxeViolations(page, 'manage page, desktop');
    await capturePage(page, 'manage-booking-desktop');
  });
});

describe('the client changes the time themself', () => {
  const MOVE_DATE = addDays(manilaDate(), 6);

  async function pickStart(page: Page, date: string, time: string) {
    const { weekday, day } = dayParts(date);
    await page.getByRole('button', { name: new RegExp(`^${weekday} ${day}, \\d+ free`) }).click();
    await page.locator(`input[name=time][value="${time}"]`).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('picks a free time on the strip, confirms, and reads the new time; a time taken meanwhile offers others', async () => {
    await setCapacity(server.db.knex, 'quezon-city', 1);
    const dina = await createVisitorBooking(server, {
      customerName: 'Dina Cruz',
      branch: 'quezon-city',
      daysAhead: 4,
      time: '14:30',
    });
    const page = client.page;
    await openManagePage(page, dina);
    await page.getByRole('button', { name: 'Change the time' }).click();
    await page.getByRole('group', { name: 'Time' }).waitFor();
    await pickStart(page, MOVE_DATE, '16:00');
    const question = page.getByRole('heading', {
      name: `Move to ${formatAppointmentShort(MOVE_DATE, '16:00')}?`,
    });
    await question.waitFor();
    await expectNoSeriousAxeViolations(page, 'move confirmation');
    // Someone else books that last place while Dina reads the question.
    await createVisitorBooking(server, {
      customerName: 'Elle Tan',
      branch: 'quezon-city',
      daysAhead: 6,
      time: '16:00',
    });
    await page.getByRole('button', { name: 'Yes, move it' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/4:00 PM is fully booked/).waitFor();
    const choices = page.getByRole('list', { name: 'Free times to move to' }).getByRole('button');
    expect(await choices.count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, 'move refused with alternatives');
    await capturePage(page, 'manage-move-taken-phone');
    const first = (await choices.first().textContent()) ?? '';
    await choices.first().click();
    await page.getByRole('heading', { name: /^Move to .*\?$/ }).waitFor();
    await page.getByRole('button', { name: 'Yes, move it' }).click();
    await page
      .getByText('Your booking is moved. We have sent you an e-mail with the new date and time.')
      .waitFor();
    const done = page.getByText(/^Moved\. Your new time is/);
    await done.waitFor();
    expect(first).toContain(formatManilaDate(MOVE_DATE));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await capturePage(page, 'manage-moved-phone');
    const stored = await server.db.knex('bookings').where({ id: dina._id }).first();
    // The nearest free starts come from the same day first.
    expect(stored.service_date).toBe(MOVE_DATE);
    expect(stored.service_time).not.toBe('16:00');
    const mails = await server.db.knex('email_outbox').where({ booking_id: dina._id, kind: 'client-moved' });
    expect(mails).toHaveLength(1);
    await setCapacity(server.db.knex, 'quezon-city', 3);
    expect(client.pageErrors).toEqual([]);
  });

  it('offline, says a move needs a connection and queues nothing', async () => {
    const fay = await createVisitorBooking(server, { customerName: 'Fay Lim', daysAhead: 5 });
    const page = client.page;
    await openManagePage(page, fay);
    await client.context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Change the time' }).click();
      await page.getByText(/Changing the time needs a connection/).waitFor();
      expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    } finally {
      await client.context.setOffline(false);
    }
    const stored = await server.db.knex('bookings').where({ id: fay._id }).first();
    expect(stored.service_date).toBe(fay.bookingData.date);
  });

  it('at desktop width, the same strip and chips', async () => {
    const gia = await createVisitorBooking(server, { customerName: 'Gia Ramos', daysAhead: 5 });
    const page = staffBrowser.page;
    await openManagePage(page, gia);
    await page.getByRole('button', { name: 'Change the time' }).click();
    await page.getByRole('group', { name: 'Time' }).waitFor();
    const { weekday, day } = dayParts(MOVE_DATE);
    await page.getByRole('button', { name: new RegExp(`^${weekday} ${day}, \\d+ free`) }).click();
    await page.locator('input[name=time][value="15:00"]').waitFor();
    await expectNoSeriousAxeViolations(page, 'move form, desktop');
    await capturePage(page, 'manage-move-desktop');
  });
});

describe('cancelling online', () => {
  it('cancels a booking more than 24 hours away, after a confirm dialog', async () => {
    const bea = await createVisitorBooking(server, {
      customerName: 'Bea Reyes',
      branch: 'makati',
      daysAhead: 4,
    });
    const page = client.page;
    await openManagePage(page, bea);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my booking');
    await expectNoSeriousAxeViolations(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('Your booking is cancelled. We have sent you an e-mail to confirm it.').waitFor();
    expect(await page.getByText('Status: Cancelled').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await capturePage(page, 'manage-cancelled-phone');
    const stored = await server.db.knex('bookings').where({ id: bea._id }).first();
    expect(stored.status).toBe('cancelled');
  });

  it('under 24 hours away, shows the phone number instead of a button', async () => {
    const carla = await createVisitorBooking(server, { customerName: 'Carla Mendoza', daysAhead: 2 });
    await setAppointment(server, carla, slotWithinADay());
    const page = client.page;
    await openManagePage(page, carla);
    await page.getByText(/less than 24 hours away, so it can no longer be cancelled online/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    // Nor moved by the client: the phone, and asking stays.
    await page.getByText(/less than 24 hours away, so you can no longer change the time yourself/).waitFor();
    expect(await page.getByRole('button', { name: 'Change the time' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ask for another date and time' }).isVisible()).toBe(true);
    const phone = page
      .getByRole('region', { name: 'Cancel booking' })
      .getByRole('link', { name: CLINIC_PHONE, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${CLINIC_PHONE_TEL}`);
    await expectNoSeriousAxeViolations(page, 'manage page under 24 hours');
    await capturePage(page, 'manage-late-phone');
  });

  it('a forged or mistyped link gets a helpful page, never another booking', async () => {
    const page = client.page;
    const link = manageLinkFor(server, ana);
    const forged = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    await page.goto(forged);
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find this booking' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(await page.getByText(ana.bookingData.bookingNumber).count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'manage not found');
    await capturePage(page, 'manage-not-found-phone');
  });
});

describe('the health form (issue 27 items 2 and 3)', () => {
  let maria: BookingRecord;

  it('a client answers "pregnant: yes" on her phone, offline, and is told the clinic will call', async () => {
    maria = await createVisitorBooking(server, {
      customerName: 'Maria Cruz',
      daysAhead: 4,
      services: [{ id: 'underarm-laser-hair-removal', quantity: 1 }],
    });
    const page = client.page;
    await openManagePage(page, maria);
    await page
      .getByRole('region', { name: 'Health form' })
      .getByRole('link', { name: 'Fill in the health form' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Health form' }).waitFor();
    const pregnant = page.getByRole('group', {
      name: 'Are you pregnant, trying to get pregnant, or breastfeeding?',
    });
    await expectNoSeriousAxeViolations(page, 'health form');
    await client.context.setOffline(true);
    try {
      await pregnant.getByLabel('Yes').check();
      await page
        .getByRole('group', { name: /isotretinoin/ })
        .getByLabel('No')
        .check();
      // A yes opens its follow-up, labelled by its own question.
      await page.getByRole('group', { name: 'Do you have any allergies?' }).getByLabel('Yes').check();
      await page.getByLabel('What are you allergic to, and what happens?').fill('Penicillin: hives');
      await page.getByRole('button', { name: 'Save my answers' }).click();
      await page
        .getByText('Saved on this phone. We send your answers as soon as you are back online.')
        .waitFor();
    } finally {
      await client.context.setOffline(false);
    }
    await page.getByRole('heading', { name: 'We’ll call you before your visit' }).waitFor();
    // Thanked once the clinic has them, though the form is drawn anew from the clinic's copy.
    await page.getByText('Thank you: the clinic has your health form.').waitFor();
    expect(await pregnant.getByLabel('Yes').isChecked()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'health form under review');
    await capturePage(page, 'health-form-phone');
    await page.setViewportSize(DESKTOP);
    await capturePage(page, 'health-form-desktop');
    await page.setViewportSize(PHONE);
    await openManagePage(page, maria);
    await page
      .getByRole('region', { name: 'Health form' })
      .getByText(/will call you before your visit/)
      .waitFor();
  });

  it('she signs her laser consent on a touch screen, with her typed name and a drawn signature, offline too (item 4)', async () => {
    const touch = await openBrowser({ viewport: PHONE, reducedMotion: true, hasTouch: true });
    try {
      const page = touch.page;
      await openManagePage(page, maria);
      await page
        .getByRole('region', { name: 'Consent forms' })
        .getByRole('link', { name: 'Read and sign' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Consent forms' }).waitFor();
      const card = page.getByRole('region', { name: 'Consent to treatment: Laser Permanent Hair Removal' });
      await card.getByText(/The risks: Rarely: burns/).waitFor();
      await expectNoSeriousAxeViolations(page, 'consent forms');
      await card.getByLabel('Type your full name to sign').fill('Maria Cruz');
      // A finger's stroke across the pad, as the phone sends it.
      const pad = card.getByRole('img', { name: 'Draw your signature with your finger' });
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      if (!box) throw new Error('the signature pad is not on the screen');
      const cdp = await touch.context.newCDPSession(page);
      const at = (dx: number, dy: number) => [{ x: box.x + box.width * dx, y: box.y + box.height * dy }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.15, 0.6) });
      for (const [dx, dy] of [
        [0.3, 0.3],
        [0.45, 0.7],
        [0.6, 0.35],
        [0.8, 0.55],
      ] as const) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx, dy) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await card.getByRole('button', { name: 'Clear signature' }).and(page.locator(':enabled')).waitFor();
      await touch.context.setOffline(true);
      try {
        await card.getByRole('button', { name: 'Sign', exact: true }).click();
        await card.getByText('Saved on this phone. We send it as soon as you are back online.').waitFor();
      } finally {
        await touch.context.setOffline(false);
      }
      await card.getByText(/^Signed by Maria Cruz on .* \(version 1\)\.$/).waitFor();
      await card.getByRole('button', { name: 'Withdraw consent' }).waitFor();
      await expectNoSeriousAxeViolations(page, 'consent signed');
      await capturePage(page, 'consent-phone');
      expect(touch.pageErrors).toEqual([]);
    } finally {
      await touch.close();
    }
  });

  it('the desk sees why, and cannot confirm her laser visit without a note', async () => {
    const page = staffBrowser.page;
    await page.goto(`${server.url}/admin`);
    const card = page.getByRole('article', { name: maria.bookingData.bookingNumber });
    // Signed in already when the journeys above ran in this browser; otherwise through the form.
    const login = page.getByRole('button', { name: 'Log in' });
    await Promise.race([card.waitFor(), login.waitFor()]);
    if (await login.isVisible()) await signInThroughForm(page, staff);
    await card.getByText('For review: health form').waitFor();
    const prompt = page.getByRole('dialog').filter({ has: page.getByLabel('Update code') });
    const enterCode = async () => {
      await prompt.getByLabel('Update code').fill(E2E_SECRETS.updateCode);
      await prompt.getByRole('button', { name: 'Mark as Confirmed' }).click();
    };
    // The card's one-click confirm has no room for a note: the server's 409 is read out in the prompt.
    await card.getByRole('button', { name: /^Mark as Confirmed/ }).click();
    await enterCode();
    await prompt
      .getByText(/for review after the client's health form: write a note to mark it confirmed/)
      .waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'View Booking - Maria Cruz' });
    const review = dialog.getByRole('region', { name: 'For review: health form' });
    await review.getByText(/^Pregnant, trying or breastfeeding: laser/).waitFor();
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Status').selectOption('confirmed');
    const note = dialog.getByLabel('Health review note (required)');
    await note.waitFor();
    await expectNoSeriousAxeViolations(page, 'view dialog under review');
    await capturePage(page, 'health-review-desk');
    await page.setViewportSize({ width: 820, height: 1180 });
    await capturePage(page, 'health-review-desk-820');
    await page.setViewportSize(DESKTOP);
    // Without the note the form does not send.
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await note.evaluate((field) => (field as HTMLTextAreaElement).validity.valueMissing)).toBe(true);
    expect(await prompt.count()).toBe(0);
    await note.fill('Called Maria: pregnant, laser moved until after breastfeeding; doctor to see her first');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await enterCode();
    await dialog.getByRole('region', { name: 'Health review closed' }).waitFor();
    // Her record: each answer with its date, and this read in the access log.
    await dialog.getByRole('link', { name: 'Maria Cruz' }).click();
    const health = page.getByRole('region', { name: 'Health form' });
    const pregnancy = health.getByText('Are you pregnant, trying to get pregnant, or breastfeeding?');
    await pregnancy.waitFor();
    expect(await health.getByText('Penicillin: hives').isVisible()).toBe(true);
    await page
      .getByText(/Rhea Desk read the health form/)
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'client record with a health form');
    await capturePage(page, 'health-client-record-desk');
    expect(staffBrowser.pageErrors).toEqual([]);
  });
  it('the desk sees which version of which consent she signed, when, and her drawn signature (item 4)', async () => {
    const page = staffBrowser.page;
    await page.reload();
    const consents = page.getByRole('region', { name: 'Consents' });
    await consents.getByText('Treatment: Laser Permanent Hair Removal').waitFor();
    expect(await consents.getByText('Signed · version 1').isVisible()).toBe(true);
    expect(await consents.getByText(/typed name: Maria Cruz/).isVisible()).toBe(true);
    const signature = consents.getByRole('img', { name: 'Signature drawn by Maria Cruz' });
    expect(await signature.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page
      .getByText(/Rhea Desk read the signed consents/)
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'client record with consents');
    await capturePage(page, 'consent-client-record-desk');
    await page.setViewportSize({ width: 820, height: 1180 });
    await capturePage(page, 'consent-client-record-desk-820');
    await page.setViewportSize(DESKTOP);
    expect(staffBrowser.pageErrors).toEqual([]);
  });
});
