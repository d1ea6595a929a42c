import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { seedBookings } from '../../../bench/seed';
import { openTestDatabase, type TestDatabase } from './test-database';

/**
 * A test file's own database holding `rows` of the bench's bookings (client<g>@example.com,
 * 0917 + 7 digits, 2 % deleted), analysed so the planner knows them: for tests of which plan a
 * query takes. The knex is there from the file's `beforeAll` on.
 */
export function seededBookings(rows: number): { knex: () => Knex } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedBookings(database.db.knex, rows);
    await database.db.knex.raw('analyze bookings');
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    knex: () => {
      if (!database) throw new Error('seededBookings: the database opens in beforeAll');
      return database.db.knex;
    },
  };
}
