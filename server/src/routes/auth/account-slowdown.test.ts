import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SLOWED_MESSAGE } from '../../../../domain/staff-roles';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';
import { saveUser } from '../../users/users';

/** Speaks from many addresses through the proxy header, as the login-limits test does. */
let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), TRUST_PROXY: '1' });
  api = client(server.url);
  for (const name of ['rita', 'nina']) {
    await saveUser(server.db.knex, {
      email: `${name}@tbl-clinic.ph`,
      name,
      role: 'admin',
      password: 'the right one',
    });
  }
});

afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string, ip: string) =>
  api.post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': ip } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per-account slow-down', () => {
  it('spaces out an account guessed from many addresses, without locking its owner out', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login('rita@tbl-clinic.ph', 'wrong', `198.18.0.${attempt}`)).status).toBe(401);
    }
    const slowed = await login('rita@tbl-clinic.ph', 'wrong', '198.18.1.1');
    expect(slowed.status).toBe(429);
    expect(slowed.body.msg).toBe(ACCOUNT_SLOWED_MESSAGE);
    expect(Number(slowed.headers.get('retry-after'))).toBe(1);
    // The right password waits too, or the slow-down would tell a guesser when it has it.
    expect((await login('rita@tbl-clinic.ph', 'the right one', '198.18.1.2')).status).toBe(429);

    // Another account is never held up by this one, even from the same address.
    expect((await login('nina@tbl-clinic.ph', 'the right one', '198.18.0.1')).status).toBe(200);

    // The owner, from a new place, gets in once the short wait is over.
    await sleep(1_100);
    const owner = await login('rita@tbl-clinic.ph', 'the right one', '100.64.9.9');
    expect(owner.status).toBe(200);
  });

  it('never asks for more than 60 seconds between attempts', async () => {
    const rows = Array.from({ length: 200 }, (_, index) => ({
      email: 'nina@tbl-clinic.ph',
      ip: `198.19.${Math.floor(index / 250)}.${index % 250}`,
      attempted_at: server.db.knex.raw("now() - interval '30 minutes' + make_interval(secs => ?)", [index]),
    }));
    await server.db.knex('login_attempts').insert(rows);
    await login('nina@tbl-clinic.ph', 'wrong', '198.20.0.1').then((reply) => expect(reply.status).toBe(401));
    const slowed = await login('nina@tbl-clinic.ph', 'the right one', '198.20.0.2');
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    await server.db
      .knex('login_attempts')
      .where({ email: 'nina@tbl-clinic.ph' })
      .update({ attempted_at: server.db.knex.raw("attempted_at - interval '61 seconds'") });
    expect((await login('nina@tbl-clinic.ph', 'the right one', '198.20.0.3')).status).toBe(200);
  });
});
