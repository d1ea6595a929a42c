import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_BOOKINGS_LIMITS } from '../../../../domain/my-bookings';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { BURST_TIMEOUT_MS } from '../../test/burst-timeout';
import { bookingBody } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The "e-mail me my bookings" limits under a burst split over two server instances on one database
 * (one trusted proxy, so each request names its client address).
 */
let first: TestServer;
let second: SecondInstance;
let a: Client;
let b: Client;

beforeAll(async () => {
  first = await startTestServer({ TRUST_PROXY: '1' });
  second = await startSecondInstance(first);
  if (!usingPostgres())
    console.log('my-bookings race: PGlite run, both instances share one embedded database');
  a = client(first.url);
  b = client(second.url);
});

afterAll(async () => {
  await second.close();
  await first.close();
});

const ask = (index: number, email: string, address: string) =>
  (index % 2 ? a : b).post('/api/my-bookings/link', { email }, { headers: { 'x-forwarded-for': address } });

async function linksTo(email: string): Promise<number> {
  const rows = await first.db
    .knex('email_outbox')
    .where({ kind: 'my-bookings-link', to_address: email })
    .count({ n: '*' });
  return Number(rows[0]?.n);
}

describe('my-bookings link limits are one atomic step', () => {
  it(
    `sends ${MY_BOOKINGS_LIMITS.perEmail} links of 30 concurrent requests for one address`,
    async () => {
      const email = 'burst-known@example.com';
      expect((await a.post('/api/bookings', bookingBody({ bookingData: { email } }))).status).toBe(201);
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, index) => ask(index, email, `203.0.113.${index + 1}`)),
      );
      const statuses = replies.map((reply) => reply.status);
      console.log(`my-bookings burst per e-mail: ${await linksTo(email)} links for 30 requests`);
      expect(statuses.filter((status) => status === 202)).toHaveLength(MY_BOOKINGS_LIMITS.perEmail);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MY_BOOKINGS_LIMITS.perEmail);
      expect(await linksTo(email)).toBe(MY_BOOKINGS_LIMITS.perEmail);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    `answers ${MY_BOOKINGS_LIMITS.perAddress} of 30 concurrent requests from one client`,
    async () => {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, index) => ask(index, `burst-${index}@example.com`, '2001:db8:15::1')),
      );
      const statuses = replies.map((reply) => reply.status);
      console.log(`my-bookings burst per client: ${statuses.filter((s) => s === 202).length} answered of 30`);
      expect(statuses.filter((status) => status === 202)).toHaveLength(MY_BOOKINGS_LIMITS.perAddress);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MY_BOOKINGS_LIMITS.perAddress);
      const other = await ask(0, 'burst-other@example.com', '2001:db8:15::2');
      expect(other.status).toBe(429);
      expect((await ask(0, 'burst-other@example.com', '2001:db8:16::1')).status).toBe(202);
    },
    BURST_TIMEOUT_MS,
  );
});
