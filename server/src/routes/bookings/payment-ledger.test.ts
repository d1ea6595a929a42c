import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { testImage, uploadProof } from '../../test/images';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { tokenFor } from '../../test/manage';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let desk: Staff;
let admin: Staff;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  desk = await signedIn(mail.server.db.knex, api, 'staff', 'Rina Desk');
  admin = await signedIn(mail.server.db.knex, api, 'admin', 'Mara Admin');
});

afterAll(async () => {
  await mail.close();
});

interface Entry {
  id: string;
  method: string | null;
  amount: number;
  reference: string | null;
  recordedBy?: string;
  recordedAt: string;
  source: string;
  tendered: number | null;
  reason: string | null;
}

async function booked(bookingData: Record<string, unknown> = {}, cartItems?: unknown) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData, cartItems }));
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string; totalPrice: number };
}

const pay = (id: string, body: unknown, token = desk.token) =>
  api.post(`/api/bookings/${id}/payments`, body, { token });

/** The ledger's sum and the booking's amount_paid as the database holds them. */
async function ledgerOf(id: string) {
  const knex = mail.server.db.knex;
  const [{ sum, count }] = await knex('payment_entries')
    .where({ booking_id: id })
    .select(knex.raw('coalesce(sum(amount), 0)::float8 as sum, count(*)::int as count'));
  const row = await knex('bookings').where({ id }).first('amount_paid');
  return { sum, count, amountPaid: row.amount_paid === null ? null : Number(row.amount_paid) };
}

async function expectSumKept(id: string) {
  const ledger = await ledgerOf(id);
  expect(ledger.amountPaid ?? 0).toBe(ledger.sum);
  return ledger;
}

/** The payment acknowledgements queued for a booking (one per status, deduplicated). */
const acknowledgements = (bookingId: string) =>
  mail.server.db.knex('email_outbox').where({ booking_id: bookingId, kind: 'payment-acknowledgement' });

describe('POST /api/bookings/:id/payments', () => {
  it('a visit paid half by GCash and half in cash shows the balance and then Paid with both entries', async () => {
    const booking = await booked({ email: 'half-half@example.com' });
    expect(booking.totalPrice).toBe(1999);
    const gcash = await pay(booking.id, { method: 'gcash', amount: 1000.5, reference: 'GC 5012 345' });
    expect(gcash.status).toBe(200);
    expect(gcash.body.data.payment).toMatchObject({
      status: 'part-paid',
      amountPaid: 1000.5,
      balance: 998.5,
    });
    expect(gcash.body.data.payment.entries).toHaveLength(1);
    await expectSumKept(booking.id);

    const cash = await pay(booking.id, { method: 'cash', amount: 998.5, tendered: 1000 });
    expect(cash.status).toBe(200);
    const payment = cash.body.data.payment;
    expect(payment).toMatchObject({ status: 'paid', amountPaid: 1999, balance: 0 });
    expect(payment.entries).toEqual([
      expect.objectContaining({
        method: 'gcash',
        amount: 1000.5,
        reference: 'GC 5012 345',
        recordedBy: 'Rina Desk',
        source: 'desk',
        tendered: null,
        reason: null,
      }),
      expect.objectContaining({ method: 'cash', amount: 998.5, tendered: 1000, recordedBy: 'Rina Desk' }),
    ]);
    const [first, second] = payment.entries as Entry[];
    expect(Date.parse(first?.recordedAt ?? '')).toBeLessThanOrEqual(Date.parse(second?.recordedAt ?? ''));
    expect(await expectSumKept(booking.id)).toMatchObject({ sum: 1999, count: 2 });

    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    expect(detail.body.data.payment).toEqual(payment);
    expect(
      detail.body.data.events.filter((event: { kind: string }) => event.kind === 'payment_recorded'),
    ).toHaveLength(2);
    // The client sees the same money without the names of the staff who took it.
    const manage = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(manage.body.booking.payment).toMatchObject({ status: 'paid', balance: 0 });
    expect(manage.body.booking.payment.entries.map((entry: Entry) => entry.amount)).toEqual([1000.5, 998.5]);
    for (const entry of manage.body.booking.payment.entries) expect(entry).not.toHaveProperty('recordedBy');
    // One acknowledgement per status, as before the ledger: part-paid, then paid.
    expect(await acknowledgements(booking.id)).toHaveLength(2);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const booking = await booked({ email: 'refusals@example.com' });
    const cases: Array<[unknown, RegExp]> = [
      [{ method: 'crypto', amount: 100 }, /^Method must be cash, gcash, maya, card or bank$/],
      [{ amount: 100 }, /^Method must be/],
      [{ method: 'cash', amount: 0 }, /^The amount cannot be 0$/],
      [{ method: 'cash', amount: '100' }, /^The amount must be a number of pesos$/],
      [{ method: 'cash' }, /^The amount must be a number of pesos$/],
      [{ method: 'cash', amount: 10.005 }, /^The amount has at most 2 decimals/],
      [{ method: 'cash', amount: 2000 }, /^The amount ₱2,000 is more than the ₱1,999 balance/],
      [{ method: 'cash', amount: 500, tendered: 400 }, /^The cash tendered cannot be less than the amount$/],
      [{ method: 'gcash', amount: 500, tendered: 500 }, /^Cash tendered is for cash payments only$/],
      [
        { method: 'cash', amount: -5, reason: 'Typo', tendered: -1 },
        /^The cash tendered must be more than ₱0$/,
      ],
      [
        { method: 'gcash', amount: 500, reference: 'R'.repeat(61) },
        /^The reference is at most 60 characters$/,
      ],
      [{ method: 'gcash', amount: 500, reference: 'GC-1\nPaid' }, /^The reference must be on one line$/],
      [{ method: 'cash', amount: -100 }, /^Give the reason for a correction/],
      [{ method: 'cash', amount: 100, id: 'not-a-uuid' }, /^The id must be a UUID$/],
      [[], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const reply = await pay(booking.id, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg, JSON.stringify(body)).toMatch(message);
    }
    // A correction is an admin's: 403 for staff; and never below what was paid (₱0 here).
    const byStaff = await pay(booking.id, { method: 'cash', amount: -100, reason: 'Keyed twice' });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.msg).toMatch(/Only an admin/);
    const belowZero = await pay(
      booking.id,
      { method: 'cash', amount: -100, reason: 'Keyed twice' },
      admin.token,
    );
    expect(belowZero.status).toBe(400);
    expect(belowZero.body.msg).toBe('A correction cannot take what was paid below ₱0: ₱0 was paid');

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await pay(unknown, { method: 'cash', amount: 100 })).status).toBe(404);
    expect((await pay('nope', { method: 'cash', amount: 100 })).status).toBe(404);
    expect(
      (await api.post(`/api/bookings/${booking.id}/payments`, { method: 'cash', amount: 100 })).status,
    ).toBe(401);
    expect(await ledgerOf(booking.id)).toEqual({ sum: 0, count: 0, amountPaid: null });
    expect(await acknowledgements(booking.id)).toHaveLength(0);
  });

  it('an admin corrects with a negative entry and a reason; the entries themselves are never edited', async () => {
    const booking = await booked({ email: 'correction@example.com' });
    expect((await pay(booking.id, { method: 'cash', amount: 500 })).status).toBe(200);
    const corrected = await pay(
      booking.id,
      { method: 'cash', amount: -200, reason: 'Keyed 500, took 300' },
      admin.token,
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.payment).toMatchObject({
      status: 'part-paid',
      amountPaid: 300,
      balance: 1699,
    });
    expect(corrected.body.data.payment.entries.at(-1)).toMatchObject({
      amount: -200,
      reason: 'Keyed 500, took 300',
      recordedBy: 'Mara Admin',
    });
    await expectSumKept(booking.id);
    const knex = mail.server.db.knex;
    await expect(
      knex('payment_entries').where({ booking_id: booking.id }).update({ amount: 1 }),
    ).rejects.toThrow(/never edited or deleted/);
    await expect(knex('payment_entries').where({ booking_id: booking.id }).delete()).rejects.toThrow(
      /never edited or deleted/,
    );
    // The whole-figure endpoint lowering the amount is a correction too: an admin's.
    const lowered = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 100 },
      { token: desk.token },
    );
    expect(lowered.status).toBe(403);
    expect(await expectSumKept(booking.id)).toMatchObject({ sum: 300, count: 2 });
  });

  it('is exactly-once by the id the client gives: a replay answers 200 and writes nothing, other figures 409', async () => {
    const booking = await booked({ email: 'once@example.com' });
    const other = await booked({ email: 'once-other@example.com' });
    const id = crypto.randomUUID();
    const body = { id, method: 'maya', amount: 700, reference: 'MY-88' };
    const first = await pay(booking.id, body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Payment recorded');
    const replay = await pay(booking.id, body);
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('Payment already recorded');
    expect(replay.body.data.payment).toEqual(first.body.data.payment);
    expect(replay.body.data.payment.entries).toEqual([
      expect.objectContaining({ id, method: 'maya', amount: 700 }),
    ]);
    const changed = await pay(booking.id, { ...body, amount: 800 });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toBe('This payment id was already used for a different payment: send a new id');
    expect((await pay(other.id, body)).status).toBe(409);
    expect(await expectSumKept(booking.id)).toMatchObject({ sum: 700, count: 1 });
    expect(await ledgerOf(other.id)).toEqual({ sum: 0, count: 0, amountPaid: null });
    expect(await acknowledgements(booking.id)).toHaveLength(1);
  });

  it('a cancelled visit takes a refund or correction but no new payment (409)', async () => {
    const booking = await booked({ email: 'cancelled-pay@example.com' });
    expect((await pay(booking.id, { method: 'card', amount: 1000, reference: 'AUTH 1' })).status).toBe(200);
    const cancel = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'cancelled', updateCode: TEST_SECRETS.updateCode },
      { token: desk.token },
    );
    expect(cancel.status).toBe(200);
    const more = await pay(booking.id, { method: 'cash', amount: 100 });
    expect(more.status).toBe(409);
    expect(more.body.msg).toMatch(/cancelled: only a correction or refund/);
    const back = await pay(
      booking.id,
      { method: 'card', amount: -1000, reason: 'Cancelled, card refunded' },
      admin.token,
    );
    expect(back.status).toBe(200);
    expect(back.body.data.payment).toMatchObject({ status: 'unpaid', amountPaid: 0 });
    await expectSumKept(booking.id);
  });
});

describe('the older writers become entries, the sum kept in amount_paid', () => {
  it('a checked proof, then the whole-figure desk payment, then a refund', async () => {
    const booking = await booked({ email: 'writers@example.com', paymentMethod: 'bpi' });
    const proof = await uploadProof(
      `${mail.server.url}/api/my-booking/${tokenFor(booking.id)}/payment-proof`,
      await testImage('jpeg'),
      { reference: 'BPI 778' },
    );
    expect(proof.status).toBe(201);
    const url = `/api/bookings/${booking.id}/payment`;
    const checked = await api.post(url, { status: 'paid', amountPaid: 1000 }, { token: desk.token });
    expect(checked.status).toBe(200);
    expect(checked.body.data.payment.entries).toEqual([
      expect.objectContaining({ method: 'bank', amount: 1000, source: 'proof', reference: 'BPI 778' }),
    ]);
    await expectSumKept(booking.id);
    const rest = await api.post(
      url,
      { status: 'paid', amountPaid: 1999, method: 'card' },
      { token: desk.token },
    );
    expect(rest.body.data.payment).toMatchObject({ status: 'paid', amountPaid: 1999 });
    expect(rest.body.data.payment.entries.at(-1)).toMatchObject({
      method: 'card',
      amount: 999,
      source: 'desk',
    });
    expect(await expectSumKept(booking.id)).toMatchObject({ sum: 1999, count: 2 });
    const refunded = await api.post(
      url,
      { status: 'refunded', deleteCode: TEST_SECRETS.deleteCode },
      { token: admin.token },
    );
    expect(refunded.body.data.payment).toMatchObject({ status: 'refunded', amountPaid: 0, balance: 0 });
    expect(refunded.body.data.payment.entries.at(-1)).toMatchObject({ amount: -1999, reason: 'Refund' });
    expect(await expectSumKept(booking.id)).toMatchObject({ sum: 0, count: 3 });
  });

  it('opens the packages a booking bought once its entries reach the total', async () => {
    const booking = await booked({ email: 'ledger-package@example.com' }, [
      { id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' },
    ]);
    const half = Math.round(booking.totalPrice / 2);
    expect((await pay(booking.id, { method: 'gcash', amount: half })).status).toBe(200);
    const packages = async () =>
      (await api.get(`/api/bookings/${booking.id}/packages`, { token: desk.token })).body.data as unknown[];
    expect(await packages()).toHaveLength(0);
    const paid = await pay(booking.id, { method: 'cash', amount: booking.totalPrice - half });
    expect(paid.body.data.payment.status).toBe('paid');
    expect(await packages()).toHaveLength(1);
    await expectSumKept(booking.id);
  });
});
