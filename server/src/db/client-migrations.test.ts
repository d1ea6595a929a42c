import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBookings } from '../test/factories';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { migrateDownTo, migrateToLatest } from './migrate';

/** Issue 27 item 1: the clients migration builds one record per person from the data before it. */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const FIRST_CLIENT_MIGRATION = '20261127100000';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute));

describe('the clients migration', () => {
  it('makes one client per person from bookings, consultations and packages (e-mail first)', async () => {
    const knex = database.db.knex;
    await migrateDownTo(knex, FIRST_CLIENT_MIGRATION);
    expect((await knex.raw("select to_regclass('clients') as found")).rows[0].found).toBeNull();

    const [maria1, maria2, jo, mixed] = await storeBookings(knex, [
      { customerName: 'Maria Santos', email: 'MARIA@Example.com', phone: '0917 111 2222', createdAt: at(1) },
      {
        customerName: 'Maria Santos',
        email: ' maria@example.com ',
        phone: '+63 917 111 2222',
        createdAt: at(2),
      },
      { customerName: 'Jo Cruz', email: 'jo@example.com', phone: '0918 000 0000', createdAt: at(4) },
      // Maria's e-mail with Jo's phone: the e-mail decides.
      {
        customerName: 'Maria Santos-Cruz',
        email: 'maria@example.com',
        phone: '0918 000 0000',
        createdAt: at(5),
      },
    ]);
    const consultationId = crypto.randomUUID();
    await knex('online_consultations').insert({
      id: consultationId,
      booking_number: 'TBL90000001',
      consultation_date: '2030-01-02',
      consultation_time: '10:00',
      age: 30,
      // A new e-mail on Maria's phone: Maria, who now has two addresses.
      customer_name: 'Maria S.',
      email: 'maria.work@example.com',
      phone: '9171112222',
      payment_method: 'gcash',
      total_price: 700,
      created_at: at(3),
    });
    const packageRow = (id: string, booking: string, email: string, phone: string) => ({
      id,
      source_booking_id: booking,
      source_line: 0,
      owner_email: email,
      owner_phone: phone,
      service_id: 'stem-cell-facial',
      title: '3 sessions',
      sessions_total: 3,
      sessions_used: 1,
      transferable: true,
    });
    const joPackage = crypto.randomUUID();
    const givenPackage = crypto.randomUUID();
    await knex('client_packages').insert([
      packageRow(joPackage, jo as string, 'jo@example.com', '09180000000'),
      // Transferred by an admin to someone who never booked.
      packageRow(givenPackage, maria1 as string, 'pat@example.com', ''),
    ]);

    await migrateToLatest(knex);

    const clientOf = async (table: string, id: string) =>
      (await knex(table).where({ id }).first('client_id')).client_id as string;
    const maria = await clientOf('bookings', maria1 as string);
    expect(await clientOf('bookings', maria2 as string)).toBe(maria);
    expect(await clientOf('online_consultations', consultationId)).toBe(maria);
    expect(await clientOf('bookings', mixed as string)).toBe(maria);
    const joClient = await clientOf('bookings', jo as string);
    expect(joClient).not.toBe(maria);
    expect(await clientOf('client_packages', joPackage)).toBe(joClient);
    const pat = await clientOf('client_packages', givenPackage);
    expect([maria, joClient]).not.toContain(pat);
    expect(Number((await knex('clients').count({ n: '*' }))[0]?.n)).toBe(3);

    const record = await knex('clients').where({ id: maria }).first();
    // The contact last given, except the phone, which is Jo's key.
    expect(record).toMatchObject({
      name: 'Maria Santos-Cruz',
      email: 'maria@example.com',
      phone: '9171112222',
    });
    const keys = await knex('client_keys').where({ client_id: maria }).orderBy(['kind', 'value']);
    expect(keys.map((key) => `${key.kind}:${key.value}`)).toEqual([
      'email:maria.work@example.com',
      'email:maria@example.com',
      'phone:9171112222',
    ]);
    expect((await knex('client_keys').where({ client_id: joClient })).map((key) => key.value).sort()).toEqual(
      ['9180000000', 'jo@example.com'],
    );
    expect(await knex('clients').where({ id: pat }).first('name', 'email')).toEqual({
      name: '',
      email: 'pat@example.com',
    });
  });

  it('rolls back to the data it started from and builds the same clients again', async () => {
    const knex = database.db.knex;
    const before = await knex('bookings').orderBy('id').select('id', 'client_id');
    await migrateDownTo(knex, FIRST_CLIENT_MIGRATION);
    expect(await knex.schema.hasColumn('bookings', 'client_id')).toBe(false);
    await migrateToLatest(knex);
    const after = await knex('bookings').orderBy('id').select('id', 'client_id');
    const groups = (rows: Array<{ id: string; client_id: string }>) => {
      const byClient = new Map<string, string[]>();
      for (const row of rows) byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row.id]);
      return [...byClient.values()].map((ids) => ids.join(','));
    };
    expect(groups(after).sort()).toEqual(groups(before).sort());
  });
});
