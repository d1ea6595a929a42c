import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVICES } from '../../../domain/catalogue/catalogue-rules';
import { DEPOSIT_ACTOR, DEPOSIT_LAPSE_REASON } from '../../../domain/deposits';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { BURST_TIMEOUT_MS } from '../test/burst-timeout';
import { setCapacity } from '../test/capacity';
import { anotherPerson, bookingBody, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { type MailTestServer, startMailTestServer } from '../test/mail-test-server';
import { leafParts } from '../test/mime';
import { lapseUnpaidDeposits } from './lapse-deposits';

/**
 * Deposits (issue 28 item 3): the admin's policy, the deposit a new online booking owes (computed by
 * the server), and the background job that releases a booking whose deposit is still unpaid at the
 * end of DEPOSIT_WINDOW_MINUTES (90 here), run with a fake clock.
 */
let mail: MailTestServer;
let api: Client;
let admin: string;
let staff: string;
const WINDOW_MINUTES = 90;
const day = addDays(manilaDate(), 5);

beforeAll(async () => {
  mail = await startMailTestServer({ DEPOSIT_WINDOW_MINUTES: String(WINDOW_MINUTES) });
  api = client(mail.server.url);
  admin = (await signedIn(mail.server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  await setCapacity(mail.server.db.knex, 'quezon-city', 1);
});

afterAll(async () => {
  await mail.close();
});

async function book(time: string, person = anotherPerson(), totalPrice?: number) {
  const body = bookingBody({ bookingData: { branch: 'quezon-city', date: day, time, ...person } });
  const reply = await api.post('/api/bookings', totalPrice ? { ...body, totalPrice } : body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking as { id: string; deposit: null | Record<string, unknown>; totalPrice: number };
}

async function freeAt(time: string): Promise<boolean> {
  const reply = await api.get(`/api/availability?branch=quezon-city&date=${day}&services=stem-cell-facial`);
  return (reply.body.slots as Array<{ time: string; available: boolean }>).some(
    (slot) => slot.time === time && slot.available,
  );
}

const minutesFrom = (at: string, minutes: number) => new Date(new Date(at).getTime() + minutes * 60_000);

describe('deposit policy', () => {
  it('is none until an admin sets it; staff may not; bad input is 400 naming it', async () => {
    const before = await api.get('/api/settings/deposits', { token: admin });
    expect(before.body.data).toMatchObject({ mode: 'none', windowMinutes: WINDOW_MINUTES });
    expect(
      (await api.put('/api/settings/deposits', { mode: 'every-booking', percent: 30 }, { token: staff }))
        .status,
    ).toBe(403);
    const cases: Array<[unknown, RegExp]> = [
      [{ mode: 'always', percent: 30 }, /mode must be one of: none, first-visit, every-booking/],
      [{ mode: 'every-booking', percent: 0 }, /percent must be from 1 to 100/],
      [{ mode: 'every-booking', percent: 12.5 }, /whole number/],
    ];
    for (const [body, message] of cases) {
      const reply = await api.put('/api/settings/deposits', body, { token: admin });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
    const fresh = await book('10:00');
    expect(fresh.deposit).toBeNull();
  });

  it('asks a first visit only for its deposit, and the public policy states it', async () => {
    const saved = await api.put(
      '/api/settings/deposits',
      { mode: 'first-visit', percent: 30 },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ mode: 'first-visit', percent: 30, updatedBy: 'Dr. Lim' });
    const policy = await api.get('/api/deposits/policy');
    expect(policy.body.data.text).toContain('30% deposit for a first visit, paid within 90 minutes');
    expect(policy.body.data.text).toContain('the clinic keeps it');
    const person = anotherPerson();
    const first = await book('11:00', person);
    expect(first.deposit).toMatchObject({ amount: 600, outstanding: 600, met: false, amountDueNow: 600 });
    const second = await book('15:00', person);
    expect(second.deposit).toBeNull();
  });

  it('computes the deposit from the server total, whatever total the client sends', async () => {
    await api.put('/api/settings/deposits', { mode: 'every-booking', percent: 50 }, { token: admin });
    const booking = await book('12:00', anotherPerson(), 2);
    expect(booking.totalPrice).toBe(1999);
    expect(booking.deposit).toMatchObject({ amount: 1000 });
  });
});

describe('an unpaid deposit lapses', () => {
  it(
    'releases the booking at the end of the window (fake clock), frees its place, tells the client by e-mail and SMS; a paid deposit or a proof keeps it',
    async () => {
      await api.put('/api/settings/deposits', { mode: 'every-booking', percent: 30 }, { token: admin });
      const unpaid = await book('14:00');
      const paid = await book('16:00');
      const proofSent = await book('17:30');
      const createdAt = (await mail.server.db.knex('bookings').where({ id: unpaid.id }).first()).created_at;
      const dueBy = String(unpaid.deposit?.dueBy);
      expect(new Date(dueBy).getTime()).toBe(minutesFrom(createdAt, WINDOW_MINUTES).getTime());

      const recorded = await api.post(
        `/api/bookings/${paid.id}/payment`,
        { status: 'paid', amountPaid: 600, reference: 'GCASH 123' },
        { token: staff },
      );
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
      expect(recorded.body.data.payment).toMatchObject({ status: 'part-paid', balance: 1399 });
      expect(recorded.body.data.deposit).toMatchObject({ met: true, outstanding: 0, amountDueNow: 1399 });
      await mail.server.db
        .knex('bookings')
        .where({ id: proofSent.id })
        .update({ payment_status: 'proof-submitted' });
      expect(await freeAt('14:00')).toBe(false);

      const knex = mail.server.db.knex;
      expect(
        await lapseUnpaidDeposits(knex, minutesFrom(createdAt, WINDOW_MINUTES - 1), COMPILED_SERVICES),
      ).toEqual([]);
      await mail.outbox.runOnce();
      const confirmation = mail.sink.received
        .map(
          (message) =>
            leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        )
        .join('\n');
      expect(confirmation).toContain('Deposit due: ₱600 by');
      expect(confirmation).toContain('the clinic keeps it');
      mail.sink.received.length = 0;
      const lapsed = await lapseUnpaidDeposits(knex, minutesFrom(dueBy, 1), COMPILED_SERVICES);
      // The earlier tests' bookings owe deposits too, all made before this one: released with it.
      expect(lapsed).toContain(unpaid.id);
      expect(lapsed).not.toContain(paid.id);
      expect(lapsed).not.toContain(proofSent.id);
      expect(await lapseUnpaidDeposits(knex, minutesFrom(dueBy, 2), COMPILED_SERVICES)).toEqual([]);

      const statuses = Object.fromEntries(
        (await knex('bookings').whereIn('id', [unpaid.id, paid.id, proofSent.id]).select('id', 'status')).map(
          (row) => [row.id, row.status],
        ),
      );
      expect(statuses).toEqual({ [unpaid.id]: 'cancelled', [paid.id]: 'pending', [proofSent.id]: 'pending' });
      expect(await freeAt('14:00')).toBe(true);

      const detail = await api.get(`/api/bookings/${unpaid.id}`, { token: staff });
      expect(detail.body.data.events.at(-1)).toMatchObject({ kind: 'status_changed', actor: DEPOSIT_ACTOR });
      expect(detail.body.data.events.at(-1).summary).toContain(DEPOSIT_LAPSE_REASON);
      const texts = await knex('sms_outbox').where({ booking_id: unpaid.id, kind: 'deposit-lapsed' });
      expect(texts).toHaveLength(1);

      await mail.outbox.runOnce();
      const text = mail.sink.received
        .map(
          (message) =>
            leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        )
        .join('\n');
      expect(text).toContain('asked for a deposit of ₱600');
      expect(text).toContain('Book again: https://tbl.example/services');
    },
    BURST_TIMEOUT_MS,
  );
});
