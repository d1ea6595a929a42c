import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../test/capacity';
import { bookingBody, consultationBody, signedIn } from '../test/factories';
import { postFrom } from '../test/from-address';
import { client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { TOO_MANY_FOR_RECIPIENT, TOO_MANY_FROM_ADDRESS } from './public-write-guard';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: '10/10m' });
});

afterAll(async () => {
  await server.close();
});

/** Each test is its own client: a loopback address of its own. */
let nextHost = 1;
const newClient = () => {
  nextHost += 1;
  return `127.0.0.${nextHost}`;
};
const stranger = () => `stranger-${crypto.randomBytes(4).toString('hex')}@example.com`;
const key = (): Record<string, string> => ({ 'Idempotency-Key': crypto.randomUUID() });
const book = (from: string, email = stranger(), headers = key()) =>
  postFrom(from, `${server.url}/api/bookings`, bookingBody({ bookingData: { email } }), headers);
const consult = (from: string, email = stranger()) =>
  postFrom(from, `${server.url}/api/online-consultations`, consultationBody({ email }), key());

describe('PUBLIC_WRITE_LIMIT: 10 public writes per client address in 10 minutes', () => {
  it('takes 10 bookings and consultations together, then answers 429 with Retry-After and a message', async () => {
    const from = newClient();
    for (let index = 0; index < 6; index += 1) expect((await book(from)).status).toBe(201);
    for (let index = 0; index < 4; index += 1) expect((await consult(from)).status).toBe(201);
    for (const refused of [await book(from), await consult(from)]) {
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe(TOO_MANY_FROM_ADDRESS);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect((await book(newClient())).status).toBe(201);
  });

  it('lets exactly 10 of 20 concurrent bookings from one address through', async () => {
    const from = newClient();
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(from)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const emails = replies
      .filter((reply) => reply.status === 201)
      .map((reply) => reply.body.booking.bookingData.email);
    expect(Number((await server.db.knex('bookings').whereIn('email', emails).count({ n: '*' }))[0]?.n)).toBe(
      10,
    );
  });

  it('counts only writes that happen: refused bodies and replays of a stored key take nothing', async () => {
    const from = newClient();
    const first = key();
    const body = bookingBody({ bookingData: { email: stranger() } });
    const url = `${server.url}/api/bookings`;
    expect((await postFrom(from, url, body, first)).status).toBe(201);
    for (let index = 0; index < 12; index += 1) {
      const invalid = await postFrom(from, url, bookingBody({ bookingData: { age: 3 } }), key());
      expect(invalid.status).toBe(400);
      const replay = await postFrom(from, url, body, first);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    for (let index = 0; index < 9; index += 1) expect((await book(from)).status).toBe(201);
    expect((await book(from)).status).toBe(429);
  });

  it('gives the count back when the write fails: 12 bookings for a full place (409) take nothing', async () => {
    const from = newClient();
    await setCapacity(server.db.knex, 'makati', 0);
    try {
      for (let index = 0; index < 12; index += 1) {
        const full = await book(from);
        expect(full.status).toBe(409);
        expect(full.body.alternatives).toBeDefined();
      }
    } finally {
      await setCapacity(server.db.knex, 'makati', 4);
    }
    for (let index = 0; index < 10; index += 1) expect((await book(from)).status).toBe(201);
    expect((await book(from)).status).toBe(429);
  });

  it('does not limit a write signed in as staff', async () => {
    const from = newClient();
    const staff = await signedIn(server.db.knex, client(server.url));
    for (let index = 0; index < 10; index += 1) expect((await book(from)).status).toBe(201);
    expect((await book(from)).status).toBe(429);
    const asStaff = await book(from, stranger(), { ...key(), authorization: `Bearer ${staff.token}` });
    expect(asStaff.status).toBe(201);
    const forged = await book(from, stranger(), { ...key(), authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(429);
  });
});

describe('at most 5 confirmations per recipient address in 24 hours', () => {
  it('takes 5 for one e-mail from any addresses, then 429 with Retry-After, +tags and case included', async () => {
    const email = stranger();
    for (let index = 0; index < 3; index += 1) expect((await book(newClient(), email)).status).toBe(201);
    for (let index = 0; index < 2; index += 1) expect((await consult(newClient(), email)).status).toBe(201);
    const [local, domain] = email.split('@');
    for (const variant of [email, `${local}+again@${domain}`, email.toUpperCase()]) {
      const refused = await book(newClient(), variant);
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe(TOO_MANY_FOR_RECIPIENT);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(86_000);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    }
    expect(
      Number(
        (await server.db.knex('email_outbox').whereILike('to_address', `${local}%`).count({ n: '*' }))[0]?.n,
      ),
    ).toBe(5);
  });

  it('gives the address its count back when the recipient is refused', async () => {
    const email = stranger();
    for (let index = 0; index < 5; index += 1) expect((await book(newClient(), email)).status).toBe(201);
    const from = newClient();
    for (let index = 0; index < 4; index += 1) expect((await book(from, email)).status).toBe(429);
    for (let index = 0; index < 10; index += 1) expect((await book(from)).status).toBe(201);
  });

  it('lets exactly 5 of 12 concurrent bookings to one recipient through', async () => {
    const email = stranger();
    const replies = await Promise.all(Array.from({ length: 12 }, () => book(newClient(), email)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(7);
  });
});

describe('PUBLIC_WRITE_LIMIT=off', () => {
  it('lifts both limits: 30 bookings from one address to one recipient all go through', async () => {
    const unlimited = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
    try {
      const email = stranger();
      for (let index = 0; index < 30; index += 1) {
        const reply = await postFrom(
          '127.0.0.1',
          `${unlimited.url}/api/bookings`,
          bookingBody({ bookingData: { email } }),
          key(),
        );
        expect(reply.status).toBe(201);
      }
    } finally {
      await unlimited.close();
    }
  });
});
