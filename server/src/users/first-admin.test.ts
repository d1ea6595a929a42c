import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../soak/bounded';
import { createServerStore, freePort, startChildServer } from '../soak/child-server';
import { openTestDatabase } from '../test/test-database';
import { createFirstAdmin, FIRST_ADMIN_EMAIL } from './first-admin';
import { saveUser } from './users';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the first admin of a new install', () => {
  it('is made once, only while there is no account at all', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.drop());
    const made = await createFirstAdmin(database.db.knex);
    expect(made?.email).toBe(FIRST_ADMIN_EMAIL);
    expect(made?.password.length).toBeGreaterThanOrEqual(16);
    const row = await database.db.knex('users').where({ email: FIRST_ADMIN_EMAIL }).first();
    expect(row).toMatchObject({ role: 'admin' });
    expect(row.password_hash).not.toContain(made?.password);
    expect(await createFirstAdmin(database.db.knex)).toBeUndefined();

    const other = await openTestDatabase();
    cleanups.push(() => other.drop());
    await saveUser(other.db.knex, {
      email: 'desk@tbl-clinic.ph',
      name: 'Desk',
      role: 'staff',
      password: 'pw 12345678',
    });
    expect(await createFirstAdmin(other.db.knex)).toBeUndefined();
  });

  it('is printed at the first start on either database, signs in, and is not printed again', async () => {
    const store = await createServerStore();
    cleanups.push(() => store.drop());
    const port = await freePort();
    const env = { ...store.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    const first = await startChildServer(port, env);
    try {
      // On PostgreSQL too (issue 24): a new install with no account prints its first admin once.
      await waitFor('the first admin line', async () => /password: \S+/.test(first.output()), 20_000);
      const [, email, password] = /e-mail: (\S+) {3}password: (\S+)/.exec(first.output()) ?? [];
      expect(email).toBe(FIRST_ADMIN_EMAIL);
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).user.role).toBe('admin');
    } finally {
      await first.stop();
    }
    const second = await startChildServer(port, env);
    try {
      await waitFor('the start banner', async () => second.output().includes('Staff sign-in:'), 20_000);
      expect(second.output()).not.toContain('First admin account');
    } finally {
      await second.stop();
    }
    // Two real starts of a fresh database (each migrates it): a hang guard, not a speed budget.
  }, 120_000);
});
