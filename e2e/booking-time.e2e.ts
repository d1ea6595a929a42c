import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatManilaDate } from '../domain/manila-date';
import { formatTimeLabel } from '../domain/time-slots';
import { visitMinutesOfServices } from '../domain/visit-length';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  chipText,
  chooseTime,
  chosenTime,
  fillCommonFields,
  findBookings,
  putRecord,
  readStore,
  soon,
  startCheckoutServer,
  timeChip,
  timeGroup,
} from './support/checkout';
import { capturePage } from './support/manage-screenshots';
import { createAccount, signInThroughForm } from './support/staff';

let server: CheckoutServer;
let browser: BrowserSession;

// A server of its own for each journey: holds live five minutes, and one address (every request here
// comes from 127.0.0.1) may hold at most three starts at once.
beforeEach(async () => {
  server = await startCheckoutServer();
  browser = await openBrowser({ viewport: PHONE });
});

afterEach(async () => {
  expect(browser.pageErrors).toEqual([]);
  await browser.close();
  await server.close();
});

interface Slot {
  time: string;
  remaining: number;
  available: boolean;
}

async function availability(branch: string, date: string, services: string[]): Promise<Slot[]> {
  const query = new URLSearchParams({ branch, date, services: services.join(',') });
  const reply = await fetch(`${server.url}/api/availability?${query}`);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { slots: Slot[] }).slots;
}

/** Other clients book `count` places at a start. */
async function takePlaces(
  count: number,
  place: { branch: string; date: string; time: string; services: string[] },
) {
  for (let taken = 0; taken < count; taken += 1) {
    const reply = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        bookingData: {
          serviceType: 'clinic',
          branch: place.branch,
          date: place.date,
          time: place.time,
          age: 35,
          customerName: `Other Client ${taken + 1}`,
          email: `other.${crypto.randomBytes(4).toString('hex')}@example.com`,
          // Other people: one person cannot hold two visits at once (issue 23 item 10).
          phone: `0917 ${crypto.randomInt(100, 1000)} ${crypto.randomInt(1000, 10_000)}`,
          paymentMethod: 'gcash',
        },
        cartItems: place.services.map((id) => ({ id, quantity: 1 })),
      }),
    });
    expect(reply.status, await reply.clone().text()).toBe(201);
  }
}

const chipTexts = (page: BrowserSession['page']) => timeGroup(page).locator('label').allTextContents();

interface StoredHold {
  key: string;
  value: { id: string; deadline: number; time: string };
}

describe('the time a client books is a time the clinic can honour', () => {
  it('offers no start at Timog at or after 8:00 PM for a one-hour visit', async () => {
    const { page } = browser;
    expect(visitMinutesOfServices(['stem-cell-facial'])).toBe(60);
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('quezon-city');
    await page.getByLabel('Date', { exact: true }).fill(soon(6));
    await timeChip(page, '19:00').waitFor({ state: 'attached' });
    const values = await timeGroup(page)
      .locator('input[name="time"]')
      .evaluateAll((options) => options.map((option) => (option as HTMLInputElement).value));
    expect(values[0]).toBe('10:00');
    expect(values.at(-1)).toBe('19:00');
    expect(values.filter((value) => value >= '20:00')).toEqual([]);
    // Makati closes an hour later, and the list follows the branch.
    await page.getByLabel('Branch').selectOption('makati');
    await timeChip(page, '20:00').waitFor({ state: 'attached' });
  });

  it('shows a full start as "Full", not choosable, and the last place as "1 left"', async () => {
    const { page } = browser;
    const date = soon(7);
    const services = ['stem-cell-facial'];
    await takePlaces(3, { branch: 'las-pinas', date, time: '13:00', services });
    await takePlaces(2, { branch: 'las-pinas', date, time: '16:00', services });
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('las-pinas');
    await page.getByLabel('Date', { exact: true }).fill(date);
    const full = timeChip(page, '13:00');
    await full.waitFor({ state: 'attached' });
    expect(await chipText(page, '13:00')).toBe('1:00 PM · Full');
    expect(await full.isDisabled()).toBe(true);
    expect(await chipTexts(page)).toContain('4:00 PM · 1 left');
    await chooseTime(page, '16:00');
    await page.getByText("We're holding 4:00 PM at Las Piñas for you").waitFor();
    await capturePage(page, 'booking-hold-phone');
    // A full start is never the first choice of the hour: 12:30 still ends at 1:30 and overlaps it.
    expect(await chipText(page, '12:30')).toBe('12:30 PM · Full');
  });

  it('holds the chosen time through a reload, extends it once, and at zero starts again with everything typed', async () => {
    const { page } = browser;
    const date = soon(8);
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('makati');
    await fillCommonFields(page, { date, time: '15:00', contact: ANA, payment: /GCash/ });
    await page.getByText("We're holding 3:00 PM at Makati for you").waitFor();
    const timer = page.getByRole('timer');
    const held = (await readStore<StoredHold>(page, 'keyval')).find(
      (record) => record.key === 'hold:booking',
    );
    expect(held?.value.time).toBe('15:00');
    const atFifteen = async () =>
      (await availability('makati', date, ['stem-cell-facial'])).find((slot) => slot.time === '15:00')
        ?.remaining;
    expect(await atFifteen()).toBe(3);

    await page.waitForTimeout(2_500);
    await page.reload();
    await page.getByText("We're holding 3:00 PM at Makati for you").waitFor();
    const [minutes, seconds] = ((await timer.textContent()) ?? '').split(':').map(Number);
    expect((minutes ?? 0) * 60 + (seconds ?? 0)).toBeLessThanOrEqual(298);
    const after = (await readStore<StoredHold>(page, 'keyval')).find(
      (record) => record.key === 'hold:booking',
    );
    expect(after?.value.id).toBe(held?.value.id);
    expect(await atFifteen()).toBe(3);

    // The clock moved on by writing the device's copy (as another tab would) and opening the page again.
    await putRecord(page, 'keyval', { ...after, value: { ...after?.value, deadline: Date.now() + 50_000 } });
    await page.reload();
    await page.locator('.booking-countdown--critical').waitFor();
    await page.getByRole('button', { name: /\+1:00/ }).click();
    await page.getByText(/^1:[0-5]\d$/).waitFor();
    expect(await page.getByRole('button', { name: /\+1:00/ }).count()).toBe(0);

    const extended = (await readStore<StoredHold>(page, 'keyval')).find(
      (record) => record.key === 'hold:booking',
    );
    await putRecord(page, 'keyval', {
      ...extended,
      value: { ...extended?.value, deadline: Date.now() + 8_000 },
    });
    await page.reload();
    const expired = page.getByRole('dialog', { name: 'Booking time expired' });
    await expired.getByText('Your booking time has expired.', { exact: true }).waitFor();
    await capturePage(page, 'booking-expired-phone');
    await expired.getByRole('button', { name: 'Start again' }).click();
    await page.getByText("We're holding 3:00 PM at Makati for you").waitFor();
    const again = (await readStore<StoredHold>(page, 'keyval')).find(
      (record) => record.key === 'hold:booking',
    );
    expect(again?.value.id).not.toBe(held?.value.id);
    expect(await page.getByLabel('Full name').inputValue()).toBe(ANA.customerName);
    expect(await chosenTime(page)).toBe('15:00');
  });

  it('ends an offline booking whose start filled meanwhile as exactly one booking, at the time picked from the alternatives', async () => {
    const { page, context } = browser;
    const date = soon(9);
    const services = ['stem-cell-facial'];
    const rosa = { ...ANA, customerName: 'Rosa Offline Conflict', email: 'rosa@example.com' };
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Full name').waitFor();
    await context.setOffline(true);
    await page.getByLabel('Branch').selectOption('makati');
    await fillCommonFields(page, { date, time: '11:00', contact: rosa, payment: /BPI/ });
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is saved' }).waitFor();

    // While the phone is offline, other clients book the clinic's four Makati places at 11:00.
    await takePlaces(4, { branch: 'makati', date, time: '11:00', services });
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Your booking needs a new time' }).waitFor();
    await capturePage(page, 'booking-new-time-phone');
    const choices = page.getByRole('list', { name: 'Free times to choose from' }).getByRole('button');
    expect(await choices.count()).toBeGreaterThan(0);
    const first = (await choices.first().textContent()) ?? '';
    expect(first).not.toContain('11:00 AM');
    expect(await findBookings(server, rosa.customerName)).toHaveLength(0);

    // It stays until the client picks: a reload (the next start) still shows it.
    await page.reload();
    await page.getByRole('heading', { name: 'Your booking needs a new time' }).waitFor();
    await page.getByRole('list', { name: 'Free times to choose from' }).getByRole('button').first().click();
    await page.getByRole('dialog', { name: 'Booking received!' }).waitFor();
    const stored = await findBookings(server, rosa.customerName);
    expect(stored).toHaveLength(1);
    const booked = stored[0]?.bookingData as { date: string; time: string; branch: string; email: string };
    expect(`${booked.date} ${booked.time}`).not.toBe(`${date} 11:00`);
    expect(first).toBe(`${formatManilaDate(booked.date)}, ${formatTimeLabel(booked.time)}`);
    expect(booked).toMatchObject({ branch: 'makati', email: rosa.email });
  });

  it('reads well at 1280 px: the held time beside the cart, the news on another page, and the closed dates screen', async () => {
    await browser.close();
    browser = await openBrowser({ viewport: DESKTOP });
    const { page } = browser;
    await addToCart(page, server.url, 'korean-glow-drip');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('quezon-city');
    await fillCommonFields(page, { date: soon(12), time: '17:30', contact: ANA, payment: /GCash/ });
    await page.getByText("We're holding 5:30 PM at Timog for you").waitFor();
    await capturePage(page, 'booking-hold-desktop');

    // Sent while the clinic cannot be reached, it arrives while the client reads another page: the news follows them.
    // On the context, not the page: the service worker's own retry (Background Sync) must not get
    // through either, or the booking lands on this page and its confirmation covers the links.
    await page.context().route('**/api/bookings', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is saved' }).waitFor();
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'saved' }).waitFor();
    await page.context().unroute('**/api/bookings');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const news = page.getByTestId('outbox-delivered');
    await news.waitFor();
    expect(await news.textContent()).toMatch(/Your booking went through\. Its number is TBL\d{8}\./);
    await capturePage(page, 'booking-delivered-elsewhere-desktop');

    const admin = await createAccount(server, 'admin', 'Clinic Admin');
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, admin);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Closed dates', exact: true }).click();
    // No per-place number any more: what each place has, from its resources (issue 26).
    const has = page.getByRole('region', { name: 'Who and what each place has' });
    expect(await has.getByRole('listitem').filter({ hasText: 'Makati' }).textContent()).toMatch(/4 rooms/);
    await capturePage(page, 'admin-capacity-desktop');
  });
});
