import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';
import { saveUser } from '../../users/users';

/**
 * Behind one trusted proxy (TRUST_PROXY=1) the client address comes from X-Forwarded-For (the last
 * hop, the one our proxy adds), which lets one test speak from several addresses.
 */
let server: TestServer;
let api: Client;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), TRUST_PROXY: '1' });
  api = client(server.url);
  await saveUser(server.db.knex, {
    email: 'joy@tbl-clinic.ph',
    name: 'Joy',
    role: 'staff',
    password: 'the right one',
  });
});

afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string, ip: string) =>
  api.post('/api/auth/login', { email, password }, from(ip));

describe('login attempt limits', () => {
  it('allows 10 failures for one account from one address, then answers 429 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login('joy@tbl-clinic.ph', `wrong-${attempt}`, '203.0.113.7')).status).toBe(401);
    }
    const limited = await login('joy@tbl-clinic.ph', 'wrong-11', '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe('Too many attempts. Try again later.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: otherwise the limit would only slow a guesser down.
    expect((await login('joy@tbl-clinic.ph', 'the right one', '203.0.113.7')).status).toBe(429);
  });

  it('does not lock the real staff member out from her own address', async () => {
    const reply = await login('joy@tbl-clinic.ph', 'the right one', '198.51.100.20');
    expect(reply.status).toBe(200);
    expect(reply.body.user.email).toBe('joy@tbl-clinic.ph');
  });

  it('forgives earlier failures once the password is right', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login('joy@tbl-clinic.ph', 'wrong', '198.51.100.30')).status).toBe(401);
    }
    expect((await login('joy@tbl-clinic.ph', 'the right one', '198.51.100.30')).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login('joy@tbl-clinic.ph', 'wrong', '198.51.100.30')).status).toBe(401);
    }
  });

  it('limits one address spraying many accounts to 50 failures', async () => {
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      expect((await login(`guess${attempt}@tbl-clinic.ph`, 'x', '192.0.2.99')).status).toBe(401);
    }
    const limited = await login('someone-new@tbl-clinic.ph', 'x', '192.0.2.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts in the database, so every server instance sees the same attempts', async () => {
    const rows = await server.db.knex('login_attempts').where({ ip: '203.0.113.7' }).count({ n: '*' });
    expect(Number(rows[0]?.n)).toBe(10);
  });
});
