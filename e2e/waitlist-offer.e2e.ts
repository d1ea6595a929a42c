import { addDays, manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../server/src/test/capacity';
import { offerFreedPlaces } from '../server/src/waitlist/offer-freed-places';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import { capturePage } from './support/manage-screenshots';
import {
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  E2E_SECRETS,
  signInToken,
  startBackOfficeServer,
} from './support/staff';

/**
 * Issue 28 item 4 in the browser: a client on the waitlist for a full time gets the freed place held
 * for her, opens the offer's link on her phone and books it; the link then says the offer has ended.
 */
let server: BackOfficeServer;
let phone: BrowserSession;
const day = addDays(manilaDate(), 6);

beforeAll(async () => {
  server = await startBackOfficeServer();
  await setCapacity(server.db.knex, 'las-pinas', 1);
  phone = await openBrowser({ viewport: PHONE, reducedMotion: true });
});

afterAll(async () => {
  await phone?.close();
  await server?.close();
});

/** The 2 PM at Las Piñas taken, Bea on the waitlist for it, then the booking cancelled: an offer. */
async function offerToBea(): Promise<string> {
  const taken = await createVisitorBooking(server, {
    customerName: 'Carmi Taken',
    branch: 'las-pinas',
    daysAhead: 6,
    time: '14:00',
  });
  const joined = await fetch(`${server.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      branch: 'las-pinas',
      date: day,
      from: '14:00',
      to: '14:00',
      services: ['stem-cell-facial'],
      customerName: 'Bea Waiting',
      email: 'bea.waiting@example.com',
      phone: '0917 555 0142',
    }),
  });
  expect(joined.status).toBe(201);
  const entryId = ((await joined.json()) as { data: { id: string } }).data.id;
  const desk = await createAccount(server, 'staff', 'Wena Desk');
  const cancelled = await fetch(`${server.url}/api/bookings/${taken._id}/status`, {
    method: 'PATCH',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await signInToken(server, desk)}`,
    },
    body: JSON.stringify({ status: 'cancelled', updateCode: E2E_SECRETS.updateCode }),
  });
  expect(cancelled.status).toBe(200);
  // The server's own round makes no offer between 21:00 and 08:00 Manila (a text would wait for the
  // morning while its 15 minutes ran out); the round is run here so the journey holds at any hour.
  await offerFreedPlaces(server.db.knex, new Date(), await server.catalogue.rules());
  const entry = await server.db.knex('waitlist_entries').where({ id: entryId }).first();
  expect(entry).toMatchObject({ status: 'offered', offer_time: '14:00' });
  return entry.offer_token as string;
}

describe('a waitlist offer on the phone (390 px)', () => {
  it('shows the held time, books it with her age and way to pay, and then says the offer has ended', async () => {
    const token = await offerToBea();
    const page = phone.page;
    await page.goto(`${server.url}/waitlist/offer/${token}`);
    await page.getByRole('heading', { level: 1, name: 'A time freed up for you' }).waitFor();
    const offer = page.getByRole('form', { name: /at 2:00 PM, Las Piñas$/ });
    await offer.waitFor();
    expect(await offer.getByText(/^For Stem Cell Facial\. Held for you until /).isVisible()).toBe(true);
    expect(await page.title()).toContain('Your freed time');
    expect(await seriousAxeViolations(page), 'waitlist offer').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await capturePage(page, 'waitlist-offer-phone');
    await page.setViewportSize(DESKTOP);
    await capturePage(page, 'waitlist-offer-desktop');
    await page.setViewportSize(PHONE);

    // Without an age the server's words show, and nothing typed is lost.
    await offer.getByRole('button', { name: 'Book this time' }).click();
    await offer.getByRole('alert').filter({ hasText: /age/i }).waitFor();
    await offer.getByLabel('Age').fill('29');
    await offer.getByLabel('How you will pay').selectOption('gcash');
    await offer.getByRole('button', { name: 'Book this time' }).click();
    await page.getByRole('heading', { level: 1, name: /here’s your booking/ }).waitFor();
    const booked = await server.db
      .knex('bookings')
      .where({ email: 'bea.waiting@example.com', service_date: day })
      .whereNull('deleted_at');
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ branch: 'las-pinas', status: 'pending' });
    expect(String(booked[0].service_time)).toMatch(/^14:00/);

    await page.goto(`${server.url}/waitlist/offer/${token}`);
    await page.getByText('This offer has ended', { exact: false }).waitFor();
    expect(phone.pageErrors).toEqual([]);
  }, 120_000);
});
