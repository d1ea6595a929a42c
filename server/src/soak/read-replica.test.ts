import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCurrentCatalogue } from '../catalogue/current-catalogue';
import { type Database, openDatabase } from '../db/database';
import { type RunningServer, startHttpServer } from '../server';
import { bookingBody, signedIn, storeBookings } from '../test/factories';
import { client } from '../test/http';
import { usingPostgres } from '../test/test-database';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { runBounded, waitFor } from './bounded';
import { type StreamingReplica, startStreamingReplica } from './streaming-replica';

/**
 * `DATABASE_READ_URL` against a real streaming replica of the test cluster (issue 30 item 4): the
 * desk's lists come from it, a staff member's own change shows at once, a replica that stops or
 * falls behind leaves the reads to the primary, and the primary does less work per desk read.
 * Only in `npm run test:soak` on PostgreSQL: it copies the whole cluster.
 */
const runsHere = Boolean(process.env.SOAK) && usingPostgres();
if (!runsHere) {
  console.log(
    'read-replica soak: runs only in `npm run test:soak` with DATABASE_URL (it copies the cluster)',
  );
}

const LIST_REQUESTS = 300;
const SEEDED = 3_000;
const MAX_LAG_MS = 10_000;

let first: TestServer;
let replica: StreamingReplica | undefined;
let primaryUrl: string;
let replicaUrl: string;

/** An app instance of its own over the test database, with or without the replica. */
async function instance(withReplica: boolean, log: string[] = []) {
  const db: Database = await openDatabase({
    databaseUrl: primaryUrl,
    readReplica: withReplica ? { url: replicaUrl, maxLagMs: MAX_LAG_MS } : undefined,
    log: (line) => log.push(line),
  });
  const catalogue = createCurrentCatalogue(db.knex, { checkEveryMs: first.config.catalogueCheckMs });
  const running: RunningServer = await startHttpServer({ ...first.context, db, catalogue }, 0, '127.0.0.1');
  return {
    db,
    api: client(running.url),
    close: async () => {
      await running.stop(1_000);
      await db.close();
    },
  };
}

const names = (reply: { body: { data: Array<{ bookingData: { customerName: string }; status: string }> } }) =>
  reply.body.data.map((row) => `${row.bookingData.customerName}:${row.status}`).sort();

/** The test database's counters on one server, after every other backend has reported. */
async function counters(knex: Knex) {
  await knex.raw('select pg_stat_clear_snapshot()');
  const row = (
    await knex.raw(
      `select xact_commit::bigint as commits, (tup_returned + tup_fetched)::bigint as tuples
         from pg_stat_database where datname = current_database()`,
    )
  ).rows[0];
  return { commits: Number(row.commits), tuples: Number(row.tuples) };
}

beforeAll(async () => {
  if (!runsHere) return;
  first = await startTestServer();
  const name = (await first.db.knex.raw('select current_database() as name')).rows[0].name as string;
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  primaryUrl = url.toString();
  replica = await startStreamingReplica(primaryUrl);
  replicaUrl = replica.urlOf(primaryUrl);
  await storeBookings(
    first.db.knex,
    Array.from({ length: SEEDED }, (_, index) => ({ customerName: `Seeded ${index}` })),
  );
}, 300_000);

afterAll(async () => {
  if (!runsHere) return;
  await replica?.remove();
  await first?.close();
}, 120_000);

describe.runIf(runsHere)('a streaming read replica', () => {
  it('serves the desk correct answers, a member their own change at once, and the primary when it stops', async () => {
    const log: string[] = [];
    const app = await instance(true, log);
    let replicaQueries = 0;
    // The desk's reads only, not the watch's own looks at the replica's position.
    app.db.replica?.knex.on('query', (query: { sql: string }) => {
      if (!query.sql.includes('pg_last_wal_replay_lsn')) replicaQueries += 1;
    });
    try {
      const writer = await signedIn(first.db.knex, app.api, 'staff', 'Writer');
      const reader = await signedIn(first.db.knex, app.api, 'staff', 'Reader');
      const search = (token: string) =>
        app.api.get('/api/bookings/search?search=Replica%20Client&limit=50', { token });

      // Bookings made on the primary (through the app) reach the desk's list read from the replica.
      const made = await runBounded(Array.from({ length: 20 }), 4, (_, index) =>
        app.api.post(
          '/api/bookings',
          bookingBody({
            bookingData: { customerName: `Replica Client ${index}`, email: `r${index}@example.com` },
          }),
        ),
      );
      expect(made.map((reply) => reply.status)).toEqual(Array(20).fill(201));
      const expected = made.map((_, index) => `Replica Client ${index}:pending`).sort();
      // Other suites on the same cluster can hold the replica back for a while: wait (bounded) until
      // it has the 20 and answers the list itself.
      await waitFor(
        'the replica to list the 20 bookings itself',
        async () => {
          const queries = replicaQueries;
          const reply = await search(reader.token);
          return reply.status === 200 && reply.body.total === 20 && replicaQueries > queries;
        },
        60_000,
        50,
      );
      const before = replicaQueries;
      const listed = await search(reader.token);
      expect(names(listed)).toEqual(expected);
      expect(replicaQueries).toBeGreaterThan(before);

      // Replay paused: the writer's own read after a change goes to the primary and shows it; another
      // member still reads the replica (within the lag bound), which has not replayed it yet.
      await replica?.sql('select pg_wal_replay_pause()');
      // Asked to pause, replay stops at its next record: wait until it has.
      await waitFor(
        'replay to pause',
        async () => {
          await first.db.knex.raw('select txid_current()');
          return (await replica?.sql('select pg_get_wal_replay_pause_state()')) === 'paused';
        },
        10_000,
        50,
      );
      const id = made[0]?.body.booking.id as string;
      const changed = await app.api.patch(
        `/api/bookings/${id}/status`,
        { status: 'confirmed', updateCode: TEST_SECRETS.updateCode },
        { token: writer.token },
      );
      expect(changed.status).toBe(200);
      const beforeOwn = replicaQueries;
      const own = await search(writer.token);
      expect(own.body.data.find((row: { id: string }) => row.id === id)?.status).toBe('confirmed');
      expect(replicaQueries, "the writer's read went to the primary").toBe(beforeOwn);
      const other = await search(reader.token);
      expect(other.body.data.find((row: { id: string }) => row.id === id)?.status).toBe('pending');
      expect(replicaQueries, "the other member's read went to the replica").toBeGreaterThan(beforeOwn);

      // Left paused past the bound while the primary writes on: the replica is behind, the primary answers.
      await waitFor(
        'the replica to count as behind',
        async () => {
          await first.db.knex.raw('select txid_current()');
          const reply = await search(reader.token);
          const seen = reply.body.data.find((row: { id: string }) => row.id === id)?.status;
          // Said in the log at the look after the one that found it behind: both, then.
          return seen === 'confirmed' && /behind/.test(log.at(-1) ?? '');
        },
        3 * MAX_LAG_MS + 5_000,
        200,
      );
      expect(log.at(-1)).toMatch(/is more than 10 s behind: the desk reads from the primary$/);
      await replica?.sql('select pg_wal_replay_resume()');
      await waitFor(
        'the replica to be in step again',
        async () => {
          await search(reader.token);
          return /is in step/.test(log.at(-1) ?? '');
        },
        10_000,
        100,
      );

      // The replica stopped: the reads answer from the primary with the right data. A read sent to the
      // replica in the last moment before anyone could know (within one look, 250 ms) may be told to
      // come back (503 + Retry-After), never a 500; the ones after it are all answered.
      await replica?.stop();
      const first503 = await search(reader.token);
      console.log(`read replica: the first read after the stop answered ${first503.status}`);
      if (first503.status !== 200) {
        expect(first503.status).toBe(503);
        expect(first503.headers.get('retry-after')).toBeTruthy();
      }
      const afterStop = [];
      for (let n = 0; n < 10; n += 1) afterStop.push(await search(reader.token));
      expect(afterStop.map((reply) => reply.status)).toEqual(Array(10).fill(200));
      const expectedNow = expected
        .map((entry) => (entry === `Replica Client 0:pending` ? 'Replica Client 0:confirmed' : entry))
        .sort();
      for (const reply of afterStop) expect(names(reply)).toEqual(expectedNow);
      expect(log.filter((line) => /does not answer/.test(line))).toHaveLength(1);
    } finally {
      console.log(`read replica: the app's log while it ran and stopped:\n  ${log.join('\n  ')}`);
      await app.close();
    }
  }, 180_000);

  it(`takes the desk's list off the primary (${LIST_REQUESTS} requests of page 1, with and without)`, async () => {
    // The first test stopped the replica: started again, it catches up from the primary's WAL.
    await replica?.start();
    const replicaKnex = (await openDatabase({ databaseUrl: replicaUrl })).knex;
    const measure = async (withReplica: boolean) => {
      const log: string[] = [];
      const app = await instance(withReplica, log);
      const { token } = await signedIn(first.db.knex, app.api);
      // One warm-up read (and, with the replica, its first look) outside the count.
      await waitFor(
        withReplica ? 'the replica to be in step' : 'the list to answer',
        async () =>
          (await app.api.get('/api/bookings', { token })).status === 200 &&
          (!withReplica || /in step/.test(log.at(-1) ?? '')),
        60_000,
      );
      const [primaryBefore, replicaBefore] = [await counters(first.db.knex), await counters(replicaKnex)];
      const started = performance.now();
      const replies = await runBounded(Array.from({ length: LIST_REQUESTS }), 8, () =>
        app.api.get('/api/bookings?page=1', { token }),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(replies.map((reply) => reply.status)).toEqual(Array(LIST_REQUESTS).fill(200));
      expect(replies[0]?.body.total).toBeGreaterThanOrEqual(SEEDED);
      // Closing the pool ends its backends, which report their counters as they go.
      await app.close();
      if (log.length > 0) console.log(`read replica: the app's log:\n  ${log.join('\n  ')}`);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const [primaryAfter, replicaAfter] = [await counters(first.db.knex), await counters(replicaKnex)];
      return {
        primary: {
          commits: primaryAfter.commits - primaryBefore.commits,
          tuples: primaryAfter.tuples - primaryBefore.tuples,
        },
        replica: {
          commits: replicaAfter.commits - replicaBefore.commits,
          tuples: replicaAfter.tuples - replicaBefore.tuples,
        },
        perSecond: Math.round(LIST_REQUESTS / seconds),
      };
    };
    try {
      const without = await measure(false);
      const withReplica = await measure(true);
      console.log(
        `read replica, ${LIST_REQUESTS} desk list requests at ${SEEDED}+ bookings:\n` +
          `  without: primary ${without.primary.commits} commits, ${without.primary.tuples} tuples read; ${without.perSecond} req/s\n` +
          `  with:    primary ${withReplica.primary.commits} commits, ${withReplica.primary.tuples} tuples read; ` +
          `replica ${withReplica.replica.commits} commits, ${withReplica.replica.tuples} tuples read; ${withReplica.perSecond} req/s`,
      );
      expect(withReplica.primary.tuples).toBeLessThan(without.primary.tuples / 4);
      expect(withReplica.primary.commits).toBeLessThan(without.primary.commits);
      expect(withReplica.replica.tuples).toBeGreaterThan(withReplica.primary.tuples);
    } finally {
      await replicaKnex.destroy();
    }
  }, 300_000);
});
