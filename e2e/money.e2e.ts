import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, manilaDate } from '@domain/manila-date';
import { formatPesos } from '@domain/money';
import type { BookingRecord } from '@domain/schemas/records';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageToken } from '../server/src/manage/manage-token';
import { manageKeyOf } from '../server/src/secrets';
import { testImage, uploadProof } from '../server/src/test/images';
import {
  type PaymongoStandIn,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startPaymongoStandIn,
} from '../server/src/test/paymongo-stand-in';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import { fillCommonFields } from './support/checkout';
import { waitForController } from './support/service-worker';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  E2E_SECRETS,
  signInThroughForm,
  signInToken,
  startBackOfficeServer,
} from './support/staff';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

let server: BackOfficeServer;
let client: BrowserSession;
let desk: BrowserSession;
let staff: Account;
let paymongo: PaymongoStandIn;

const manageLink = (booking: BookingRecord) =>
  `${server.url}/my-booking/${manageToken(manageKeyOf(E2E_SECRETS), booking._id)}`;

async function book(email: string, cartItems: unknown[], days: number): Promise<BookingRecord> {
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      bookingData: {
        bookingNumber: `TBL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`,
        serviceType: 'clinic',
        branch: 'makati',
        address: '',
        landmark: '',
        date: addDays(manilaDate(), days),
        time: '14:30',
        age: 31,
        customerName: 'Lia Cruz',
        email,
        phone: '0917 555 0199',
        paymentMethod: 'gcash',
        notes: '',
      },
      cartItems,
      totalPrice: 0,
    }),
  });
  const reply = (await response.json()) as { booking: BookingRecord };
  expect(response.status).toBe(201);
  return reply.booking;
}

async function staffToken(): Promise<string> {
  const reply = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  return ((await reply.json()) as { token: string }).token;
}

async function openInDesk(bookingNumber: string) {
  const page = desk.page;
  await page.goto(`${server.url}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('button', { name: `View booking ${bookingNumber}` }).click();
  return page.getByRole('dialog', { name: /View Booking/ });
}

beforeAll(async () => {
  paymongo = await startPaymongoStandIn();
  server = await startBackOfficeServer({
    PAYMONGO_SECRET_KEY: STAND_IN_SECRET_KEY,
    PAYMONGO_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    PAYMONGO_URL: paymongo.url,
  });
  paymongo.webhookUrl = `${server.url}/api/payments/paymongo/webhook`;
  staff = await createAccount(server, 'staff', 'Rina Desk');
  client = await openBrowser({ viewport: PHONE, reducedMotion: true });
  desk = await openBrowser({ viewport: PHONE, reducedMotion: true });
  await client.page.goto(server.url);
  await waitForController(client.page);
  await desk.page.goto(`${server.url}/login`);
  await signInThroughForm(desk.page, staff);
  await desk.page.waitForURL(/\/admin/);
});

afterAll(async () => {
  await client?.close();
  await desk?.close();
  await server?.close();
  await paymongo?.close();
});

describe('paying by GCash on a phone (390 px)', () => {
  it('attaches a proof offline; it reaches the clinic once when the phone is back online; staff verify it', async () => {
    const booking = await book('lia.pay@example.com', [{ id: 'stem-cell-facial', quantity: 1 }], 4);
    const page = client.page;
    await page.goto(manageLink(booking));
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Not paid yet').waitFor();
    await payment.locator('.payment-details__number', { hasText: '0917 123 4567' }).waitFor();
    expect(await payment.getByRole('button', { name: 'Copy number' }).isVisible()).toBe(true);
    expect(await payment.getByRole('link', { name: 'Save QR image' }).getAttribute('download')).toBeTruthy();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const screenshot = await sharp({
      create: { width: 1170, height: 2532, channels: 3, background: { r: 20, g: 120, b: 220 } },
    })
      .png()
      .toBuffer();
    await client.context.setOffline(true);
    await payment.getByLabel('Reference number (optional)').fill('7012 345 678');
    await payment.getByLabel('Screenshot or photo of your payment').setInputFiles({
      name: 'gcash-receipt.png',
      mimeType: 'image/png',
      buffer: screenshot,
    });
    await payment.getByRole('button', { name: 'Send proof' }).click();
    await payment
      .getByText('Saved on this phone: waiting for a connection. It sends by itself once you are online.')
      .waitFor();
    const proofs = () => server.db.knex('payment_proofs').where({ booking_id: booking._id });
    expect(await proofs()).toHaveLength(0);

    await client.context.setOffline(false);
    await payment
      .getByText('Received: the clinic checks it and confirms your payment by e-mail.')
      .waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('region', { name: 'Payment' }).getByText('Proof sent, awaiting check').waitFor();
    const stored = await proofs();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reference: '7012 345 678', content_type: 'image/jpeg', height: 1600 });
    expect(stored[0].width).toBe(Math.round((1170 * 1600) / 2532));

    const dialog = await openInDesk(booking.bookingData.bookingNumber);
    await dialog.getByRole('button', { name: 'View proof of payment' }).click();
    await dialog.getByRole('img', { name: 'Proof of payment sent by Lia Cruz' }).waitFor();
    // The desk types what the proof shows: the amount due is never offered as the amount received.
    expect(await dialog.getByLabel('Amount received (₱)').inputValue()).toBe('');
    await dialog.getByLabel('Amount received (₱)').fill(String(booking.totalPrice));
    await dialog.getByRole('button', { name: 'Record as paid' }).click();
    await dialog.getByText('Payment recorded. The client gets an acknowledgement by e-mail.').waitFor();
    const row = await server.db.knex('bookings').where({ id: booking._id }).first();
    expect(row).toMatchObject({
      payment_status: 'paid',
      payment_reference: '7012 345 678',
      payment_verified_by: 'Rina Desk',
    });
    const acknowledgements = await server.db
      .knex('email_outbox')
      .where({ booking_id: booking._id, kind: 'payment-acknowledgement' });
    expect(acknowledgements).toHaveLength(1);
    expect(await proofs()).toHaveLength(1);
  });
});

describe('paying online through PayMongo (issue 28 item 2)', () => {
  it('Pay now opens the checkout; once paid, the manage page and the desk read Paid, online, and the booking is confirmed', async () => {
    const booking = await book('lia.online@example.com', [{ id: 'stem-cell-facial', quantity: 1 }], 9);
    const page = client.page;
    await page.goto(manageLink(booking));
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await payment.getByText('Not paid yet').waitFor();
    const payNow = payment.getByRole('button', {
      name: `Pay ${formatPesos(booking.totalPrice)} now`,
    });
    await payNow.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const offer = payment.getByRole('region', { name: 'Pay online now' });
    await offer.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pay-now-390.png') });
    await page.setViewportSize(DESKTOP);
    await offer.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pay-now-1280.png') });
    await page.setViewportSize(PHONE);
    await payNow.click();

    // PayMongo's page (the stand-in's): paying there sends the signed webhook, then comes back.
    await page.getByRole('heading', { level: 1, name: 'Test checkout' }).waitFor();
    await page.getByRole('button', { name: /^Pay PHP .* with GCash$/ }).click();
    await page.getByRole('heading', { level: 1, name: /here’s your booking/ }).waitFor();
    const back = page.getByRole('region', { name: 'Payment', exact: true });
    await back.locator('.payment-badge', { hasText: 'Paid' }).waitFor();
    await back.getByTestId('payment-source').getByText('Online (PayMongo)').waitFor();
    await page.getByText('Thank you: your payment is received.').waitFor();
    await page.getByText('You’re all set. We look forward to seeing you!').waitFor();
    expect(await back.getByRole('button', { name: /^Pay .* now$/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await back.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'paid-online-390.png') });

    const dialog = await openInDesk(booking.bookingData.bookingNumber);
    await dialog.locator('.payment-badge', { hasText: 'Paid' }).first().waitFor();
    await dialog.getByTestId('payment-source').getByText('Online (PayMongo)').waitFor();
    await desk.page.setViewportSize(DESKTOP);
    await dialog.getByTestId('payment-source').scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: path.join(SCREENSHOTS, 'desk-paid-online-1280.png') });
    await desk.page.setViewportSize({ width: 820, height: 1180 });
    await dialog.getByTestId('payment-source').scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: path.join(SCREENSHOTS, 'desk-paid-online-820.png') });
    await desk.page.setViewportSize(PHONE);
    const acknowledgements = await server.db
      .knex('email_outbox')
      .where({ booking_id: booking._id, kind: 'payment-acknowledgement' });
    expect(acknowledgements).toHaveLength(1);
  }, 120_000);
});

/** Pays what the manage page's "Pay now" offers, on the checkout stand-in, and comes back. */
async function payOnline(amount: number) {
  const page = client.page;
  await page
    .getByRole('region', { name: 'Payment', exact: true })
    .getByRole('button', { name: `Pay ${formatPesos(amount)} now` })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Test checkout' }).waitFor();
  await page.getByRole('button', { name: /^Pay PHP .* with GCash$/ }).click();
  await page.getByRole('heading', { level: 1, name: /here’s your booking/ }).waitFor();
  return page.getByRole('region', { name: 'Payment', exact: true });
}

describe('a deposit paid through the checkout (issue 28 items 3 and 5)', () => {
  it('pays the deposit online and is confirmed; the balance paid later reads Paid on the manage page and the desk', async () => {
    const owner = await createAccount(server, 'admin', 'Dina Owner');
    const ownerToken = await signInToken(server, owner);
    const setPolicy = (mode: string, percent: number) =>
      fetch(`${server.url}/api/settings/deposits`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify({ mode, percent }),
      });
    expect((await setPolicy('every-booking', 30)).status).toBe(200);
    try {
      const booking = await book('lia.deposit@example.com', [{ id: 'stem-cell-facial', quantity: 1 }], 11);
      const deposit = Math.ceil((booking.totalPrice * 30) / 100);
      const page = client.page;
      await page.goto(manageLink(booking));
      const due = page.getByRole('note', { name: 'Deposit due' });
      await due.getByText(formatPesos(deposit), { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The deposit: the booking keeps its place and is confirmed at once (item 5).
      let payment = await payOnline(deposit);
      await payment.locator('.payment-badge', { hasText: 'Part paid' }).waitFor();
      await page.getByText(/^Deposit of .+ received or proof sent: your time is kept\./).waitFor();
      expect(await due.count()).toBe(0);
      const afterDeposit = await server.db.knex('bookings').where({ id: booking._id }).first();
      expect(afterDeposit).toMatchObject({ status: 'confirmed', payment_status: 'part-paid' });
      expect(Number(afterDeposit.amount_paid)).toBe(deposit);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'deposit-paid-online-390.png'), fullPage: true });

      // The balance, through a checkout of its own.
      payment = await payOnline(booking.totalPrice - deposit);
      await payment.locator('.payment-badge', { hasText: 'Paid' }).waitFor();
      await payment.getByTestId('payment-source').getByText('Online (PayMongo)').waitFor();
      expect(await payment.getByRole('button', { name: /^Pay .* now$/ }).count()).toBe(0);
      const paid = await server.db.knex('bookings').where({ id: booking._id }).first();
      expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      expect(Number(paid.amount_paid)).toBe(booking.totalPrice);

      const dialog = await openInDesk(booking.bookingData.bookingNumber);
      await dialog.locator('.payment-badge', { hasText: 'Paid' }).first().waitFor();
      await dialog.getByTestId('payment-source').getByText('Online (PayMongo)').waitFor();
      // One acknowledgement for each payment, never a second for the same one.
      const acknowledgements = await server.db
        .knex('email_outbox')
        .where({ booking_id: booking._id, kind: 'payment-acknowledgement' });
      expect(acknowledgements).toHaveLength(2);
    } finally {
      expect((await setPolicy('none', 30)).status).toBe(200);
    }
  }, 180_000);
});

describe('the proof checked at payment and the proofs after it, at the desk (1280 px)', () => {
  it('an iPhone HEIC sent from the page is checked; a newer proof comes; the desk sees both, labelled', async () => {
    const booking = await book('lia.kept@example.com', [{ id: 'stem-cell-facial', quantity: 1 }], 6);
    // The client attaches the iPhone's own photo: Chromium cannot draw a HEIC, so it goes as it is.
    const page = client.page;
    await page.goto(manageLink(booking));
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('JPEG, PNG, WebP or HEIC (an iPhone photo), up to 5 MB').waitFor();
    expect(await payment.getByLabel('Screenshot or photo of your payment').getAttribute('accept')).toMatch(
      /image\/heic/,
    );
    await payment.getByLabel('Reference number (optional)').fill('7012 000 111');
    await payment.getByLabel('Screenshot or photo of your payment').setInputFiles({
      name: 'IMG_0417.HEIC',
      mimeType: 'image/heic',
      buffer: fs.readFileSync(new URL('../server/src/test/fixtures/proof-iphone.heic', import.meta.url)),
    });
    await payment.getByRole('button', { name: 'Send proof' }).click();
    await payment
      .getByText('Received: the clinic checks it and confirms your payment by e-mail.')
      .waitFor({ timeout: 60_000 });

    const token = await staffToken();
    const paid = await fetch(`${server.url}/api/bookings/${booking._id}/payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'paid', amountPaid: booking.totalPrice }),
    });
    expect(paid.status).toBe(200);
    // Later, the same link sends another screenshot (a second phone, a retried upload).
    const newer = await uploadProof(
      `${server.url}/api/my-booking/${manageToken(manageKeyOf(E2E_SECRETS), booking._id)}/payment-proof`,
      await testImage('png', 600, 900),
      { name: 'gcash-again.png', type: 'image/png', reference: '7012 000 222' },
    );
    expect(newer.status).toBe(201);

    await desk.page.setViewportSize(DESKTOP);
    const dialog = await openInDesk(booking.bookingData.bookingNumber);
    await dialog.getByRole('button', { name: 'View proof of payment' }).click();
    const proofs = dialog.getByRole('list', { name: 'Proofs of payment' });
    const checked = proofs.getByRole('img', { name: 'Proof checked at payment, sent by Lia Cruz' });
    const after = proofs.getByRole('img', { name: 'Newest proof, sent after payment, sent by Lia Cruz' });
    await checked.waitFor();
    await after.waitFor();
    await dialog
      .getByText('The client sent a newer proof after the payment was recorded.', { exact: false })
      .waitFor();
    // The checked proof is the HEIC, kept as a JPEG the desk's browser draws at its own size.
    expect(await checked.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
      480,
    );
    const captions = await proofs.locator('figcaption').allInnerTexts();
    expect(captions).toHaveLength(2);
    expect(captions[0]).toMatch(/^Proof checked at payment\s+Sent .*reference 7012 000 111$/);
    expect(captions[1]).toMatch(/^Newest proof, sent after payment\s+Sent .*reference 7012 000 222$/);
    expect(await seriousAxeViolations(desk.page)).toEqual([]);
    await proofs.scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: path.join(SCREENSHOTS, 'desk-kept-proofs-1280.png') });
    await desk.page.setViewportSize({ width: 820, height: 1180 });
    await proofs.scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: path.join(SCREENSHOTS, 'desk-kept-proofs-820.png') });
    await desk.page.setViewportSize(PHONE);
  }, 120_000);
});

describe('a package over several visits (390 px)', () => {
  it('is bought, completed, a session spent at the desk, and the next session booked from it', async () => {
    const email = 'lia.package@example.com';
    const booking = await book(
      email,
      [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
      5,
    );
    const token = await staffToken();
    // Completed only once the visit has started: moved to yesterday, as if the client came.
    await server.db
      .knex('bookings')
      .where({ id: booking._id })
      .update({ service_date: addDays(manilaDate(), -1) });
    const completed = await fetch(`${server.url}/api/bookings/${booking._id}/status`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'completed', updateCode: E2E_SECRETS.updateCode }),
    });
    expect(completed.status).toBe(200);

    const dialog = await openInDeskCompleted(booking.bookingData.bookingNumber);
    const pkg = dialog.getByTestId('staff-package');
    await pkg.getByText('4 of 5 left').waitFor();
    await pkg.getByRole('button', { name: 'Spend a session' }).click();
    await dialog.getByText('Session spent: 3 of 5 left.').waitFor();
    await dialog.getByRole('button', { name: 'Undo last session' }).click();
    await dialog.getByText('Undone: 4 of 5 left.').waitFor();
    await pkg.getByRole('button', { name: 'Spend a session' }).click();
    await dialog.getByText('Session spent: 3 of 5 left.').waitFor();

    const page = client.page;
    await page.goto(manageLink(booking));
    const packages = page.getByRole('region', { name: 'Your packages' });
    await packages.getByText('3 of 5 sessions left').waitFor();
    await packages.getByRole('button', { name: 'Book a session of Stem Cell Facial' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText('Stem Cell Facial (from package)').first().waitFor();
    // Issue 24, item 2: a session from a paid package is neither "Price upon consultation" nor to pay.
    await page.getByText('From your package (3 sessions left)').first().waitFor();
    expect(await page.getByText('Price upon consultation').count()).toBe(0);
    await page.goto(`${server.url}/booking`);
    await page.getByLabel('Branch').selectOption('makati');
    await fillCommonFields(page, {
      date: addDays(manilaDate(), 12),
      time: '16:00',
      contact: { customerName: 'Lia Cruz', age: '31', email, phone: '09175550199' },
      payment: /GCash/,
    });
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const overlay = page.getByRole('dialog', { name: 'Booking received!' });
    await overlay.waitFor({ timeout: 30_000 });
    await overlay.getByText('₱0, from your package').waitFor();
    expect(await page.getByRole('heading', { name: 'How to pay' }).count()).toBe(0);
    expect(await page.getByText('To be discussed during consultation').count()).toBe(0);
    const next = await server.db
      .knex('bookings')
      .whereRaw('lower(email) = ?', [email])
      .andWhere('id', '<>', booking._id)
      .first();
    expect(Number(next.total_price)).toBe(0);
    const lines = typeof next.cart_items === 'string' ? JSON.parse(next.cart_items) : next.cart_items;
    const [opened] = await server.db.knex('client_packages').where({ source_booking_id: booking._id });
    expect(lines).toEqual([
      expect.objectContaining({
        name: 'Stem Cell Facial (from package)',
        lineTotal: 0,
        packageId: opened.id,
      }),
    ]);
    // The booking took its session when it was made (issue 23, item 4): 2 spent + 1 reserved.
    expect(opened.sessions_used).toBe(3);
  });
});

async function openInDeskCompleted(bookingNumber: string) {
  const page = desk.page;
  await page.goto(`${server.url}/admin/completed-bookings`);
  await page.getByRole('heading', { level: 1, name: 'Completed Bookings' }).waitFor();
  const card = page.getByRole('article').filter({ hasText: bookingNumber });
  await card.getByRole('button', { name: /^View/ }).click();
  return page.getByRole('dialog', { name: 'Completed Booking - Lia Cruz' });
}

describe('checkout at the counter (issue 29 item 2), 1280 px', () => {
  it('half GCash, half cash: the balance, then Paid with both entries; the statement prints and e-mails; the next session is booked', async () => {
    // A package bought at the counter: once paid, the next session is booked from it.
    const booking = await book(
      'lia.counter@example.com',
      [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
      5,
    );
    const half = Math.floor(booking.totalPrice / 2);
    const rest = booking.totalPrice - half;
    const page = desk.page;
    await page.setViewportSize(DESKTOP);
    try {
      const dialog = await openInDesk(booking.bookingData.bookingNumber);
      const counter = dialog.getByRole('region', { name: 'Checkout at the counter' });
      // Prefilled with what is due.
      expect(await counter.getByLabel('Amount (₱)').inputValue()).toBe(String(booking.totalPrice));
      await counter.getByRole('radio', { name: 'GCash' }).check();
      await counter.getByLabel('Amount (₱)').fill(String(half));
      await counter.getByLabel('Reference number').fill('5012 345 678');
      await counter.getByRole('button', { name: 'Take payment' }).click();
      await counter.getByText(`Recorded. Balance now ${formatPesos(rest)}.`).waitFor();
      expect(await counter.getByLabel('Amount (₱)').inputValue()).toBe(String(rest));

      await counter.getByRole('radio', { name: 'Cash', exact: true }).check();
      await counter.getByLabel('Cash received (₱)').fill(String(rest + 1000));
      await counter.getByText(`Change: ${formatPesos(1000)}`).waitFor();
      if (process.env.SCREENSHOTS_DIR) {
        await dialog.screenshot({ path: path.join(SCREENSHOTS, 'counter-checkout-1280.png') });
      }
      await counter.getByRole('button', { name: 'Take payment' }).click();
      await counter.getByText('Recorded. Paid.').waitFor();
      const entries = counter.getByRole('list', { name: 'Payments recorded' }).getByRole('listitem');
      await entries.filter({ hasText: 'GCash · ref. 5012 345 678' }).waitFor();
      await entries
        .filter({ hasText: /^Cash/ })
        .filter({ hasText: formatPesos(rest) })
        .waitFor();
      expect(await entries.count()).toBe(2);
      await counter.locator('.counter__balance').getByText('Paid').waitFor();
      expect(await seriousAxeViolations(page), 'checkout at the counter, paid').toEqual([]);
      const stored = await server.db.knex('payment_entries').where({ booking_id: booking._id });
      expect(stored.map((entry) => [entry.method, Number(entry.amount)]).sort()).toEqual(
        [
          ['cash', rest],
          ['gcash', half],
        ].sort(),
      );

      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await counter.getByRole('button', { name: 'Print statement' }).click();
      const statement = counter.getByRole('article', { name: 'Statement of account' });
      await page.locator('body[data-printed="yes"]').waitFor({ state: 'attached' });
      const text = await statement.innerText();
      expect(text).toContain('TBL Aesthetics & Slimming Center');
      expect(text).toContain('Lia Cruz');
      expect(text).toContain('Stem Cell Facial');
      expect(text).toContain('This is a statement of account, not an official receipt.');
      expect(text).toContain(`Balance: ${formatPesos(0)}`);

      await counter.getByRole('button', { name: 'E-mail statement' }).click();
      await counter.getByText('Statement e-mailed to lia.counter@example.com').waitFor();
      const queued = await server.db
        .knex('email_outbox')
        .where({ booking_id: booking._id, kind: 'statement' });
      expect(queued).toHaveLength(1);
      if (process.env.SCREENSHOTS_DIR) {
        await page.setViewportSize({ width: 820, height: 1180 });
        await counter.getByRole('button', { name: 'Close statement' }).click();
        await counter.getByRole('heading', { name: 'Checkout at the counter' }).scrollIntoViewIfNeeded();
        await dialog.screenshot({ path: path.join(SCREENSHOTS, 'counter-checkout-paid-820.png') });
        await page.setViewportSize(DESKTOP);
      }

      // The next session (issue 29 item 2): the same client and treatment, booked once a time is saved.
      await counter.getByRole('button', { name: 'Book the next session' }).click();
      const form = page.getByRole('form', { name: 'New booking' });
      await form
        .getByRole('region', { name: 'Next session' })
        .getByText('Next session for Lia Cruz: Stem Cell Facial. Booked from their package', { exact: false })
        .waitFor();
      await form.getByText('From the client’s package').waitFor();
      expect(await form.getByLabel('Full name').inputValue()).toBe('Lia Cruz');
      expect(await form.getByLabel('E-mail (optional)').inputValue()).toBe('lia.counter@example.com');
      expect(await form.getByLabel('Age', { exact: true }).inputValue()).toBe('31');
      expect(await form.getByLabel('Branch', { exact: true }).inputValue()).toBe('makati');
      await form.getByLabel('Date').fill(addDays(manilaDate(), 12));
      const time = form.getByLabel('Time');
      await time.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const start = await time.locator('option:not([value=""])').first().getAttribute('value');
      await time.selectOption(start ?? '');
      expect(await seriousAxeViolations(page), 'the next session, prefilled').toEqual([]);
      if (process.env.SCREENSHOTS_DIR) {
        await page.screenshot({ path: path.join(SCREENSHOTS, 'next-session-1280.png'), fullPage: true });
      }
      await form.getByRole('button', { name: 'Save booking' }).click();
      await page.getByRole('heading', { name: /^Booking TBL\d+ saved$/ }).waitFor();
      const next = await server.db
        .knex('bookings')
        .whereRaw('lower(email) = ?', ['lia.counter@example.com'])
        .andWhere('id', '<>', booking._id);
      expect(next).toHaveLength(1);
      expect(next[0]).toMatchObject({
        customer_name: 'Lia Cruz',
        branch: 'makati',
        service_date: addDays(manilaDate(), 12),
      });
      const nextLines =
        typeof next[0].cart_items === 'string' ? JSON.parse(next[0].cart_items) : next[0].cart_items;
      const [opened] = await server.db.knex('client_packages').where({ source_booking_id: booking._id });
      expect(Number(next[0].total_price)).toBe(0);
      expect(nextLines).toEqual([
        expect.objectContaining({ id: 'stem-cell-facial', quantity: 1, lineTotal: 0, packageId: opened.id }),
      ]);
      // The visit that bought it was its first session; the next one took its session when booked.
      expect(opened.sessions_used).toBe(2);
    } finally {
      await page.setViewportSize(PHONE);
    }
  }, 120_000);
});
