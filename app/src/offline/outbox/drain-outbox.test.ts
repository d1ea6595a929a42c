import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../db';
import { MAX_MAYBE_PASSING_ATTEMPTS } from './classify-response';
import { drainOutbox } from './drain-outbox';
import {
  claimDueItems,
  countWaiting,
  LEASE_MS,
  newOutboxItem,
  nextDueAt,
  renewLease,
  scheduleRetry,
  settleDelivered,
} from './outbox-store';

interface Scripted {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Drop the connection instead of answering, like a phone losing signal mid-request. */
  hangUp?: boolean;
  /** Never answer, like a request lost on one bar of signal. */
  silent?: boolean;
}

/** A real HTTP server that answers each request with the next scripted reply and records what came. */
let server: http.Server;
let baseUrl: string;
let script: Scripted[] = [];
let received: Array<{ key: string | undefined; body: unknown }> = [];
/** The Authorization header of each request, in order (undefined when none was sent). */
let authorizations: Array<string | undefined> = [];
/** The method of each request, in order. */
let methods: Array<string | undefined> = [];
const pending: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      authorizations.push(request.headers.authorization);
      methods.push(request.method);
      received.push({
        key: request.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(text),
      });
      const next = script.shift() ?? { status: 201, body: { ok: true } };
      if (next.hangUp) {
        request.socket.destroy();
        return;
      }
      if (next.silent) {
        pending.push(response);
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
  for (const response of pending) response.destroy();
  server.closeAllConnections();
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
  authorizations = [];
  methods = [];
});

afterEach(async () => {
  await db.delete();
});

async function enqueue(id = 'key-0001-aaaa') {
  await db.outbox.add(
    newOutboxItem({ id, kind: 'booking', url: '/api/bookings', body: { name: 'Ana' } }, clock),
  );
}

const drain = (options: { force?: boolean } = {}) => drainOutbox(db, { baseUrl, now, ...options });

describe('draining the outbox', () => {
  it('sends a health form as a PUT and keeps no copy of the answers once delivered', async () => {
    await db.outbox.add(
      newOutboxItem(
        {
          id: 'key-health-0001',
          kind: 'health-form',
          method: 'PUT',
          url: '/api/my-booking/t/intake',
          body: { answers: { pregnant: true } },
        },
        clock,
      ),
    );
    script = [{ status: 200, body: { data: { answers: { pregnant: { value: true } } } } }];
    expect((await drain()).delivered).toBe(1);
    expect(methods).toEqual(['PUT']);
    expect(received[0]?.body).toEqual({ answers: { pregnant: true } });
    const item = await db.outbox.get('key-health-0001');
    expect(item?.status).toBe('delivered');
    expect(item?.body).toBeNull();
    expect(item?.response).toBeUndefined();
  });

  it('sends a consent under its Idempotency-Key and keeps no copy of the drawn signature once delivered', async () => {
    const body = {
      action: 'sign',
      kind: 'photos',
      version: 2,
      signedName: 'Ana',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    };
    await db.outbox.add(
      newOutboxItem(
        { id: 'key-consent-0001', kind: 'consent', url: '/api/my-booking/t/consents', body },
        clock,
      ),
    );
    script = [{ status: 201, body: { data: { consents: [] } } }];
    expect((await drain()).delivered).toBe(1);
    expect(received).toEqual([{ key: 'key-consent-0001', body }]);
    const item = await db.outbox.get('key-consent-0001');
    expect(item?.status).toBe('delivered');
    expect(item?.body).toBeNull();
  });

  it('delivers a queued item once and keeps the server answer', async () => {
    await enqueue();
    script = [{ status: 201, body: { booking: { bookingData: { bookingNumber: 'TBL00000042' } } } }];
    expect(await drain()).toEqual({ delivered: 1, rejected: 0, conflicts: 0, retrying: 0 });
    const item = await db.outbox.get('key-0001-aaaa');
    expect(item?.status).toBe('delivered');
    expect(item?.response).toEqual({ booking: { bookingData: { bookingNumber: 'TBL00000042' } } });
    expect(received).toEqual([{ key: 'key-0001-aaaa', body: { name: 'Ana' } }]);
    expect(await drain()).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
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
      expect(await drain()).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
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

  it('keeps and shows, never loops, any other 4xx a retry cannot fix', async () => {
    const statuses = [400, 405, 410, 411, 413, 414, 415, 418, 431, 451];
    for (const status of statuses) {
      const id = `key-${status}-cccc`;
      await enqueue(id);
      script = [{ status, body: { msg: `No good (${status})` } }];
      expect((await drain()).rejected, String(status)).toBe(1);
      const item = await db.outbox.get(id);
      expect(item?.status).toBe('rejected');
      expect(item?.attempts).toBe(1);
      expect(item?.lastError).toBe(`No good (${status})`);
    }
    clock += 24 * 60 * 60_000;
    expect(await drain({ force: true })).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
    expect(received).toHaveLength(statuses.length);
  });

  it('tries a 404 or 401 (a deploy, a proxy) a few times, then keeps it as refused and says so', async () => {
    await enqueue();
    script = Array.from({ length: MAX_MAYBE_PASSING_ATTEMPTS }, (_, index) => ({
      status: index % 2 === 0 ? 404 : 401,
      body: { msg: 'No such API endpoint' },
    }));
    for (let attempt = 1; attempt < MAX_MAYBE_PASSING_ATTEMPTS; attempt += 1) {
      expect((await drain({ force: true })).retrying).toBe(1);
      expect((await db.outbox.get('key-0001-aaaa'))?.status).toBe('queued');
    }
    expect((await drain({ force: true })).rejected).toBe(1);
    const item = await db.outbox.get('key-0001-aaaa');
    expect(item?.status).toBe('rejected');
    expect(item?.lastError).toMatch(/did not take this after 5 tries \(404\)/);
    expect(await drain({ force: true })).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
    expect(received).toHaveLength(MAX_MAYBE_PASSING_ATTEMPTS);
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

  it('replays after a reload with the same idempotency key, so the server answers the first booking again', async () => {
    await enqueue();
    script = [{ status: 503, body: { msg: 'deploying' } }];
    await drain();
    // The tab is reloaded: a new connection to the same database finds the item and its key.
    db.close();
    const reopened = new ClinicDatabase(db.name);
    clock = (await reopened.outbox.get('key-0001-aaaa'))?.nextAttemptAt ?? clock;
    script = [{ status: 201, body: { booking: { bookingData: { bookingNumber: 'TBL00000042' } } } }];
    expect((await drainOutbox(reopened, { baseUrl, now })).delivered).toBe(1);
    expect(received.map((request) => request.key)).toEqual(['key-0001-aaaa', 'key-0001-aaaa']);
    expect(received[0]?.body).toEqual(received[1]?.body);
    db = reopened;
  });

  it('gives up on an attempt that gets no answer well inside the lease, and tries again later', async () => {
    await enqueue();
    script = [{ status: 0, silent: true }];
    const summary = await drainOutbox(db, { baseUrl, now, timeoutMs: 200 });
    expect(summary.retrying).toBe(1);
    const item = await db.outbox.get('key-0001-aaaa');
    expect(item).toMatchObject({ status: 'queued', lastError: 'No answer in time' });
  });

  it('sends at once when forced, whatever the backoff says (the connection came back)', async () => {
    await enqueue();
    script = [
      { status: 0, hangUp: true },
      { status: 0, hangUp: true },
      { status: 0, hangUp: true },
    ];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await drain();
      clock = (await db.outbox.get('key-0001-aaaa'))?.nextAttemptAt ?? clock;
    }
    const waiting = await db.outbox.get('key-0001-aaaa');
    expect(waiting?.nextAttemptAt).toBeGreaterThan(clock - 1);
    clock -= 1;
    expect(await drain()).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
    script = [{ status: 201, body: { ok: true } }];
    expect((await drainOutbox(db, { baseUrl, now, force: true })).delivered).toBe(1);
  });

  it('leaves an item alone when another sender took it over after this one lost its lease', async () => {
    await enqueue();
    const [mine] = await claimDueItems(db, clock);
    const [theirs] = await claimDueItems(db, clock + LEASE_MS + 1);
    expect(mine && theirs).toBeTruthy();
    if (!mine || !theirs) return;
    expect(await renewLease(db, mine, clock + LEASE_MS + 2)).toBe(false);
    expect(await renewLease(db, theirs, clock + LEASE_MS + 2)).toBe(true);
  });

  it('keeps an item delivered by another sender when this one’s attempt fails afterwards', async () => {
    await enqueue();
    const [mine] = await claimDueItems(db, clock);
    expect(mine).toBeTruthy();
    // The service worker delivers it meanwhile; this page's own attempt then fails.
    await settleDelivered(db, 'key-0001-aaaa', 201, { ok: true }, clock + 1);
    await scheduleRetry(db, 'key-0001-aaaa', 'No connection', clock + 5_000);
    const item = await db.outbox.get('key-0001-aaaa');
    expect(item?.status).toBe('delivered');
    expect(item?.lastError).toBeUndefined();
    expect(await countWaiting(db)).toBe(0);
    expect(await drain()).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
    expect(received).toHaveLength(0);
  });

  it('knows when the next item falls due, counting abandoned leases', async () => {
    expect(await nextDueAt(db)).toBeUndefined();
    await enqueue();
    expect(await nextDueAt(db)).toBe(clock);
    await claimDueItems(db, clock);
    expect(await nextDueAt(db)).toBe(clock + LEASE_MS);
  });

  it('takes over at once an item whose sender is gone (its tab reloaded mid-send), not after the lease', async () => {
    await enqueue();
    await claimDueItems(db, clock, { holder: 'reloaded-tab' });
    expect(
      await claimDueItems(db, clock + 1, { holder: 'me', liveHolders: new Set(['reloaded-tab', 'me']) }),
    ).toEqual([]);
    const taken = await claimDueItems(db, clock + 1, { holder: 'me', liveHolders: new Set(['me']) });
    expect(taken.map((item) => [item.id, item.holder])).toEqual([['key-0001-aaaa', 'me']]);
  });

  it('drains as a live sender where the browser has Web Locks', async () => {
    const held = new Set<string>(['tbl-outbox-sender:reloaded-tab-gone-from-the-list']);
    const locks = {
      request: async (name: string, callback: () => Promise<unknown>) => {
        held.add(name);
        try {
          return await callback();
        } finally {
          held.delete(name);
        }
      },
      query: async () => ({ held: [...held].map((name) => ({ name })) }),
    };
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      await enqueue();
      await claimDueItems(db, clock, { holder: 'a-tab-that-was-closed' });
      script = [{ status: 201, body: { ok: true } }];
      expect((await drain()).delivered).toBe(1);
      expect(held.size).toBe(1);
    } finally {
      if (previous) Object.defineProperty(globalThis, 'navigator', previous);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});

describe('a desk booking in the outbox (issue 24 item 13)', () => {
  async function enqueueDesk(id = 'desk-0001-aaaa') {
    await db.outbox.add(
      newOutboxItem(
        { id, kind: 'desk-booking', url: '/api/bookings/front-desk', body: { channel: 'phone' } },
        clock,
      ),
    );
  }

  it('waits while no one is signed in: not sent, not counted as due, not shown to the shop', async () => {
    await enqueueDesk();
    expect(await drain({ force: true })).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
    expect(await drainOutbox(db, { baseUrl, now, staffToken: () => null })).toEqual({
      delivered: 0,
      rejected: 0,
      conflicts: 0,
      retrying: 0,
    });
    expect(received).toEqual([]);
    expect((await db.outbox.get('desk-0001-aaaa'))?.status).toBe('queued');
    expect(await nextDueAt(db, (item) => item.kind !== 'desk-booking')).toBeUndefined();
    expect(await countWaiting(db)).toBe(0);
  });

  it('goes out with the token read at sending, under its own Idempotency-Key, exactly once', async () => {
    await enqueueDesk();
    let token = 'first.token.one';
    const send = () => drainOutbox(db, { baseUrl, now, staffToken: () => token });
    script = [
      { status: 503, body: { msg: 'down' } },
      { status: 201, body: { booking: { id: 'b1' } } },
    ];
    expect((await send()).retrying).toBe(1);
    token = 'second.token.two';
    clock += 10 * 60_000;
    expect((await send()).delivered).toBe(1);
    expect(await send()).toEqual({ delivered: 0, rejected: 0, conflicts: 0, retrying: 0 });
    expect(authorizations).toEqual(['Bearer first.token.one', 'Bearer second.token.two']);
    expect(received.map((request) => request.key)).toEqual(['desk-0001-aaaa', 'desk-0001-aaaa']);
    const stored = await db.outbox.get('desk-0001-aaaa');
    expect(JSON.stringify(stored)).not.toContain('token');
  });

  it('stays queued on a 401 however often it comes: the next sign-in sends it', async () => {
    await enqueueDesk();
    script = Array.from({ length: MAX_MAYBE_PASSING_ATTEMPTS + 1 }, () => ({
      status: 401,
      body: { msg: 'ended' },
    }));
    for (let attempt = 1; attempt <= MAX_MAYBE_PASSING_ATTEMPTS + 1; attempt += 1) {
      expect((await drainOutbox(db, { baseUrl, now, force: true, staffToken: () => 'a.b.c' })).retrying).toBe(
        1,
      );
    }
    expect((await db.outbox.get('desk-0001-aaaa'))?.status).toBe('queued');
  });

  it('a full time or a closed day on replay keeps it as needing a new time, with the alternatives', async () => {
    await enqueueDesk();
    const alternatives = [{ date: '2026-12-01', time: '11:30', label: 'Tue 1 Dec, 11:30 AM' }];
    script = [{ status: 409, body: { msg: 'The clinic is closed on this date.', alternatives } }];
    expect((await drainOutbox(db, { baseUrl, now, staffToken: () => 'a.b.c' })).conflicts).toBe(1);
    const item = await db.outbox.get('desk-0001-aaaa');
    expect(item?.status).toBe('conflict');
    expect((item?.response as { alternatives?: unknown } | undefined)?.alternatives).toEqual(alternatives);
  });
});
