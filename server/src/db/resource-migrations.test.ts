import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/** Issue 26 item 1: the resource tables go down and up again, and each place's capacity becomes its rooms. */
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
  '20261127200000_create_resources',
  '20261127200100_create_resource_schedules',
  '20261127200200_create_resource_exceptions',
  '20261127200300_create_booking_assignments',
  '20261127200400_rooms_from_capacity',
];

/** Later migrations that reference the resources (rolled down before them, up after them). */
const REFERENCING = ['20261129400000_add_practitioner_choice', '20261202100000_add_consultation_consultant'];

/** The upgrade that gives the online place consultants, and the one that drops the rooms trigger. */
const CONSULTANTS = '20261202100100_consultants_from_capacity';
const NO_TRIGGER = '20261202100200_drop_rooms_follow_capacity';

const load = (name: string): Promise<Migration> => import(`../../../migrations/${name}.ts`);

const tableExists = async (name: string) =>
  (await database.db.knex.raw('select to_regclass(?) as found', [name])).rows[0].found !== null;

async function roomsByPlace(knex: Knex, kind = 'room'): Promise<Record<string, string[]>> {
  const rows: Array<{ branch: string; name: string }> = await knex('resources')
    .where({ kind })
    .select('branch', 'name')
    .orderBy(['branch', 'name']);
  const rooms: Record<string, string[]> = {};
  for (const row of rows) rooms[row.branch] = [...(rooms[row.branch] ?? []), row.name];
  return rooms;
}

describe('resource migrations', () => {
  it('give every place one room per place of its capacity, named Room 1 to N, with no schedule', async () => {
    const knex = database.db.knex;
    // The online place takes calls, not visits: its capacity became consultants instead.
    expect(await roomsByPlace(knex)).toEqual({
      home: ['Room 1', 'Room 2'],
      'las-pinas': ['Room 1', 'Room 2', 'Room 3'],
      makati: ['Room 1', 'Room 2', 'Room 3', 'Room 4'],
      'quezon-city': ['Room 1', 'Room 2', 'Room 3'],
    });
    expect(await roomsByPlace(knex, 'practitioner')).toEqual({ online: ['Consultant 1'] });
    expect(Number((await knex('resource_schedules').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it("follow the capacity the clinic set, and the backfill's down keeps rooms the clinic renamed", async () => {
    const knex = database.db.knex;
    const rooms = await load('20261127200400_rooms_from_capacity');
    // The later migrations are rolled down first, as a roll-down would: the trigger's drop (which
    // puts the trigger back), the online consultants (which give the online room back), the trigger.
    const noTrigger = await load(NO_TRIGGER);
    const consultants = await load(CONSULTANTS);
    const follow = await load('20261128200200_rooms_follow_capacity');
    await noTrigger.down(knex);
    await consultants.down(knex);
    expect(await roomsByPlace(knex, 'practitioner')).toEqual({});
    await follow.down(knex);
    await knex('resources')
      .where({ branch: 'online', name: 'Room 1' })
      .update({ name: 'Video desk', updated_by: 'Dr. Lim' });
    await rooms.down(knex);
    expect(await roomsByPlace(knex)).toEqual({ online: ['Video desk'] });
    await knex('place_capacity').where({ place: 'makati' }).update({ parallel_visits: 6 });
    await knex('place_capacity').where({ place: 'online' }).update({ parallel_visits: 0 });
    await rooms.up(knex);
    const after = await roomsByPlace(knex);
    expect(after.makati).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5', 'Room 6']);
    expect(after.online).toEqual(['Video desk']);
    await follow.up(knex);
    await consultants.up(knex);
    await noTrigger.up(knex);
    // Online capacity 0: no consultant; the room the clinic named is not a generic one and stays.
    expect(await roomsByPlace(knex, 'practitioner')).toEqual({});
    expect((await roomsByPlace(knex)).online).toEqual(['Video desk']);
  });

  it("turn the online place's capacity N into consultants Consultant 1 to N, and back", async () => {
    const knex = database.db.knex;
    const consultants = await load(CONSULTANTS);
    await consultants.down(knex);
    await knex('place_capacity').where({ place: 'online' }).update({ parallel_visits: 3 });
    await knex('resources').where({ branch: 'online', name: 'Video desk' }).update({ name: 'Room 1' });
    await consultants.up(knex);
    const online = await knex('resources')
      .where({ branch: 'online' })
      .select('kind', 'name', 'skills', 'active')
      .orderBy('name');
    expect(online).toEqual(
      [1, 2, 3].map((n) => ({
        kind: 'practitioner',
        name: `Consultant ${n}`,
        skills: ['consultant'],
        active: true,
      })),
    );
    await consultants.down(knex);
    expect(await roomsByPlace(knex)).toMatchObject({ online: ['Room 1', 'Room 2', 'Room 3'] });
    expect(await roomsByPlace(knex, 'practitioner')).toEqual({});
    await consultants.up(knex);
    expect((await roomsByPlace(knex, 'practitioner')).online).toEqual([
      'Consultant 1',
      'Consultant 2',
      'Consultant 3',
    ]);
  });

  it('no longer follow a capacity number: rooms change only on the resources screen (issue 26)', async () => {
    const knex = database.db.knex;
    const active = async (branch: string) =>
      (await knex('resources').where({ branch, kind: 'room', active: true }).orderBy('name')).map(
        (row) => row.name,
      );
    await knex('resources').insert({
      id: '44444444-4444-4444-8444-444444444444',
      branch: 'quezon-city',
      kind: 'room',
      name: 'Laser room',
      type: 'laser-room',
    });
    await knex('place_capacity').where({ place: 'quezon-city' }).update({ parallel_visits: 1 });
    expect(await active('quezon-city')).toEqual(['Laser room', 'Room 1', 'Room 2', 'Room 3']);
    await knex('place_capacity').where({ place: 'quezon-city' }).update({ parallel_visits: 5 });
    expect(await active('quezon-city')).toEqual(['Laser room', 'Room 1', 'Room 2', 'Room 3']);
  });

  it('roll down in reverse order, leaving no table behind, and up again', async () => {
    const knex = database.db.knex;
    const modules = await Promise.all(MIGRATIONS.map(load));
    const referencing = await Promise.all(REFERENCING.map(load));
    for (const migration of [...referencing].reverse()) await migration.down(knex);
    for (const migration of [...modules].reverse()) await migration.down(knex);
    for (const table of ['resources', 'resource_schedules', 'resource_exceptions', 'booking_assignments']) {
      expect(await tableExists(table), table).toBe(false);
    }
    for (const migration of modules) await migration.up(knex);
    for (const migration of referencing) await migration.up(knex);
    for (const table of ['resources', 'resource_schedules', 'resource_exceptions', 'booking_assignments']) {
      expect(await tableExists(table), table).toBe(true);
    }
    expect((await roomsByPlace(knex)).makati).toHaveLength(6);
  });

  it('keep an assignment inside its day and to a real resource and booking', async () => {
    const knex = database.db.knex;
    const [resource] = await knex('resources').where({ branch: 'makati' }).select('id');
    const bookingId = '33333333-3333-4333-8333-333333333333';
    await knex('bookings').insert({
      id: bookingId,
      booking_number: 'TBL32345678',
      service_type: 'clinic',
      branch: 'makati',
      service_date: '2030-01-02',
      service_time: '14:00',
      age: 30,
      customer_name: 'Ana Santos',
      email: 'ana@example.com',
      phone: '09171234567',
      payment_method: 'gcash',
      cart_items: JSON.stringify([{ id: 'stem-cell-facial' }]),
      total_price: 1,
    });
    const row = {
      booking_id: bookingId,
      position: 0,
      service_id: 'stem-cell-facial',
      resource_id: resource.id,
      kind: 'room',
      name: 'Room 1',
      service_date: '2030-01-02',
      start_minute: 840,
      end_minute: 900,
    };
    await knex('booking_assignments').insert(row);
    await expect(
      knex('booking_assignments').insert({ ...row, position: 1, start_minute: 900, end_minute: 900 }),
    ).rejects.toThrow(/booking_assignments_span/);
    await expect(
      knex('booking_assignments').insert({
        ...row,
        position: 1,
        resource_id: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow(/foreign key/);
    await expect(knex('resources').where({ id: resource.id }).delete()).rejects.toThrow(/foreign key/);
    await knex('bookings').where({ id: bookingId }).delete();
    expect(await knex('booking_assignments').where({ booking_id: bookingId })).toEqual([]);
  });
});
