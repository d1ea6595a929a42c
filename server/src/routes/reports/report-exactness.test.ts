import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import * as treatmentCounts from '../../../../migrations/20261202200000_create_booking_treatment_counts';
import { bookingsReport } from '../../queries/reports/bookings-report';
import type { ReportScope } from '../../queries/reports/report-scope';
import { takingsReport } from '../../queries/reports/takings-report';
import { bookingsReportDirect } from '../../test/direct-reports';
import { bookingBody, freeStart, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * The bookings report reads counts kept by a trigger (migrations/20261202200000), not the bookings:
 * after every kind of write the desk makes it must still equal the bookings counted directly, and the
 * takings report the sum of the ledger (issue 29: reports fast at 100,000 bookings, and exact).
 */
let server: TestServer;
let api: Client;
let admin: string;
const { updateCode, deleteCode } = TEST_SECRETS;
const today = manilaDate();
const everything: ReportScope = { from: addDays(today, -400), to: addDays(today, 400), branches: null };
const scopes: ReportScope[] = [
  everything,
  { ...everything, branches: ['makati'] },
  { ...everything, branches: ['las-pinas', 'quezon-city'] },
  { from: today, to: addDays(today, 20), branches: null },
];

const FACIAL = { id: 'stem-cell-facial', quantity: 1, price: 1999 };
const FILLER = { id: 'lip-filler', quantity: 1, price: 5000 };

async function book(branch: string, cartItems: unknown[]): Promise<string> {
  const reply = await api.post(
    '/api/bookings/front-desk',
    bookingBody({ bookingData: { branch }, cartItems }),
    {
      token: admin,
    },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking.id;
}

async function expectExact(): Promise<void> {
  for (const scope of scopes) {
    expect(await bookingsReport(server.db.knex, scope), JSON.stringify(scope)).toEqual(
      await bookingsReportDirect(server.db.knex, scope),
    );
  }
  const ledger = await server.db.knex('payment_entries').sum({ total: 'amount' }).first();
  const takings = await takingsReport(server.db.knex, { ...everything, from: addDays(today, -1) });
  expect(takings.total).toBe(Number(ledger?.total ?? 0));
}

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Ana Admin')).token;
});

afterAll(async () => {
  await server.close();
});

describe('the bookings report over its kept counts', () => {
  it('equals a direct count after bookings, moves, cancellations, payments, corrections and deletions', async () => {
    const knex = server.db.knex;
    const facial = await book('makati', [FACIAL]);
    const both = await book('makati', [FACIAL, FILLER]);
    const twice = await book('las-pinas', [FACIAL, { ...FACIAL, quantity: 2 }]);
    const moved = await book('quezon-city', [FILLER]);
    const cancelled = await book('las-pinas', [FILLER]);
    await expectExact();

    const to = freeStart();
    const move = await api.patch(`/api/bookings/${moved}`, { updateCode, bookingData: to }, { token: admin });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    const toMakati = await api.patch(
      `/api/bookings/${facial}`,
      { updateCode, bookingData: { branch: 'las-pinas' } },
      { token: admin },
    );
    expect(toMakati.status, JSON.stringify(toMakati.body)).toBe(200);
    const cancel = await api.patch(
      `/api/bookings/${cancelled}/status`,
      { status: 'cancelled', updateCode },
      { token: admin },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await expectExact();

    // Paid in two parts, then a correction; a missed visit; a cart changed in place.
    for (const body of [
      { method: 'gcash', amount: 1000, reference: 'GC-1' },
      { method: 'cash', amount: 999 },
      { method: 'cash', amount: -100, reason: 'Keyed twice' },
    ]) {
      const paid = await api.post(`/api/bookings/${both}/payments`, body, { token: admin });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    await knex('bookings').where({ id: twice }).update({ status: 'no-show' });
    await knex('bookings')
      .where({ id: both })
      .update({
        cart_items: JSON.stringify([{ id: 'lip-filler', name: 'Lip Filler', lineTotal: 9999 }]),
      });
    await expectExact();

    const removed = await api.delete(`/api/bookings/${twice}`, { deleteCode }, { token: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await expectExact();
    const restored = await api.post(`/api/bookings/${twice}/restore`, { deleteCode }, { token: admin });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    await knex('payment_entries').where({ booking_id: moved }).delete();
    await knex('bookings').where({ id: moved }).delete();
    await expectExact();

    const overHttp = await api.get(`/api/reports/bookings?from=${today}&to=${addDays(today, 60)}`, {
      token: admin,
    });
    expect(overHttp.status).toBe(200);
    const direct = await bookingsReportDirect(knex, { from: today, to: addDays(today, 60), branches: null });
    expect(overHttp.body.rows).toEqual(direct.rows);
    expect(overHttp.body.total).toEqual(direct.total);
    expect(direct.total.bookings).toBe(4);
  });

  it('fills the counts from the bookings already there when the migration runs, and its down undoes it', async () => {
    const knex = server.db.knex;
    const kept = await knex('booking_treatment_counts')
      .where('bookings', '>', 0)
      .orderBy(['service_date', 'branch', 'status', 'treatment']);
    await treatmentCounts.down(knex);
    expect(await knex.schema.hasTable('booking_treatment_counts')).toBe(false);
    await treatmentCounts.up(knex);
    const filled = await knex('booking_treatment_counts').orderBy([
      'service_date',
      'branch',
      'status',
      'treatment',
    ]);
    expect(filled).toEqual(kept);
    await book('quezon-city', [FACIAL, FILLER]);
    await expectExact();
  });
});
