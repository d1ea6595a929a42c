import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, usingPostgres } from '../test/test-database';
import { selectNamed } from './named-statement';

/**
 * A named statement that reads a table with `*` (the desk's page reads `bookings.*`, every staff
 * request `users.*`) keeps answering after another instance's migration adds a column to that
 * table, on a connection that had already prepared it: PostgreSQL refuses to run it under its name
 * again there ("cached plan must not change result type"), and the statement then runs unnamed.
 */
let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('a named statement whose table changed shape', () => {
  it('answers with the new column on the connection that prepared it, and again after', async () => {
    const main = (database as TestDatabase).db.knex;
    await main.raw('create table shape_probe (id int primary key)');
    await main('shape_probe').insert({ id: 1 });
    // One connection, as a long-running instance's pool keeps its connections.
    const single: Knex = usingPostgres()
      ? knexFactory({ client: 'pg', connection: main.client.config.connection, pool: { min: 1, max: 1 } })
      : main;
    try {
      const read = () => selectNamed(single, single('shape_probe').select('*').orderBy('id'));
      expect(await read()).toEqual([{ id: 1 }]);
      expect(await read()).toEqual([{ id: 1 }]);
      // Another instance upgrades the database.
      await main.raw("alter table shape_probe add column note text not null default 'added'");
      expect(await read()).toEqual([{ id: 1, note: 'added' }]);
      await main('shape_probe').insert({ id: 2, note: 'second' });
      expect(await read()).toEqual([
        { id: 1, note: 'added' },
        { id: 2, note: 'second' },
      ]);
    } finally {
      if (single !== main) await single.destroy();
    }
  });
});
