import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../db';
import { drainOutbox } from './drain-outbox';
import { claimDueItems, countWaiting, LEASE_MS, newOutboxItem } from './outbox-store';

interface Scripted {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Drop the connection instead of answering, like a phone losing signal mid-request. */
  hangUp?: boolean;
}

/** A real HTTP server that answers each request with the next scripted reply and records what came. */
let server: http.Server;
let baseUrl: string;
let script: Scripted[] = [];
let received: Array<{ key: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({
        key: request.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(text),
      });
      const next = script.shift() ?? { status: 201, body: { ok: true } };
      if (next.hangUp) {
        request.socket.destroy();
        return;
      }
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      response.end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let db: ClinicDatabase;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  db = new ClinicDatabase(`outbox-test-${Math.random()}`);
  clock = 1_000_000;
  script = [];
  received = [];
});

afterEach(async () => {
  await db.delete();
});

async function enqueue(id = 'key-0001-aaaa') {
  await db.outbox.add(
    newOutboxItem({ id, kind: 'booking', url: '/api/bookings', body: { name: 'Ana' } }, clock),
  );
}

const drain = () => drainOutbox(db, { baseUrl, now });

describe('draining the outbox', () => {
  it('delivers a queued item once and keeps the server answer', async () => {
    await enqueue();
    script = [{ status: 201, body: { booking: { bookingData: { bookingNumber: 'TBL00000042' } } } }];
    expect(await drain()).toEqual({ delivered: 1, rejected: 0, retrying: 0 });
    const item = await db.outbox.get('key-0001-aaaa');
    expect(item?.status).toBe('delivered');
    expect(item?.response).toEqual({ booking: { bookingData: { bookingNumber: 'TBL00000042' } } });
    expect(received).toEqual([{ key: 'key-0001-aaaa', body: { name: 'Ana' } }]);
    expect(await drain()).toEqual({ delivered: 0, rejected: 0, retrying: 0 });
    expect(received).toHaveLength(1);
  });

  it('keeps the item queued through 5xx, 408, 429 and 401, with the same idempotency key each time', async () => {
    await enqueue();
    script = [
      { status: 503, body: { msg: 'down' } },
      { status: 408 },
      { status: 429, body: { msg: 'slow down' }, headers: { 'retry-after': '120' } },
      { status: 401, body: { msg: 'no' } },
      { status: 201, body: { ok: true } },
    ];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await drain()).retrying).toBe(1);
      const item = await db.outbox.get('key-0001-aaaa');
      expect(item?.status).toBe('queued');
      expect(item?.attempts).toBe(attempt);
      expect(item?.nextAttemptAt).toBeGreaterThan(clock);
      if (attempt === 3) expect(item?.nextAttemptAt).toBeGreaterThanOrEqual(clock + 120_000);
      expect(await drain()).toEqual({ delivered: 0, rejected: 0, retrying: 0 });
      clock = item?.nextAttemptAt ?? clock;
    }
    expect((await drain()).delivered).toBe(1);
    expect(new Set(received.map((request) => request.key))).toEqual(new Set(['key-0001-aaaa']));
    expect(received).toHaveLength(5);
  });

  it('retries after the connection drops mid-request', async () => {
    await enqueue();
    script = [{ status: 0, hangUp: true }];
    expect((await drain()).retrying).toBe(1);
    expect((await db.outbox.get('key-0001-aaaa'))?.status).toBe('queued');
    expect(await countWaiting(db)).toBe(1);
  });

  it('rejects on a 4xx that judges the input and keeps the server message', async () => {
    for (const status of [400, 409, 422]) {
      const id = `key-${status}-bbbb`;
      await enqueue(id);
      script = [{ status, body: { msg: `Refused with ${status}` } }];
      expect((await drain()).rejected).toBe(1);
      const item = await db.outbox.get(id);
      expect(item?.status).toBe('rejected');
      expect(item?.lastError).toBe(`Refused with ${status}`);
    }
    expect(await countWaiting(db)).toBe(0);
  });

  it('retries a 409 that only says the same key is still being processed', async () => {
    await enqueue();
    script = [
      {
        status: 409,
        body: { msg: 'In progress', error: 'idempotency_in_progress' },
        headers: { 'retry-after': '1' },
      },
    ];
    expect((await drain()).retrying).toBe(1);
    expect((await db.outbox.get('key-0001-aaaa'))?.status).toBe('queued');
  });

  it('never lets two senders hold the same item, and frees an abandoned one when its lease ends', async () => {
    await enqueue();
    const first = await claimDueItems(db, clock);
    const second = await claimDueItems(db, clock + 1);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
    const afterLease = await claimDueItems(db, clock + LEASE_MS + 1);
    expect(afterLease.map((item) => item.id)).toEqual(['key-0001-aaaa']);
  });
});
