import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger';
import { createOutboxWorker, type OutboxWorker } from '../../mail/outbox-worker';
import { createMailTransport, type MailTransport } from '../../mail/transport';
import { cleanUp } from '../../maintenance/cleanup';
import { manageKeyOf } from '../../secrets';
import { bookingBody, consultationBody } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startSmtpSink } from '../../test/smtp-sink';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: MailTransport;
let outbox: OutboxWorker;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url });
  api = client(server.url);
  transport = createMailTransport(server.config);
  outbox = createOutboxWorker({
    db: server.db.knex,
    config: server.config,
    logger: silentLogger,
    transport,
    manageKey: manageKeyOf(server.context.secrets),
    catalogue: server.context.catalogue,
  });
});

afterAll(async () => {
  transport.close();
  await server.close();
  await sink.close();
});

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const newKey = () => crypto.randomUUID();
const count = async (table: string, where: Record<string, unknown>) =>
  Number((await server.db.knex(table).where(where).count({ n: '*' }))[0]?.n);

describe('Idempotency-Key on POST /api/bookings', () => {
  it('answers a replay with the first status and body, and books once', async () => {
    const key = newKey();
    const body = bookingBody();
    const first = await api.post('/api/bookings', body, withKey(key));
    const again = await api.post('/api/bookings', body, withKey(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('bookings', { idempotency_key: key })).toBe(1);
    expect(await count('email_outbox', { booking_id: first.body.booking.id })).toBe(1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const key = newKey();
    const body = bookingBody();
    const reordered = {
      totalPrice: body.totalPrice,
      cartItems: body.cartItems,
      bookingData: { ...body.bookingData },
    };
    expect((await api.post('/api/bookings', body, withKey(key))).status).toBe(201);
    expect((await api.post('/api/bookings', reordered, withKey(key))).status).toBe(201);
    expect(await count('bookings', { idempotency_key: key })).toBe(1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const key = newKey();
    await api.post('/api/bookings', bookingBody(), withKey(key));
    const other = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { customerName: 'Someone Else' } }),
      withKey(key),
    );
    expect(other.status).toBe(422);
    expect(other.body.msg).toMatch(/already used/);
  });

  it('refuses keys that are too short, too long or of an unsafe alphabet with 400', async () => {
    for (const key of [
      'short',
      'k'.repeat(201),
      'has spaces in it',
      'semi;colon;key',
      'quote"key"12',
      'slash/key/1234',
    ]) {
      const reply = await api.post('/api/bookings', bookingBody(), withKey(key));
      expect(reply.status, key).toBe(400);
      expect(reply.body.msg).toMatch(/Idempotency-Key/);
    }
  });

  it('stores nothing for a refused request, so the fixed request may reuse the key', async () => {
    const key = newKey();
    const refused = await api.post('/api/bookings', bookingBody({ bookingData: { age: 12 } }), withKey(key));
    expect(refused.status).toBe(400);
    const fixed = await api.post('/api/bookings', bookingBody(), withKey(key));
    expect(fixed.status).toBe(201);
  });

  it('makes one booking and one e-mail from 20 concurrent replays of one key', async () => {
    const key = newKey();
    const body = bookingBody({ bookingData: { email: 'race@example.com' } });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/bookings', body, withKey(key))),
    );
    const first = replies.find((reply) => reply.status === 201 && !reply.headers.get('idempotent-replayed'));
    // A duplicate that arrives while the first is still being answered is told to retry (IETF draft).
    for (const reply of replies) {
      if (reply.status === 409) {
        expect(reply.body.error).toBe('idempotency_in_progress');
        expect(reply.headers.get('retry-after')).toBe('2');
      } else {
        expect(reply.status).toBe(201);
        expect(reply.body).toEqual(first?.body);
      }
    }
    expect(
      replies.filter((reply) => reply.status === 201 && !reply.headers.get('idempotent-replayed')),
    ).toHaveLength(1);
    const retried = await api.post('/api/bookings', body, withKey(key));
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first?.body);
    expect(await count('bookings', { idempotency_key: key })).toBe(1);
    const bookingId = first?.body.booking.id;
    expect(await count('email_outbox', { booking_id: bookingId })).toBe(1);
    await outbox.runOnce();
    expect(sink.received.filter((mail) => mail.to.includes('race@example.com'))).toHaveLength(1);
  });

  // PGlite has a single connection: while one transaction holds it no other can even begin, so a
  // duplicate simply queues behind the first and "still in progress" cannot arise there.
  it.runIf(usingPostgres())(
    'tells a duplicate to retry with 409 when the first holds the key too long',
    async () => {
      const key = newKey();
      const body = bookingBody();
      const holder = await server.db.knex.transaction();
      try {
        await holder('idempotency_keys').insert({
          scope: 'bookings',
          key,
          request_hash: 'x',
          response_status: 0,
          response_body: '{}',
        });
        const reply = await api.post('/api/bookings', body, withKey(key));
        expect(reply.status).toBe(409);
        expect(reply.body.error).toBe('idempotency_in_progress');
        expect(reply.headers.get('retry-after')).toBe('2');
      } finally {
        await holder.rollback();
      }
      expect((await api.post('/api/bookings', body, withKey(key))).status).toBe(201);
    },
  );

  it('keeps keys 7 days, then a clean-up removes them', async () => {
    const key = newKey();
    await api.post('/api/bookings', bookingBody(), withKey(key));
    await server.db
      .knex('idempotency_keys')
      .where({ key })
      .update({ created_at: server.db.knex.raw("now() - interval '6 days'") });
    await cleanUp(server.db.knex);
    expect(await count('idempotency_keys', { key })).toBe(1);
    await server.db
      .knex('idempotency_keys')
      .where({ key })
      .update({ created_at: server.db.knex.raw("now() - interval '8 days'") });
    await cleanUp(server.db.knex);
    expect(await count('idempotency_keys', { key })).toBe(0);
  });
});

describe('Idempotency-Key on POST /api/online-consultations', () => {
  it('replays the first answer and refuses a different body under the same key', async () => {
    const key = newKey();
    const body = consultationBody();
    const first = await api.post('/api/online-consultations', body, withKey(key));
    const again = await api.post('/api/online-consultations', body, withKey(key));
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('online_consultations', { idempotency_key: key })).toBe(1);
    const other = await api.post('/api/online-consultations', consultationBody({ age: 40 }), withKey(key));
    expect(other.status).toBe(422);
  });

  it('refuses a key already used on the other endpoint with 422, in either order', async () => {
    const key = newKey();
    expect((await api.post('/api/bookings', bookingBody(), withKey(key))).status).toBe(201);
    const reused = await api.post('/api/online-consultations', consultationBody(), withKey(key));
    expect(reused.status).toBe(422);
    expect(reused.body.msg).toMatch(/another endpoint/);
    expect(await count('online_consultations', { idempotency_key: key })).toBe(0);

    const other = newKey();
    expect((await api.post('/api/online-consultations', consultationBody(), withKey(other))).status).toBe(
      201,
    );
    expect((await api.post('/api/bookings', bookingBody(), withKey(other))).status).toBe(422);
    expect(await count('bookings', { idempotency_key: other })).toBe(0);
  });

  it('makes one consultation from 20 concurrent replays', async () => {
    const key = newKey();
    const body = consultationBody();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/online-consultations', body, withKey(key))),
    );
    const answered = replies.filter((reply) => reply.status === 201);
    expect(answered.length + replies.filter((reply) => reply.status === 409).length).toBe(20);
    expect(new Set(answered.map((reply) => reply.body.bookingNumber)).size).toBe(1);
    expect(await count('online_consultations', { idempotency_key: key })).toBe(1);
  });
});
