import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyTestRunsHere } from '../../soak/once-per-run';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { setCapacity } from '../../test/capacity';
import { anotherPerson, bookingBody, consultationBody, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * No oversell under concurrency: 200 requests at once for the one place left. On PostgreSQL (where
 * races are real) the requests run in parallel over a pool of connections, and across two server
 * instances with pools of their own, as two processes behind a load balancer would.
 */
const REQUESTS = 200;
const runsHere = heavyTestRunsHere('capacity race');

let first: TestServer;
let second: SecondInstance;
let api: Client;
let other: Client;

beforeAll(async () => {
  if (!runsHere) return;
  first = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  second = await startSecondInstance(first);
  api = client(first.url);
  other = client(second.url);
});

afterAll(async () => {
  if (!runsHere) return;
  await second.close();
  await first.close();
}, 60_000);

function expectOneWinner(replies: Array<{ status: number; body: { alternatives?: unknown[] } }>) {
  const statuses = replies.map((reply) => reply.status);
  const tally = JSON.stringify(
    replies.reduce<Record<string, number>>((counts, reply) => {
      const label = `${reply.status} ${(reply.body as { error?: string }).error ?? ''}`;
      counts[label] = (counts[label] ?? 0) + 1;
      return counts;
    }, {}),
  );
  expect(
    statuses.filter((status) => status === 201),
    tally,
  ).toHaveLength(1);
  expect(
    statuses.filter((status) => status === 409),
    tally,
  ).toHaveLength(REQUESTS - 1);
  for (const reply of replies.filter((each) => each.status === 409)) {
    expect(reply.body.alternatives?.length).toBeGreaterThanOrEqual(1);
    expect(reply.body.alternatives?.length).toBeLessThanOrEqual(6);
  }
}

describe.runIf(runsHere)('the capacity check under concurrency', () => {
  it(`lets exactly 1 of ${REQUESTS} concurrent bookings take the last place`, async () => {
    const date = soon(25);
    const slot = { branch: 'makati', date, time: '14:00' };
    await setCapacity(first.db.knex, 'makati', 2);
    expect(
      (await api.post('/api/bookings', bookingBody({ bookingData: { ...slot, ...anotherPerson() } }))).status,
    ).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        api.post('/api/bookings', bookingBody({ bookingData: { ...slot, ...anotherPerson() } })),
      ),
    );
    expectOneWinner(replies);
    const stored = await first.db.knex('bookings').where({ branch: 'makati', service_date: date });
    expect(stored).toHaveLength(2);
  });

  it(`holds the line across two instances on one database`, async () => {
    const date = soon(26);
    const slot = { branch: 'las-pinas', date, time: '16:00' };
    await setCapacity(first.db.knex, 'las-pinas', 1);
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        (index % 2 ? api : other).post(
          '/api/bookings',
          bookingBody({ bookingData: { ...slot, ...anotherPerson() } }),
        ),
      ),
    );
    expectOneWinner(replies);
    expect(await first.db.knex('bookings').where({ branch: 'las-pinas', service_date: date })).toHaveLength(
      1,
    );
  });

  it('lets one of many holds and consultations at once take the last online place', async () => {
    const date = soon(27);
    await setCapacity(first.db.knex, 'online', 1);
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        index % 2
          ? other.post('/api/holds', { branch: 'online', date, time: '11:00' })
          : api.post(
              '/api/online-consultations',
              consultationBody({ date, time: '11:00', ...anotherPerson() }),
            ),
      ),
    );
    expectOneWinner(replies);
    const consultations = await first.db.knex('online_consultations').where({ consultation_date: date });
    const holds = await first.db.knex('slot_holds').where({ hold_date: date });
    expect(consultations.length + holds.length).toBe(1);
  });
});
