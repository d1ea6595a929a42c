import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { requestHash } from '../../idempotency/idempotency';
import { bookingBody, consultationBody } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const count = async (table: string, where: Record<string, unknown>) =>
  Number((await server.db.knex(table).where(where).count({ n: '*' }))[0]?.n);

describe('a replay is a replay: the key is looked up before the body is validated', () => {
  it('answers a retry with the first answer although its date has passed since', async () => {
    const key = crypto.randomUUID();
    const first = await api.post('/api/bookings', bookingBody(), withKey(key));
    expect(first.status).toBe(201);
    // The visit was booked for a day that has now passed: the same request, sent again today.
    const yesterday = addDays(manilaDate(), -1);
    const retried = bookingBody({
      bookingData: { ...first.body.booking.bookingData, date: yesterday },
    });
    expect((await api.post('/api/bookings', retried, withKey(crypto.randomUUID()))).status).toBe(400);
    await server.db
      .knex('idempotency_keys')
      .where({ key })
      .update({ request_hash: requestHash(retried) });

    const again = await api.post('/api/bookings', retried, withKey(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('bookings', { idempotency_key: key })).toBe(1);
  });

  it('answers a consultation retry before checking its body, and 422 for another body', async () => {
    const key = crypto.randomUUID();
    const body = consultationBody();
    const first = await api.post('/api/online-consultations', body, withKey(key));
    expect(first.status).toBe(201);
    await server.db
      .knex('idempotency_keys')
      .where({ key })
      .update({ request_hash: requestHash({ ...body, age: 3 }) });
    const again = await api.post('/api/online-consultations', { ...body, age: 3 }, withKey(key));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const different = await api.post('/api/online-consultations', { ...body, age: 4 }, withKey(key));
    expect(different.status).toBe(422);
  });
});

describe('Idempotency-Key as the IETF draft writes it', () => {
  it('takes a quoted key as the same key as the bare one', async () => {
    const key = crypto.randomUUID();
    const body = bookingBody();
    const quoted = await api.post('/api/bookings', body, withKey(`"${key}"`));
    expect(quoted.status).toBe(201);
    const bare = await api.post('/api/bookings', body, withKey(key));
    expect(bare.status).toBe(201);
    expect(bare.headers.get('idempotent-replayed')).toBe('true');
    expect(bare.body).toEqual(quoted.body);
    expect(await count('bookings', { idempotency_key: key })).toBe(1);
    const quotedAgain = await api.post('/api/bookings', body, withKey(`"${key}"`));
    expect(quotedAgain.body).toEqual(quoted.body);
    expect((await api.post('/api/bookings', body, withKey('"short"'))).status).toBe(400);
  });

  it('tells a duplicate sent while the first is still in flight to retry: 409 with Retry-After', async () => {
    const key = crypto.randomUUID();
    const body = bookingBody();
    // Hold the first request inside the server: the table is locked against reads until released.
    const holder = await server.db.knex.transaction();
    let firstReply: Promise<Awaited<ReturnType<Client['post']>>> | undefined;
    try {
      await holder.raw('lock table idempotency_keys in access exclusive mode');
      firstReply = api.post('/api/bookings', body, withKey(key));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const duplicate = await api.post('/api/bookings', body, withKey(key));
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error).toBe('idempotency_in_progress');
      expect(duplicate.body.msg).toMatch(/still being processed/);
      expect(duplicate.headers.get('retry-after')).toBe('2');
    } finally {
      await holder.commit();
    }
    const first = await firstReply;
    expect(first?.status).toBe(201);
    const retried = await api.post('/api/bookings', body, withKey(key));
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first?.body);
    expect(await count('bookings', { idempotency_key: key })).toBe(1);
  });
});
