import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../../../offline/db';
import { drainOutbox } from '../../../offline/outbox/drain-outbox';
import { countWaiting } from '../../../offline/outbox/outbox-store';
import { bookingIdOf, queueDeskPayment, queueDeskStatus } from './counter-queue';

/** A real HTTP server answering each request with the next scripted reply, recording what came. */
let server: http.Server;
let baseUrl: string;
let script: Array<{ status: number; body: unknown }> = [];
let received: Array<{ method?: string; url?: string; key?: string; auth?: string; body: unknown }> = [];
let db: ClinicDatabase;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        key: request.headers['idempotency-key'] as string | undefined,
        auth: request.headers.authorization,
        body: JSON.parse(text),
      });
      const next = script.shift() ?? { status: 200, body: { ok: true } };
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  db = new ClinicDatabase(`counter-queue-${Math.random()}`);
  script = [];
  received = [];
});

afterEach(async () => {
  await db.delete();
});

const drain = () => drainOutbox(db, { baseUrl, force: true, staffToken: () => 'desk.token' });
const cash = { id: '0b7d7c1e-8a54-4c1b-9f4e-2f1a3c5d6e70', method: 'cash' as const, amount: 1500 };

describe('the counter offline (issue 29 item 6)', () => {
  it('queues a cash payment once under its entry id, with a line the desk can read', async () => {
    await queueDeskPayment(db, 'b-1', cash, 'Ana Cruz', 1000);
    await queueDeskPayment(db, 'b-1', cash, 'Ana Cruz', 2000);
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: cash.id,
      kind: 'desk-payment',
      url: '/api/bookings/b-1/payments',
      body: cash,
      status: 'queued',
      summary: 'Cash ₱1,500 for Ana Cruz',
    });
    expect(bookingIdOf(items[0] as never)).toBe('b-1');
    // The desk's own: never counted among the shop's waiting submissions.
    expect(await countWaiting(db)).toBe(0);
  });

  it('queues an arrival once however often it is tapped, as a PATCH of the status', async () => {
    const first = await queueDeskStatus(db, 'b-1', { status: 'arrived', updatedBy: 'Mika' }, 'Ana Cruz');
    const again = await queueDeskStatus(db, 'b-1', { status: 'arrived', updatedBy: 'Mika' }, 'Ana Cruz');
    expect(again).toBe(first);
    const item = await db.outbox.get(first);
    expect(item).toMatchObject({
      kind: 'desk-status',
      method: 'PATCH',
      url: '/api/bookings/b-1/status',
      body: { status: 'arrived', updatedBy: 'Mika' },
      summary: 'Arrived for Ana Cruz',
    });
  });

  it('sends both with the desk token when the line is back, exactly once, arrival first', async () => {
    await queueDeskStatus(db, 'b-1', { status: 'arrived', updatedBy: 'Mika' }, 'Ana Cruz', 1000);
    await queueDeskPayment(db, 'b-1', cash, 'Ana Cruz', 2000);
    expect(await drainOutbox(db, { baseUrl, force: true, staffToken: () => null })).toMatchObject({
      delivered: 0,
    });
    expect(received).toEqual([]);
    expect((await drain()).delivered).toBe(2);
    expect((await drain()).delivered).toBe(0);
    expect(received.map(({ method, url, auth }) => ({ method, url, auth }))).toEqual([
      { method: 'PATCH', url: '/api/bookings/b-1/status', auth: 'Bearer desk.token' },
      { method: 'POST', url: '/api/bookings/b-1/payments', auth: 'Bearer desk.token' },
    ]);
    expect(received[1]).toMatchObject({ key: cash.id, body: cash });
  });

  it('keeps a payment the server refuses on replay, with the server’s words, never dropped', async () => {
    await queueDeskPayment(db, 'b-1', cash, 'Ana Cruz');
    script = [{ status: 400, body: { msg: 'That is more than the ₱500 still due.', field: 'amount' } }];
    expect((await drain()).rejected).toBe(1);
    expect(await db.outbox.get(cash.id)).toMatchObject({
      status: 'rejected',
      lastError: 'That is more than the ₱500 still due.',
      summary: 'Cash ₱1,500 for Ana Cruz',
    });
    expect((await drain()).rejected).toBe(0);
    expect(received).toHaveLength(1);
  });
});
