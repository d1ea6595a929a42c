import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { bookingBody } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A new booking's cost in the database (issue #15's throughput target): the capacity check, the
 * booking, its history, e-mail and Idempotency-Key are one statement, one round trip. The key is
 * looked up on its own only when the body is refused, to answer a retry whose first answer was lost.
 */
let server: TestServer;
let api: Client;
let statements: string[] = [];

beforeAll(async () => {
  // The catalogue is read at the server's start and its version checked every
  // CATALOGUE_CHECK_SECONDS by a timer, apart from any booking: that check is not counted, so what
  // is counted is the booking's own cost.
  server = await startTestServer({ CATALOGUE_CHECK_SECONDS: '30' });
  api = client(server.url);
  server.db.knex.on('query', (query: { sql: string }) => {
    if (!query.sql.includes('"catalogue_version"')) statements.push(query.sql);
  });
});

afterAll(async () => {
  await server.close();
});

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

describe('a booking from the public form', () => {
  it('reaches the database as one statement, with or without an Idempotency-Key', async () => {
    statements = [];
    expect((await api.post('/api/bookings', bookingBody(), withKey(crypto.randomUUID()))).status).toBe(201);
    expect(statements).toHaveLength(1);
    // public_room: the person lock (issue 23 item 10), then place_room, the capacity check.
    expect(statements[0]).toMatch(/public_room/);
    expect(statements[0]).toMatch(/insert into idempotency_keys/);

    statements = [];
    expect((await api.post('/api/bookings', bookingBody())).status).toBe(201);
    expect(statements).toHaveLength(1);
  });

  it('still replays a key whose body passes, and one whose body is now refused', async () => {
    const key = crypto.randomUUID();
    const body = bookingBody();
    const first = await api.post('/api/bookings', body, withKey(key));
    expect(first.status).toBe(201);
    const again = await api.post('/api/bookings', body, withKey(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    statements = [];
    const refused = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...first.body.booking.bookingData, date: addDays(manilaDate(), -1) } }),
      withKey(crypto.randomUUID()),
    );
    expect(refused.status).toBe(400);
    // A refused body with a key never used: one look-up of the key, and nothing written.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/idempotency_keys/);
    expect(
      Number((await server.db.knex('bookings').where({ idempotency_key: key }).count({ n: '*' }))[0]?.n),
    ).toBe(1);
  });
});
