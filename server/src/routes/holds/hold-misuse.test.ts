import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { HOLD_MESSAGES, HOLD_WRITE_LIMIT } from '../../commands/hold-slot';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { BURST_TIMEOUT_MS } from '../../test/burst-timeout';
import { expireHolds } from '../../test/capacity';
import { type Client, client } from '../../test/http';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Holds under misuse. One proxy is trusted, so each request names its client in X-Forwarded-For
 * (several clients from one test, IPv6 ones too); the public limits are on.
 */
let server: TestServer;
let second: SecondInstance;
let api: Client;
let other: Client;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: '10/10m', TRUST_PROXY: '1' });
  second = await startSecondInstance(server);
  if (!usingPostgres()) console.log('hold misuse: PGlite run, both instances share one embedded database');
  api = client(server.url);
  other = client(second.url);
});

afterAll(async () => {
  await second.close();
  await server.close();
});

beforeEach(async () => {
  await expireHolds(server.db.knex);
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
/** A start of its own for each hold: a different day, so only the per-client rules can refuse it. */
let nextDay = 30;
const start = () => {
  nextDay += 1;
  return { branch: 'makati', date: addDays(manilaDate(), nextDay), time: '10:00', services: [] };
};

describe('the live-hold limit', () => {
  it(
    'counts an IPv6 client by its /64, as the public write limit does',
    async () => {
      const addresses = ['2001:db8:7:1::a', '2001:db8:7:1::b', '2001:db8:7:1:ffff::c', '2001:db8:7:1::d'];
      for (const address of addresses.slice(0, 3)) {
        expect((await api.post('/api/holds', start(), from(address))).status).toBe(201);
      }
      const fourth = await api.post('/api/holds', start(), from(addresses[3] ?? ''));
      expect(fourth.status).toBe(429);
      expect(fourth.body.msg).toBe(HOLD_MESSAGES.tooMany);
      expect((await api.post('/api/holds', start(), from('2001:db8:7:2::a'))).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'holds under a burst across two instances: 3 of 30 concurrent holds from one address',
    async () => {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          (index % 2 ? api : other).post('/api/holds', start(), from('198.51.100.30')),
        ),
      );
      const statuses = replies.map((reply) => reply.status);
      console.log(`hold burst: ${statuses.filter((status) => status === 201).length} of 30 held`);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(27);
      const live = await server.db
        .knex('slot_holds')
        .where({ client_address: '198.51.100.30' })
        .andWhere('expires_at', '>', server.db.knex.fn.now());
      expect(live).toHaveLength(3);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('a hold belongs to the client who made it', () => {
  it(
    'is extended and released only from its own address (404 elsewhere)',
    async () => {
      const made = await api.post('/api/holds', start(), from('198.51.100.40'));
      expect(made.status).toBe(201);
      const id = made.body.hold.id as string;
      const stranger = from('198.51.100.41');
      const foreignExtend = await api.post(`/api/holds/${id}/extend`, undefined, stranger);
      expect(foreignExtend.status).toBe(404);
      expect(foreignExtend.body.msg).toBe(HOLD_MESSAGES.gone);
      expect((await api.delete(`/api/holds/${id}`, undefined, stranger)).status).toBe(204);
      const kept = await server.db.knex('slot_holds').where({ id }).first();
      expect(kept?.extended).toBe(false);
      const own = await api.post(`/api/holds/${id}/extend`, undefined, from('198.51.100.40'));
      expect(own.status).toBe(200);
      expect((await api.delete(`/api/holds/${id}`, undefined, from('198.51.100.40'))).status).toBe(204);
      expect(await server.db.knex('slot_holds').where({ id })).toHaveLength(0);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('hold writes are rate limited per client', () => {
  it(
    `takes ${HOLD_WRITE_LIMIT.count} holds, extends and releases together, then 429 with Retry-After`,
    async () => {
      const address = from('198.51.100.50');
      let writes = 0;
      while (writes < HOLD_WRITE_LIMIT.count) {
        const made = await api.post('/api/holds', start(), address);
        expect(made.status, `write ${writes + 1}`).toBe(201);
        writes += 1;
        if (writes < HOLD_WRITE_LIMIT.count) {
          const extended = await api.post(`/api/holds/${made.body.hold.id}/extend`, undefined, address);
          expect(extended.status).toBe(200);
          writes += 1;
        }
        if (writes < HOLD_WRITE_LIMIT.count) {
          expect((await api.delete(`/api/holds/${made.body.hold.id}`, undefined, address)).status).toBe(204);
          writes += 1;
        }
      }
      await expireHolds(server.db.knex);
      const refused = [
        await api.post('/api/holds', start(), address),
        await api.post('/api/holds/00000000-0000-4000-8000-000000000000/extend', undefined, address),
        await api.delete('/api/holds/00000000-0000-4000-8000-000000000000', undefined, address),
      ];
      for (const reply of refused) {
        expect(reply.status).toBe(429);
        expect(reply.body.msg).toBe(HOLD_MESSAGES.tooManyChanges);
        const retryAfter = Number(reply.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(HOLD_WRITE_LIMIT.windowSeconds);
      }
      expect((await api.post('/api/holds', start(), from('198.51.100.51'))).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'does not count a start that was full (409) against the client',
    async () => {
      const address = from('198.51.100.60');
      const day = addDays(manilaDate(), 20);
      await server.db.knex('closed_dates').insert({ place: 'makati', closed_date: day });
      try {
        for (let index = 0; index < HOLD_WRITE_LIMIT.count + 5; index += 1) {
          const closed = await api.post(
            '/api/holds',
            { branch: 'makati', date: day, time: '11:00', services: [] },
            address,
          );
          expect(closed.status).toBe(409);
        }
      } finally {
        await server.db.knex('closed_dates').where({ place: 'makati', closed_date: day }).delete();
      }
      expect((await api.post('/api/holds', start(), address)).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );
});
