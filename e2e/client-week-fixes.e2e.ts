import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageToken } from '../server/src/manage/manage-token';
import { myBookingsToken } from '../server/src/manage/my-bookings-token';
import { manageKeyOf } from '../server/src/secrets';
import { bookingBody, consultationBody } from '../server/src/test/factories';
import { E2E_SECRETS } from './support/app-server';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  fillCommonFields,
  putRecord,
  soon,
  startCheckoutServer,
} from './support/checkout';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type DeskWidth, openDesk } from './support/desk';
import { settlePage } from './support/screenshots';
import { createAccount } from './support/staff';

/** What a client met in one week (issue 24), seen in Chromium at a phone's and a desktop's width. */
const EMAIL = 'week.client@example.com';
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-issue-24-'));
const WIDTHS = [390, 1280] as const;

let server: CheckoutServer;
let browser: BrowserSession;
let myBookingsUrl = '';
let cancelledConsultationUrl = '';

async function post(pathname: string, body: unknown) {
  const reply = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (reply.status !== 201) throw new Error(`${pathname}: ${reply.status} ${await reply.text()}`);
}

async function shoot(page: Page, name: string) {
  await settlePage(page);
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });
}

beforeAll(async () => {
  server = await startCheckoutServer();
  const knex = server.db.knex;
  await post('/api/bookings', bookingBody({ bookingData: { email: EMAIL, time: '14:30' } }));
  await post(
    '/api/bookings',
    bookingBody({
      bookingData: {
        email: EMAIL,
        serviceType: 'home',
        branch: 'home',
        address: '12 Mabini St., Pasig',
        landmark: 'Near the church',
        paymentMethod: 'cash',
      },
      cartItems: [{ id: 'korean-glow-drip', quantity: 1 }],
    }),
  );
  await post('/api/online-consultations', consultationBody({ email: EMAIL, time: '15:00' }));
  await knex('bookings').where({ email: EMAIL, service_type: 'home' }).update({ status: 'cancelled' });
  await knex('online_consultations').where({ email: EMAIL }).update({ cancelled_at: new Date() });
  const [consultation] = await knex('online_consultations').where({ email: EMAIL });
  const key = manageKeyOf(E2E_SECRETS);
  myBookingsUrl = `${server.url}/my-bookings/${myBookingsToken(key, EMAIL, new Date())}`;
  cancelledConsultationUrl = `${server.url}/my-consultation/${manageToken(key, consultation.id, 'consultation')}`;
  browser = await openBrowser({ viewport: PHONE, reducedMotion: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.info(`issue 24 screenshots: ${SHOTS}`);
});

describe('my bookings', () => {
  for (const width of WIDTHS) {
    it(`shows each visit's status, a 12-hour time and "Home service"; a cancelled one asks for no payment (${width} px)`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 844 });
      await page.goto(myBookingsUrl);
      await page.getByRole('heading', { level: 1, name: 'Your bookings' }).waitFor();
      const bookings = page.getByTestId('my-booking');
      expect(await bookings.count()).toBe(2);
      const live = bookings.filter({ hasText: 'Makati clinic' });
      expect(await live.textContent()).toContain('Status: Awaiting confirmation');
      expect(await live.textContent()).toContain('2:30 PM');
      expect(await live.textContent()).not.toContain('14:30');
      const home = bookings.filter({ hasText: 'Home service' });
      expect(await home.textContent()).toContain('Status: Cancelled');
      expect(await home.textContent()).not.toContain('Not paid yet');
      const consultation = page.getByTestId('my-consultation');
      expect(await consultation.textContent()).toContain('Status: Cancelled');
      expect(await consultation.textContent()).toContain('3:00 PM');
      expect(
        await consultation.getByRole('link', { name: /Manage consultation/ }).getAttribute('href'),
      ).toMatch(/^\/my-consultation\//);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'my-bookings');
    });
  }
});

describe('a cancelled consultation', () => {
  for (const width of WIDTHS) {
    it(`shows nothing to pay: no "Not paid yet", no number, no QR, no proof form (${width} px)`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 844 });
      await page.goto(cancelledConsultationUrl);
      await page.getByRole('heading', { level: 1, name: /here’s your online consultation/ }).waitFor();
      const payment = page.getByRole('region', { name: 'Payment' });
      await payment.getByText('Nothing to pay: this consultation is cancelled.').waitFor();
      expect(await payment.getByText('Not paid yet').count()).toBe(0);
      expect(await payment.getByRole('button', { name: 'Copy number' }).count()).toBe(0);
      expect(await payment.getByRole('link', { name: 'Save QR image' }).count()).toBe(0);
      expect(await payment.getByLabel('Screenshot or photo of your payment').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'consultation-cancelled');
    });
  }
});

const offered = ['15:30', '16:00', '16:30', '17:00', '17:30', '18:00'].map((time) => ({
  date: '2026-12-15',
  time,
  label: time,
}));

async function putConflict(page: Page, id: string) {
  await putRecord(page, 'outbox', {
    id,
    kind: 'booking',
    url: '/api/bookings',
    body: bookingBody({ bookingData: { date: '2026-12-15', time: '15:00' } }),
    status: 'conflict',
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: 0,
    leaseUntil: 0,
    httpStatus: 409,
    lastError: 'This time is full',
    response: { msg: 'This time is full', alternatives: offered },
  });
  // Written past Dexie, so its live queries learn of it at the next load, as after a restart.
  await page.reload();
}

describe('news about submissions on other pages', () => {
  for (const width of WIDTHS) {
    it(`a booking that needs a new time leaves the page usable, can be put off or cancelled, and offers other dates (${width} px)`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${server.url}/services`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await putConflict(page, `conflict-a-${width}`);
      const notice = page.getByTestId('outbox-conflict');
      await notice.waitFor();
      const box = await notice.boundingBox();
      expect(box?.height ?? 0).toBeLessThanOrEqual(844 * 0.4);
      expect(await notice.getByRole('listitem').count()).toBe(2);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'needs-new-time-notice');

      await notice.getByRole('button', { name: 'Not now' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByTestId('outbox-conflict').count()).toBe(0);
    });
  }

  it('a request that needs a new time can be cancelled from the notice', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await putConflict(page, 'conflict-cancel');
    const notice = page.getByTestId('outbox-conflict');
    await notice.getByRole('button', { name: 'Cancel this request' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('a proof of payment that went through says so in its own words and links to its manage page', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/services`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const token = cancelledConsultationUrl.split('/my-consultation/')[1];
    await putRecord(page, 'outbox', {
      id: 'proof-delivered',
      kind: 'payment-proof',
      url: `/api/my-consultation/${token}/payment-proof`,
      body: {},
      status: 'delivered',
      unacknowledged: true,
      createdAt: Date.now(),
      attempts: 1,
      nextAttemptAt: 0,
      leaseUntil: 0,
      httpStatus: 201,
      response: { consultation: { bookingNumber: 'TBL55550001' } },
    });
    await page.reload();
    const notice = page.getByTestId('outbox-delivered');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Your proof of payment went through.');
    expect(await notice.textContent()).not.toContain('consultation went through');
    expect(await notice.getByRole('link', { name: 'View consultation' }).getAttribute('href')).toBe(
      `/my-consultation/${token}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'proof-delivered-notice');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});

/**
 * Every control Tab (then Shift+Tab) reaches in the page's main region, with whatever of it lies
 * under the sticky hold bar or the header. A chip's radio is drawn as its label, so the label counts.
 */
async function tabUnderTheBar(page: Page, key: 'Tab' | 'Shift+Tab', until: string) {
  const covered: string[] = [];
  const trail: string[] = [];
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press(key);
    const seen = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('.booking-countdown')?.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect();
      if (!active || !bar || !header) return { name: 'none', covered: false };
      const tiny = active.getBoundingClientRect().height < 4;
      const rect = (tiny ? (active.closest('label') ?? active) : active).getBoundingClientRect();
      const labelled = (active as HTMLInputElement).labels?.[0]?.textContent;
      const name =
        `${active.tagName} ${labelled ?? active.getAttribute('aria-label') ?? active.textContent ?? ''}`
          .trim()
          .slice(0, 60);
      const inMain = Boolean(active.closest('main')) && !active.closest('.booking-countdown');
      const overlaps = (top: number, bottom: number) => rect.top < bottom - 0.5 && rect.bottom > top + 0.5;
      return {
        name,
        covered: inMain && (overlaps(bar.top, bar.bottom) || overlaps(header.top, header.bottom)),
      };
    });
    trail.push(seen.name);
    if (seen.covered) covered.push(seen.name);
    if (seen.name.includes(until)) return covered;
  }
  throw new Error(`${key} never reached ${until}: ${trail.join(' | ')}`);
}

describe('the booking page and its confirmation (issue 24 item 9)', () => {
  let client: BrowserSession;

  beforeAll(async () => {
    client = await openBrowser({ viewport: PHONE, reducedMotion: true });
  });

  afterAll(async () => {
    await client?.close();
  });

  it('keeps every field out from under the sticky hold bar while tabbing, at 390, 360 and 1280 px', {
    timeout: 120_000,
  }, async () => {
    const { page } = client;
    await addToCart(page, server.url, 'stem-cell-facial');
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('makati');
    await fillCommonFields(page, { date: soon(4), time: '15:30', contact: ANA, payment: /GCash/ });
    await page.getByRole('timer').waitFor();
    // Going up, each field arrives at the top of the screen, where the bar is; going down, at the
    // bottom (checked once: the bar does not change that).
    for (const width of [390, 360, 1280]) {
      await page.setViewportSize({ width, height: width > 1000 ? 800 : 780 });
      await page.getByRole('button', { name: 'Confirm booking' }).focus();
      const upwards = await tabUnderTheBar(page, 'Shift+Tab', 'Branch');
      const downwards = width === 390 ? await tabUnderTheBar(page, 'Tab', 'Confirm booking') : [];
      expect({ width, upwards, downwards }).toEqual({ width, upwards: [], downwards: [] });
    }
  });

  const closings = [
    {
      width: 390,
      how: 'the button',
      close: (page: Page) => page.getByRole('button', { name: 'View my booking' }).click(),
    },
    { width: 1280, how: 'Escape', close: (page: Page) => page.keyboard.press('Escape') },
  ];
  for (const { width, how, close } of closings) {
    it(`gives focus to the page's heading when the confirmation closes with ${how}, and does not reopen it on Back and Forward (${width} px)`, async () => {
      const { page } = client;
      await page.setViewportSize({ width, height: 844 });
      if (width !== 390) await addToCart(page, server.url, 'stem-cell-facial');
      await page.goto(`${server.url}/booking`);
      if (width !== 390) {
        await page.getByLabel('Branch').selectOption('makati');
        await fillCommonFields(page, { date: soon(5), time: '16:00', contact: ANA, payment: /GCash/ });
      }
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      const overlay = page.getByRole('dialog', { name: 'Booking received!' });
      await overlay.waitFor();
      await close(page);
      await overlay.waitFor({ state: 'detached' });
      const heading = page.getByRole('heading', { level: 1, name: 'Thank you, Ana!' });
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'booking-confirmed');

      await page.goBack();
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Thank you' }).first().waitFor();
      await page.goForward();
      await heading.waitFor();
      // The page is back and settled (its booking number is drawn) with no dialog over it.
      await page.getByText(/Your booking number is TBL\d{8}/).waitFor();
      await settlePage(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(client.pageErrors).toEqual([]);
    });
  }
});

describe("the client's rights from the My bookings link (issue 27 item 6)", () => {
  it('downloads the data with the booking in it, asks for erasure once, and the desk approves it', {
    timeout: DESK_JOURNEY_MS,
  }, async () => {
    const email = 'rights.client@example.com';
    // A phone of her own: the client record joins bookings by phone too, and the file's others share one.
    const body = bookingBody({
      bookingData: { email, phone: '0918 555 0199', customerName: 'Rina Dela Cruz', time: '11:00' },
    });
    await post('/api/bookings', body);
    const key = manageKeyOf(E2E_SECRETS);
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/my-bookings/${myBookingsToken(key, email, new Date())}`);
    await page.getByRole('heading', { level: 2, name: 'Your data' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const saved = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8'));
    expect(saved.bookings.map((row: { bookingNumber: string }) => row.bookingNumber)).toEqual([
      body.bookingData.bookingNumber,
    ]);
    await page.getByRole('status').filter({ hasText: 'Your data is saved as' }).waitFor();

    await page.getByRole('button', { name: 'Ask us to erase my data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ask us to erase your data?' });
    await confirm.getByText('What we keep, and why').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'erasure-confirm');
    await confirm.getByRole('button', { name: 'Yes, erase my data' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'We have your request to erase your data' }).waitFor();

    const admin = await createAccount(server, 'admin', 'Clinic Owner');
    const desk = await openDesk(server, admin, DESK_WIDTHS[0] as DeskWidth);
    try {
      const { client_id: clientId } = await server.db.knex('bookings').where({ email }).first('client_id');
      await desk.page.goto(`${server.url}/admin/clients/${clientId}`);
      const request = desk.page.getByRole('region', { name: 'Erasure requested' });
      await request.getByRole('button', { name: 'Approve erasure' }).click();
      await request.getByRole('button', { name: 'Yes, erase this client' }).click();
      await desk.page.getByText(/Erased at the client’s request on .* by Clinic Owner/).waitFor();
      await desk.page.getByRole('heading', { level: 1, name: /^Erased client \d+$/ }).waitFor();
      expect(await seriousAxeViolations(desk.page)).toEqual([]);
      expect(desk.pageErrors).toEqual([]);
    } finally {
      await desk.close();
    }
    expect(await server.db.knex('bookings').where({ email }).first('id')).toBeUndefined();
  });
});
