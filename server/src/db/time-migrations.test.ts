import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { migrateToLatest, rollbackAll } from './migrate';

/** Issue #15's migrations go down and up again cleanly, and keep the contract's defaults. */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const tableExists = async (name: string) =>
  (await database.db.knex.raw('select to_regclass(?) as found', [name])).rows[0].found !== null;

describe('capacity migrations', () => {
  it('roll all the way down and up again, with the default capacity', async () => {
    const knex = database.db.knex;
    for (const table of ['place_capacity', 'closed_dates', 'capacity_settings_history', 'slot_holds']) {
      expect(await tableExists(table), table).toBe(true);
    }
    await knex('bookings').insert({
      id: '11111111-1111-4111-8111-111111111111',
      booking_number: 'TBL12345678',
      service_type: 'clinic',
      branch: 'makati',
      service_date: '2030-01-02',
      service_time: '10:00',
      age: 30,
      customer_name: 'Ana Santos',
      email: 'ana@example.com',
      phone: '09171234567',
      payment_method: 'gcash',
      cart_items: JSON.stringify([{ id: 'korean-lift-facial' }, { id: 'profhilo' }]),
      total_price: 1,
    });
    await rollbackAll(knex);
    for (const table of [
      'place_capacity',
      'closed_dates',
      'capacity_settings_history',
      'slot_holds',
      'bookings',
    ]) {
      expect(await tableExists(table), table).toBe(false);
    }
    await migrateToLatest(knex);
    const capacity = await knex('place_capacity').select('place', 'parallel_visits').orderBy('place');
    expect(Object.fromEntries(capacity.map((row) => [row.place, row.parallel_visits]))).toEqual({
      home: 2,
      'las-pinas': 3,
      makati: 4,
      online: 1,
      'quezon-city': 3,
    });
  });

  it('backfills the visit length of open bookings from their cart', async () => {
    const knex = database.db.knex;
    await knex('bookings').insert({
      id: '22222222-2222-4222-8222-222222222222',
      booking_number: 'TBL22345678',
      service_type: 'clinic',
      branch: 'makati',
      service_date: '2030-01-02',
      service_time: '10:00',
      age: 30,
      customer_name: 'Ana Santos',
      email: 'ana@example.com',
      phone: '09171234567',
      payment_method: 'gcash',
      cart_items: JSON.stringify([{ id: 'korean-lift-facial' }, { id: 'profhilo' }]),
      total_price: 1,
    });
    expect((await knex('bookings').where({ booking_number: 'TBL22345678' }).first()).visit_minutes).toBe(60);
    const { up } = await import('../../../migrations/20261123040500_backfill_booking_visit_minutes');
    await up(knex);
    const row = await knex('bookings').where({ booking_number: 'TBL22345678' }).first();
    expect(row.visit_minutes).toBe(120);
  });
});
