import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBookings } from '../test/factories';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/** Issue 29 item 2: the ledger's migrations backfill the money recorded before them, and roll down. */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const MIGRATIONS = [
  '20261201100000_create_payment_entries',
  '20261201100100_backfill_payment_entries',
  '20261201100200_refuse_payment_entry_edits',
];

const load = (name: string): Promise<Migration> => import(`../../../migrations/${name}.ts`);

const tableExists = async (name: string) =>
  (await database.db.knex.raw('select to_regclass(?) as found', [name])).rows[0].found !== null;

describe('payment ledger migrations', () => {
  it('give each booking with money one entry (method not recorded), a refund its negative, and go down again', async () => {
    const knex = database.db.knex;
    const migrations = await Promise.all(MIGRATIONS.map(load));
    for (const migration of [...migrations].reverse()) await migration.down(knex);
    expect(await tableExists('payment_entries')).toBe(false);

    const [proofPaid, refunded, unpaid] = await storeBookings(knex, [{}, {}, {}]);
    const verifiedAt = new Date('2026-11-20T03:00:00Z');
    await knex('bookings').where({ id: proofPaid }).update({
      amount_paid: 1000,
      payment_status: 'part-paid',
      payment_source: 'proof',
      payment_reference: 'BPI 1',
      payment_verified_by: 'Rina Desk',
      payment_verified_at: verifiedAt,
    });
    await knex('bookings')
      .where({ id: refunded })
      .update({ amount_paid: 1999, payment_status: 'refunded', payment_verified_at: verifiedAt });

    for (const migration of migrations) await migration.up(knex);
    const entries = async (id: string | undefined) =>
      knex('payment_entries').where({ booking_id: id }).orderBy('recorded_at');
    const [first] = await entries(proofPaid);
    expect(first).toMatchObject({
      method: null,
      source: 'proof',
      reference: 'BPI 1',
      recorded_by: 'Rina Desk',
    });
    expect(Number(first.amount)).toBe(1000);
    expect(new Date(first.recorded_at).toISOString()).toBe(verifiedAt.toISOString());
    expect((await entries(refunded)).map((entry) => [Number(entry.amount), entry.reason])).toEqual([
      [1999, null],
      [-1999, 'Refund'],
    ]);
    expect(Number((await knex('bookings').where({ id: refunded }).first()).amount_paid)).toBe(0);
    expect(await entries(unpaid)).toEqual([]);
    await expect(knex('payment_entries').where({ booking_id: proofPaid }).delete()).rejects.toThrow(
      /never edited or deleted/,
    );

    for (const migration of [...migrations].reverse()) await migration.down(knex);
    expect(await tableExists('payment_entries')).toBe(false);
    // The refund's amount comes back onto the booking, as the refund flow kept it before the ledger.
    expect(Number((await knex('bookings').where({ id: refunded }).first()).amount_paid)).toBe(1999);
    for (const migration of migrations) await migration.up(knex);
  });
});
