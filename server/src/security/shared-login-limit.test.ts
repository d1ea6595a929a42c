import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../soak/second-instance';
import { type Client, client } from '../test/http';
import { usingPostgres } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { saveUser } from '../users/users';

/** Brute force spread over two server instances still meets the limit: attempts count in the database. */
let first: TestServer;
let second: SecondInstance;
let a: Client;
let b: Client;

beforeAll(async () => {
  first = await startTestServer();
  second = await startSecondInstance(first);
  if (!usingPostgres())
    console.log('shared login limit: PGlite run, both instances share one embedded database');
  a = client(first.url);
  b = client(second.url);
  await saveUser(first.db.knex, {
    email: 'lia@tbl-clinic.ph',
    name: 'Lia',
    role: 'admin',
    password: 'lia-real-pass',
  });
});

afterAll(async () => {
  await second.close();
  await first.close();
});

describe('login limit across two instances', () => {
  it('answers 429 with Retry-After on both once 10 failures are spread over them', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const api = attempt % 2 === 0 ? a : b;
      const reply = await api.post('/api/auth/login', {
        email: 'lia@tbl-clinic.ph',
        password: `guess-${attempt}`,
      });
      expect(reply.status, `attempt ${attempt}`).toBe(401);
    }
    for (const api of [a, b]) {
      const limited = await api.post('/api/auth/login', {
        email: 'lia@tbl-clinic.ph',
        password: 'lia-real-pass',
      });
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toBeTruthy();
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('holds under a concurrent burst split over both instances: at most 10 guesses are checked', async () => {
    const email = 'burst@tbl-clinic.ph';
    await saveUser(first.db.knex, { email, name: 'Burst', role: 'staff', password: 'burst-real-pass' });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 ? a : b).post('/api/auth/login', { email, password: `guess-${index}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});
