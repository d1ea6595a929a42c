import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { createCurrentCatalogue } from '../catalogue/current-catalogue';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { silentLogger } from '../logger';
import { startHttpServer } from '../server';
import { bookingBody, signedIn } from '../test/factories';
import { client } from '../test/http';
import { dropDatabase, postgresUrl, usingPostgres, withDatabaseName } from '../test/test-database';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { createServerStore, freePort, type ServerStore, startChildServer } from './child-server';

/**
 * The backup procedures of docs/RELIABILITY.md, run for real: a backup taken, the original gone,
 * the backup restored, every booking found again through the API.
 */
const BOOKINGS = 25;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-backup-'));

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

// Each procedure needs its own kind of database; say which one this run leaves out, and why.
console.log(
  usingPostgres()
    ? 'backup/restore of DATA_DIR: skipped on the PostgreSQL run (it needs PGlite); the PGlite run of `npm test` runs it'
    : 'backup/restore with pg_dump: skipped on the PGlite run (no PostgreSQL); `npm test` with DATABASE_URL (CI) runs it',
);

async function bookThrough(url: string) {
  const api = client(url);
  const numbers: string[] = [];
  for (let index = 0; index < BOOKINGS; index += 1) {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: `backup${index}@example.com` } }),
    );
    expect(reply.status).toBe(201);
    numbers.push(reply.body.booking.bookingData.bookingNumber);
  }
  return numbers;
}

async function listedNumbers(url: string, token: string) {
  const reply = await client(url).get('/api/bookings?limit=100', { token });
  expect(reply.status).toBe(200);
  return (reply.body.bookings as Array<{ bookingData: { bookingNumber: string } }>)
    .map((booking) => booking.bookingData.bookingNumber)
    .sort();
}

describe('PostgreSQL: pg_dump, then pg_restore into an empty database', () => {
  let server: TestServer | undefined;
  const restoredName = `tbl_restore_${crypto.randomBytes(6).toString('hex')}`;
  const admin = () => knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });

  afterAll(async () => {
    await server?.close();
    if (usingPostgres()) {
      const knex = admin();
      await dropDatabase(knex, restoredName);
      await knex.destroy();
    }
  });

  it.runIf(usingPostgres())('finds every booking in the restored database', async () => {
    server = await startTestServer();
    const numbers = await bookThrough(server.url);
    const staff = await signedIn(server.db.knex, client(server.url), 'admin');
    const name = (await server.db.knex.raw('select current_database() as name')).rows[0].name as string;
    const dump = path.join(work, 'tbl.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, withDatabaseName(postgresUrl(), name)]);
    await server.close();
    server = undefined;

    const knex = admin();
    await knex.raw(`create database ${restoredName}`);
    await knex.destroy();
    const restoredUrl = withDatabaseName(postgresUrl(), restoredName);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    const restored = await openDatabase({ databaseUrl: restoredUrl });
    const running = await startHttpServer(
      {
        config: loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: 'false' }),
        db: restored,
        catalogue: createCurrentCatalogue(restored.knex, { checkEveryMs: 5_000 }),
        logger: silentLogger,
        secrets: TEST_SECRETS,
      },
      0,
      '127.0.0.1',
    );
    try {
      expect(await listedNumbers(running.url, staff.token)).toEqual(numbers.sort());
      const outbox = await restored.knex('email_outbox').count({ n: '*' });
      expect(Number(outbox[0]?.n)).toBe(BOOKINGS);
    } finally {
      await running.stop(1_000);
      await restored.close();
    }
  });
});

describe('embedded PGlite: stop the server, copy DATA_DIR, start on the copy', () => {
  let store: ServerStore | undefined;

  afterAll(async () => {
    await store?.drop();
  });

  it.runIf(!usingPostgres())(
    'finds every booking after the data folder is restored from the copy',
    async () => {
      store = await createServerStore();
      const credentials = { ADMIN_EMAIL: 'owner@tbl-clinic.ph', ADMIN_PASSWORD: 'owner-password-1' };
      const port = await freePort();
      const first = await startChildServer(port, { ...store.env, ...credentials });
      const numbers = await bookThrough(first.url);
      await first.stop();

      const backup = path.join(work, 'data-backup');
      fs.cpSync(store.dataDir, backup, { recursive: true });
      fs.rmSync(store.dataDir, { recursive: true, force: true });
      fs.cpSync(backup, store.dataDir, { recursive: true });

      const again = await startChildServer(port, { ...store.env, ...credentials });
      try {
        const login = await client(again.url).post('/api/auth/login', {
          email: credentials.ADMIN_EMAIL,
          password: credentials.ADMIN_PASSWORD,
        });
        expect(login.status).toBe(200);
        expect(await listedNumbers(again.url, login.body.token)).toEqual(numbers.sort());
      } finally {
        await again.stop();
      }
    },
    120_000,
  );
});
