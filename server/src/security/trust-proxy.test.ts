import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { saveUser } from '../users/users';

/**
 * Proxy headers are trusted only when TRUST_PROXY says how many proxies stand in front. The README's
 * `docker run` has NODE_ENV=production and no proxy: a client that sends its own X-Forwarded-For
 * must not get a fresh login allowance with every made-up address.
 */
let bare: TestServer;
let behindTwo: TestServer;

beforeAll(async () => {
  bare = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(40) });
  behindTwo = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(40), TRUST_PROXY: '2' });
  for (const server of [bare, behindTwo]) {
    await saveUser(server.db.knex, {
      email: 'joy@tbl-clinic.ph',
      name: 'Joy',
      role: 'staff',
      password: 'the right one',
    });
  }
});

afterAll(async () => {
  await bare?.close();
  await behindTwo?.close();
});

/** 11 wrong passwords, each with the X-Forwarded-For that `forwardedFor(attempt)` makes up. */
async function guess(server: TestServer, forwardedFor: (attempt: number) => string): Promise<number[]> {
  const api = client(server.url);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    const reply = await api.post(
      '/api/auth/login',
      { email: 'joy@tbl-clinic.ph', password: `wrong-${attempt}` },
      { headers: { 'x-forwarded-for': forwardedFor(attempt) } },
    );
    statuses.push(reply.status);
  }
  return statuses;
}

describe('proxy headers', () => {
  it('are ignored in production without TRUST_PROXY: a forged X-Forwarded-For does not reset the limit', async () => {
    const statuses = await guess(bare, (attempt) => `198.51.100.${attempt}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with TRUST_PROXY=2, the address the outer proxy appended counts, not what the client wrote', async () => {
    const statuses = await guess(behindTwo, (attempt) => `192.0.2.${attempt}, 203.0.113.50, 10.0.0.2`);
    expect(statuses.at(-1)).toBe(429);
  });
});
