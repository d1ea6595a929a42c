import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../auth/require-admin';
import { EMAIL_TAKEN_MESSAGE, LAST_ADMIN_MESSAGE, OWN_ACCOUNT_MESSAGE } from '../../commands/staff-accounts';
import { type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let admin: Staff;
let desk: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = await signedIn(server.db.knex, api, 'admin', 'Head Admin');
  desk = await signedIn(server.db.knex, api, 'staff', 'Front Desk');
});

afterAll(async () => {
  await server.close();
});

const as = (who: { token: string }) => ({ token: who.token });
const works = async (token: string) => (await api.get('/api/auth/me', { token })).status === 200;
const login = (email: string, password: string) => api.post('/api/auth/login', { email, password });
let serial = 0;
const newAccount = (role = 'staff') => {
  serial += 1;
  return {
    email: `person${serial}@tbl-clinic.ph`,
    name: `Person ${serial}`,
    role,
    password: `long password ${serial}`,
  };
};

describe('/api/staff-users is for admins only', () => {
  it('answers staff with a clear 403 and no token with 401 on every call', async () => {
    const calls = [
      () => api.get('/api/staff-users', as(desk)),
      () => api.post('/api/staff-users', newAccount(), as(desk)),
      () => api.patch(`/api/staff-users/${crypto.randomUUID()}`, { name: 'X' }, as(desk)),
      () => api.delete(`/api/staff-users/${crypto.randomUUID()}`, undefined, as(desk)),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(403);
      expect(reply.body.msg).toBe(ADMIN_ONLY_MESSAGE);
    }
    expect((await api.get('/api/staff-users')).status).toBe(401);
    expect((await api.post('/api/staff-users', newAccount())).status).toBe(401);
  });
});

describe('adding and listing accounts', () => {
  it('adds an account that can sign in at once, and lists it without the hash', async () => {
    const account = newAccount('Staff ');
    const reply = await api.post(
      '/api/staff-users',
      { ...account, email: ` ${account.email.toUpperCase()} ` },
      as(admin),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ email: account.email, name: account.name, role: 'staff' });
    expect((await login(account.email, account.password)).status).toBe(200);
    const list = await api.get('/api/staff-users', as(admin));
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { email: string }) => row.email)).toContain(account.email);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/i);
  });

  it('refuses a taken e-mail with 409 and bad input with 400 and a message', async () => {
    const account = newAccount();
    expect((await api.post('/api/staff-users', account, as(admin))).status).toBe(201);
    const again = await api.post('/api/staff-users', { ...account, name: 'Someone Else' }, as(admin));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(EMAIL_TAKEN_MESSAGE);
    const bad: Array<[unknown, string]> = [
      [{ ...newAccount(), password: 'short' }, 'Password must be at least 10 characters'],
      [{ ...newAccount(), role: 'owner' }, 'Role must be admin, manager or staff'],
      [{ ...newAccount(), email: 'not-an-email' }, 'Enter a valid e-mail address'],
      [{ ...newAccount(), name: '' }, 'Name is required'],
      [{ ...newAccount(), name: 'Ana\r\nBcc: all@example.com' }, 'Name must be on one line'],
      [{ ...newAccount(), name: 'Ana\nReyes' }, 'Name must be on one line'],
      [{ ...newAccount(), name: 'Ana\u2028Reyes' }, 'Name must be on one line'],
      [[], 'Send the account as { email, name, role, password, branches? }'],
    ];
    for (const [body, message] of bad) {
      const reply = await api.post('/api/staff-users', body, as(admin));
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg).toBe(message);
    }
  });
});

describe('changing an account', () => {
  async function added(role = 'staff') {
    const account = newAccount(role);
    const { id } = (await api.post('/api/staff-users', account, as(admin))).body.data;
    const token = (await login(account.email, account.password)).body.token as string;
    return { ...account, id: id as string, token };
  }

  it('a password reset ends that user’s sessions; the new password works and the old one does not', async () => {
    const person = await added();
    const reply = await api.patch(
      `/api/staff-users/${person.id}`,
      { password: 'a brand new password' },
      as(admin),
    );
    expect(reply.status).toBe(200);
    expect(await works(person.token)).toBe(false);
    expect((await login(person.email, person.password)).status).toBe(401);
    expect((await login(person.email, 'a brand new password')).status).toBe(200);
  });

  it('a role change ends that user’s sessions and takes effect; a rename keeps them', async () => {
    const person = await added();
    expect((await api.patch(`/api/staff-users/${person.id}`, { name: 'Renamed' }, as(admin))).status).toBe(
      200,
    );
    expect(await works(person.token)).toBe(true);
    const promoted = await api.patch(`/api/staff-users/${person.id}`, { role: 'admin' }, as(admin));
    expect(promoted.body.data).toMatchObject({ role: 'admin', name: 'Renamed' });
    expect(await works(person.token)).toBe(false);
    const token = (await login(person.email, person.password)).body.token;
    expect((await api.get('/api/staff-users', { token })).status).toBe(200);
  });

  it('removes an account: its token ends and it can no longer sign in', async () => {
    const person = await added();
    const reply = await api.delete(`/api/staff-users/${person.id}`, undefined, as(admin));
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe('Account removed');
    expect(await works(person.token)).toBe(false);
    expect((await login(person.email, person.password)).status).toBe(401);
    expect((await api.delete(`/api/staff-users/${person.id}`, undefined, as(admin))).status).toBe(404);
  });

  it('refuses to remove your own account, to leave no admin, and unknown or bad ids', async () => {
    const me = (await api.get('/api/staff-users', as(admin))).body.data.find(
      (row: { email: string }) => row.email === admin.email,
    );
    const own = await api.delete(`/api/staff-users/${me.id}`, undefined, as(admin));
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe(OWN_ACCOUNT_MESSAGE);
    const admins = (await api.get('/api/staff-users', as(admin))).body.data.filter(
      (row: { role: string }) => row.role === 'admin',
    );
    // Demote every admin but this one, then this one: the last demotion is refused.
    for (const other of admins.filter((row: { id: string }) => row.id !== me.id)) {
      expect((await api.patch(`/api/staff-users/${other.id}`, { role: 'staff' }, as(admin))).status).toBe(
        200,
      );
    }
    const last = await api.patch(`/api/staff-users/${me.id}`, { role: 'staff' }, as(admin));
    expect(last.status).toBe(409);
    expect(last.body.msg).toBe(LAST_ADMIN_MESSAGE);
    for (const id of [crypto.randomUUID(), 'nope', '1 or 1=1']) {
      expect(
        (await api.patch(`/api/staff-users/${encodeURIComponent(id)}`, { name: 'X' }, as(admin))).status,
      ).toBe(404);
    }
    expect((await api.patch(`/api/staff-users/${me.id}`, {}, as(admin))).status).toBe(400);
    expect((await api.patch(`/api/staff-users/${me.id}`, { role: 'root' }, as(admin))).status).toBe(400);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const first = await added('admin');
    const second = await added('admin');
    await server.db
      .knex('users')
      .whereNot({ id: first.id })
      .whereNot({ id: second.id })
      .andWhere({ role: 'admin' })
      .update({ role: 'staff' });
    const replies = await Promise.all([
      api.patch(`/api/staff-users/${second.id}`, { role: 'staff' }, as(first)),
      api.patch(`/api/staff-users/${first.id}`, { role: 'staff' }, as(second)),
    ]);
    // The loser is refused as the last admin (409), or, if the winner went first, its session is over (401).
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const left = await server.db.knex('users').where({ role: 'admin' });
    expect(left).toHaveLength(1);
  });
});

describe('roles by branch (issue 29 items 4 and 5)', () => {
  // An admin of its own: the tests above demote theirs.
  let boss: Staff;
  beforeAll(async () => {
    boss = await signedIn(server.db.knex, api, 'admin', 'Branch Admin');
  });

  it('adds a manager limited to Makati, lists her branches, and a limited manager gets no admin screen', async () => {
    const account = { ...newAccount('manager'), branches: ['makati'] };
    const reply = await api.post('/api/staff-users', account, as(boss));
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ role: 'manager', branches: ['makati'] });
    const token = (await login(account.email, account.password)).body.token as string;
    expect((await api.get('/api/staff-users', { token })).status).toBe(403);
    const listed = (await api.get('/api/staff-users', as(boss))).body.data.find(
      (row: { email: string }) => row.email === account.email,
    );
    expect(listed.branches).toEqual(['makati']);
    expect((await api.get('/api/auth/me', { token })).body.user).toMatchObject({ branches: ['makati'] });
  });

  it('refuses branches the clinic does not have, naming the field; "all" is an empty list', async () => {
    for (const [branches, message] of [
      [['makati', 'cebu'], /^branches: .*cebu/],
      ['makati', /^branches: /],
      [[7], /^branches: /],
    ] as const) {
      const reply = await api.post('/api/staff-users', { ...newAccount(), branches }, as(boss));
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
    const all = await api.post('/api/staff-users', { ...newAccount(), branches: [] }, as(boss));
    expect(all.body.data.branches).toEqual([]);
  });

  it('a change of branches ends that user’s sessions, as a role change does', async () => {
    const account = newAccount();
    const { id } = (await api.post('/api/staff-users', account, as(boss))).body.data;
    const token = (await login(account.email, account.password)).body.token as string;
    const bad = await api.patch(`/api/staff-users/${id}`, { branches: ['nowhere'] }, as(boss));
    expect(bad.status).toBe(400);
    expect(await works(token)).toBe(true);
    const limited = await api.patch(
      `/api/staff-users/${id}`,
      { branches: ['las-pinas', 'makati'] },
      as(boss),
    );
    expect(limited.status).toBe(200);
    expect(limited.body.data.branches).toEqual(['las-pinas', 'makati']);
    expect(await works(token)).toBe(false);
  });
});
