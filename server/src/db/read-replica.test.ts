import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, storeBookings } from '../test/factories';
import { client } from '../test/http';
import { openTestDatabase, postgresUrl, usingPostgres, withDatabaseName } from '../test/test-database';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { type Database, openDatabase, ReadReplicaWithoutPostgresError } from './database';

/**
 * `DATABASE_READ_URL` in the normal suite, kept light (issue 30 item 4): a "replica" that is the
 * primary itself, and one that does not answer. The real streaming replica, its lag and the
 * primary's load are in server/src/soak/read-replica.test.ts.
 */

it('refuses a read replica beside the embedded database, saying why', async () => {
  await expect(
    openDatabase({ readReplica: { url: 'postgres://tbl@127.0.0.1/tbl', maxLagMs: 10_000 } }),
  ).rejects.toThrow(
    new ReadReplicaWithoutPostgresError(
      'DATABASE_READ_URL is only used with DATABASE_URL (PostgreSQL): the embedded database has no replicas',
    ),
  );
});

/** A port nothing listens on: a replica that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The app over a fresh test database, opened again with `replicaUrl` as its read replica. */
async function withReplica(replicaUrlOf: (primaryUrl: string) => string, log: string[]) {
  const base = await openTestDatabase();
  const name = (await base.db.knex.raw('select current_database() as name')).rows[0].name as string;
  const primaryUrl = withDatabaseName(postgresUrl(), name);
  const db: Database = await openDatabase({
    databaseUrl: primaryUrl,
    readReplica: { url: replicaUrlOf(primaryUrl), maxLagMs: 10_000 },
    log: (line) => log.push(line),
  });
  return startTestServer(
    {},
    {
      database: {
        db,
        drop: async () => {
          await db.close();
          await base.drop();
        },
      },
    },
  );
}

describe.runIf(usingPostgres())('DATABASE_READ_URL (PostgreSQL pass)', () => {
  let server: TestServer;
  let down: TestServer;
  const log: string[] = [];
  const downLog: string[] = [];
  let onReplica = 0;

  beforeAll(async () => {
    server = await withReplica((url) => url, log);
    // The desk's reads only, not the watch's own looks at the replica's position.
    server.db.replica?.knex.on('query', (query: { sql: string }) => {
      if (!query.sql.includes('pg_last_wal_replay_lsn')) onReplica += 1;
    });
    const port = await closedPort();
    down = await withReplica((url) => {
      const replica = new URL(url);
      replica.port = String(port);
      replica.password = 'replica-secret';
      return replica.toString();
    }, downLog);
  });

  afterAll(async () => {
    await server?.close();
    await down?.close();
  });

  it('reads the desk list through the replica, and a staff member sees their own change at once', async () => {
    const api = client(server.url);
    const { token } = await signedIn(server.db.knex, api);
    const [id] = await storeBookings(server.db.knex, [{ customerName: 'Rhea Replica', status: 'pending' }]);
    const before = onReplica;
    const listed = await api.get('/api/bookings/search?search=Rhea%20Replica', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { status: string }) => row.status)).toEqual(['pending']);
    expect(onReplica).toBeGreaterThan(before);

    const changed = await api.patch(
      `/api/bookings/${id}/status`,
      { status: 'confirmed', updateCode: TEST_SECRETS.updateCode },
      { token },
    );
    expect(changed.status).toBe(200);
    // The change's WAL position is on the session's row, where any instance finds it.
    const sessions = await server.db.knex('staff_sessions').whereNotNull('write_lsn').count({ n: '*' });
    expect(Number(sessions[0]?.n)).toBe(1);
    const again = await api.get('/api/bookings/search?search=Rhea%20Replica', { token });
    expect(again.body.data.map((row: { status: string }) => row.status)).toEqual(['confirmed']);
    expect(log).toEqual([
      expect.stringMatching(/^read replica at 127\.0\.0\.1:\d+\/tbl_test_\w+ is in step/),
    ]);
  });

  it('keeps availability on the primary', async () => {
    const api = client(server.url);
    const before = onReplica;
    const reply = await api.get('/api/availability/days?branch=makati&services=stem-cell-facial&days=7');
    expect(reply.status).toBe(200);
    expect(reply.body.days).toHaveLength(7);
    expect(onReplica).toBe(before);
  });

  it('answers from the primary while the replica does not answer, and says so once', async () => {
    const api = client(down.url);
    const { token } = await signedIn(down.db.knex, api);
    await storeBookings(down.db.knex, [{ customerName: 'Dora Down', status: 'pending' }]);
    const replies = [];
    for (let n = 0; n < 5; n += 1) replies.push(await api.get('/api/bookings/search?search=Dora', { token }));
    expect(replies.map((reply) => [reply.status, reply.body.data?.length])).toEqual(Array(5).fill([200, 1]));
    expect(downLog).toHaveLength(1);
    expect(downLog[0]).toMatch(
      /^read replica at 127\.0\.0\.1:\d+\/tbl_test_\w+ does not answer \(ECONNREFUSED\)/,
    );
    expect(downLog.join('')).not.toContain('replica-secret');
  });
});
