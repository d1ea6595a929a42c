import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { manageToken } from './manage/manage-token';
import {
  type ChildServer,
  createServerStore,
  freePort,
  type ServerStore,
  startChildServer,
} from './soak/child-server';
import { bookingBody } from './test/factories';
import { client } from './test/http';
import { dropDatabase, postgresUrl, usingPostgres, withDatabaseName } from './test/test-database';

/**
 * Issue 30 item 7: on PostgreSQL every shared secret (the manage-link key, the JWT secret, the codes,
 * the health-data key) is the same for every instance of one database, whatever its DATA_DIR. Real
 * server processes, none given a secret in its environment: an upgraded deployment whose keys were in
 * `DATA_DIR/secrets.json` (A), a second instance on a data folder of its own (B), and after pg_dump /
 * pg_restore an instance on a fresh database and a new data folder (C). Before, 10 of 10 links made
 * on A answered 404 on B.
 */
if (!usingPostgres())
  console.log('shared secrets: PostgreSQL only; the PostgreSQL pass of `npm test` runs it');

const LEGACY = {
  jwtSecret: crypto.randomBytes(48).toString('base64url'),
  deleteCode: '31415926',
  updateCode: '27182818',
  manageLinkSecret: crypto.randomBytes(48).toString('base64url'),
  healthDataKey: crypto.randomBytes(32).toString('base64'),
};
const ADMIN = { ADMIN_EMAIL: 'owner@tbl-clinic.ph', ADMIN_PASSWORD: 'owner-password-1' };
// Nothing from the environment: each secret comes from the database (or, once, the legacy file).
const NO_SECRETS = {
  JWT_SECRET: '',
  UPDATE_CODE: '',
  DELETE_CODE: '',
  MANAGE_LINK_SECRET: '',
  HEALTH_DATA_KEY: '',
};
const LASER = [{ id: 'underarm-laser-hair-removal', quantity: 1, price: 2999 }];

const folders: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-secrets-'));
  folders.push(dir);
  return dir;
};

describe.runIf(usingPostgres())('shared secrets on PostgreSQL', () => {
  let store: ServerStore | undefined;
  const servers: ChildServer[] = [];
  const restoredName = `tbl_soak_restore_${crypto.randomBytes(5).toString('hex')}`;
  const admin = () => knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await store?.drop();
    const knex = admin();
    await dropDatabase(knex, restoredName);
    await knex.destroy();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function start(env: Record<string, string>): Promise<ChildServer> {
    const server = await startChildServer(await freePort(), { ...NO_SECRETS, ...ADMIN, ...env });
    servers.push(server);
    return server;
  }

  const staffToken = async (url: string) => {
    const login = await client(url).post('/api/auth/login', {
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    return login.body.token as string;
  };

  it('opens links, health forms and staff sign-ins on another instance and after a restore', async () => {
    store = await createServerStore();
    // A: a deployment from before the upgrade, its keys in its data folder.
    fs.writeFileSync(path.join(store.dataDir, 'secrets.json'), JSON.stringify(LEGACY), { mode: 0o600 });
    const a = await start(store.env);
    const old = await client(a.url).post('/api/bookings', bookingBody({ cartItems: LASER }));
    expect(old.status).toBe(201);
    // The link its e-mail carried before the upgrade, signed with the file's key.
    const oldLink = manageToken(LEGACY.manageLinkSecret, old.body.booking.id);
    expect(old.body.manageToken).toBe(oldLink);
    const made = await Promise.all(
      Array.from({ length: 5 }, () => client(a.url).post('/api/bookings', bookingBody({ cartItems: LASER }))),
    );
    const links = [oldLink, ...made.map((reply) => reply.body.manageToken as string)];
    // A health form sealed on A.
    const saved = await client(a.url).put(`/api/my-booking/${oldLink}/intake`, {
      answers: { medicines: 'Vitamin C', pregnant: false },
    });
    expect(saved.status).toBe(200);
    const staff = await staffToken(a.url);

    // The documented restore: pg_dump, a fresh database, a new data folder.
    const dump = path.join(newDataDir(), 'tbl.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, store.env.DATABASE_URL as string]);
    const knex = admin();
    await knex.raw(`create database ${restoredName}`);
    await knex.destroy();
    const restoredUrl = withDatabaseName(postgresUrl(), restoredName);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    // B: a second instance of A's database with a data folder of its own; C: on the restored copy.
    const bDir = newDataDir();
    const [b, c] = await Promise.all([
      start({ ...store.env, DATA_DIR: bDir }),
      start({ DATABASE_URL: restoredUrl, DATA_DIR: newDataDir() }),
    ]);
    for (const other of [b, c]) {
      for (const link of links) {
        expect((await client(other.url).get(`/api/my-booking/${link}`)).status, other.url).toBe(200);
      }
      const read = await client(other.url).get(`/api/my-booking/${oldLink}/intake`);
      expect(read.status).toBe(200);
      expect(read.body.data.answers.medicines.value).toBe('Vitamin C');
      // A staff sign-in on A holds here.
      expect((await client(other.url).get('/api/bookings?limit=5', { token: staff })).status).toBe(200);
    }
    // A link made on B opens on A.
    const fromB = await client(b.url).post('/api/bookings', bookingBody({ cartItems: LASER }));
    expect((await client(a.url).get(`/api/my-booking/${fromB.body.manageToken}`)).status).toBe(200);
    // Nothing secret was written into B's data folder.
    expect(fs.existsSync(path.join(bDir, 'secrets.json'))).toBe(false);
  }, 180_000);
});
