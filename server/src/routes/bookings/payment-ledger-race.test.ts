import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyTestRunsHere } from '../../soak/once-per-run';
import { bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A counter payment queued offline may be sent again while the first send is still in flight: ten
 * posts of one entry id at once, over HTTP on a pool of connections (PostgreSQL, where races are
 * real), write one entry and answer all ten with the booking.
 */
const REQUESTS = 10;
const ROUNDS = 5;
const runsHere = heavyTestRunsHere('payment ledger race');

let server: TestServer;
let api: Client;
let desk: Staff;

beforeAll(async () => {
  if (!runsHere) return;
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Rina Desk');
});

afterAll(async () => {
  if (runsHere) await server.close();
}, 60_000);

describe.runIf(runsHere)('the ledger under concurrency', () => {
  it(`writes one entry for ${REQUESTS} concurrent posts of the same id, ${ROUNDS} times over`, async () => {
    const bookings = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const booked = await api.post('/api/bookings', bookingBody());
        expect(booked.status).toBe(201);
        return booked.body.booking.id as string;
      }),
    );
    // Every post of every booking at once: the posts of one id meet in the same instant.
    const rounds = await Promise.all(
      bookings.map(async (bookingId) => {
        const body = { id: crypto.randomUUID(), method: 'cash', amount: 500, tendered: 1000 };
        const replies = await Promise.all(
          Array.from({ length: REQUESTS }, () =>
            api.post(`/api/bookings/${bookingId}/payments`, body, { token: desk.token }),
          ),
        );
        return { bookingId, replies };
      }),
    );
    const knex = server.db.knex;
    for (const { bookingId, replies } of rounds) {
      expect(replies.map((reply) => reply.status)).toEqual(Array(REQUESTS).fill(200));
      expect(replies.filter((reply) => reply.body.message === 'Payment recorded')).toHaveLength(1);
      for (const reply of replies) expect(reply.body.data.payment).toMatchObject({ amountPaid: 500 });
      expect(await knex('payment_entries').where({ booking_id: bookingId })).toHaveLength(1);
      const row = await knex('bookings').where({ id: bookingId }).first('amount_paid');
      expect(Number(row.amount_paid)).toBe(500);
    }
  });
});
