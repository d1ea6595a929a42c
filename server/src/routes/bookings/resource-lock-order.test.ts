import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 26 item 6, lock order: a desk's change of a booking locks its row and then the resources
 * (lockLiveBooking, then takePlace); a new booking locks the resources and may then move that
 * booking's assignments, whose rows reference the booking (a key-share lock on its row). The two
 * must not wait on each other. Makati gets two machines of a type of its own; a facial needs one.
 */
let server: TestServer;
let api: Client;
let admin: string;
const FACIAL = 'stem-cell-facial';

const book = (date: string, time: string) =>
  api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { branch: 'makati', date, time, ...anotherPerson() },
      cartItems: [{ id: FACIAL, quantity: 1, price: 1 }],
    }),
  );

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
});

afterAll(async () => {
  await server.close();
});

describe('a new booking and a desk change of a booking it would move', () => {
  it.runIf(usingPostgres())(
    'on PostgreSQL, neither deadlocks: the booking held by the desk stays where it is',
    async () => {
      const ids: string[] = [];
      for (const name of ['Lock D1', 'Lock D2']) {
        const reply = await api.post(
          '/api/resources',
          { branch: 'makati', kind: 'machine', name, type: 'lockorder' },
          { token: admin },
        );
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        ids.push(reply.body.data.id);
      }
      const needs = await api.patch(
        `/api/catalogue/services/${FACIAL}`,
        { needs: [{ kind: 'machine', type: 'lockorder' }] },
        { token: admin },
      );
      expect(needs.status, JSON.stringify(needs.body)).toBe(200);
      const date = soon(23);
      // Y on the second machine at 3 PM (the first taken by a visit then cancelled), X on the first at 2 PM.
      const first = await book(date, '15:00');
      const y = await book(date, '15:00');
      expect([first.status, y.status]).toEqual([201, 201]);
      await server.db.knex('bookings').where({ id: first.body.booking.id }).update({ status: 'cancelled' });
      expect((await book(date, '14:00')).status).toBe(201);
      const yId = y.body.booking.id as string;

      const { connection } = server.db.knex.client.config as { connection: { connectionString: string } };
      const desk: Knex = knexFactory({
        client: 'pg',
        connection: connection.connectionString,
        pool: { min: 0, max: 2 },
      });
      const waiting = async () =>
        Number(
          (
            await desk.raw(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows[0].n,
        );
      try {
        // The desk's change of Y, in changeBooking's order: Y's row first...
        const trx = await desk.transaction();
        await trx('bookings').where({ id: yId }).forUpdate().first('id');
        // ...while a client books 2:30 PM, which fits only with Y moved to the first machine.
        const client230 = book(date, '14:30');
        let settled = false;
        void client230.finally(() => {
          settled = true;
        });
        // Before the fix the client's write waits here on Y's row (a move writes Y's assignments).
        while (!settled && (await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        // ...then the resources (takeResources' lock_resources).
        const deskLocks = trx.raw('select lock_resources(?::uuid[], ?::date)', [ids, date]).then(
          () => 'locked',
          (error: Error) => error.message,
        );
        const desked = await deskLocks;
        await trx.commit();
        const reply = await client230;
        expect(reply.status, JSON.stringify(reply.body)).toBe(409);
        expect(desked).toBe('locked');
        const assigned = async () =>
          (await server.db.knex('booking_assignments').where({ booking_id: yId }).first('resource_id'))
            .resource_id;
        expect(await assigned()).toBe(ids[1]);
        // Once the desk is done, the same start is taken by moving Y to the first machine.
        expect((await book(date, '14:30')).status).toBe(201);
        expect(await assigned()).toBe(ids[0]);
      } finally {
        await desk.destroy();
      }
    },
    20_000,
  );
});
