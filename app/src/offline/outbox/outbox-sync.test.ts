// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClinicDatabase } from '../db';
import type { OutboxItem } from './outbox-item';
import { newOutboxItem } from './outbox-store';
import { OUTBOX_SYNC_TAG, type OutboxSync, startOutboxSync } from './outbox-sync';

let db: ClinicDatabase;
let sync: OutboxSync | undefined;
let answers: Array<() => Promise<Response>>;
const sent: string[] = [];

const fakeFetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
  sent.push(String((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']));
  const next = answers.shift();
  if (!next) throw new TypeError('Failed to fetch');
  return next();
});

const created = () => Promise.resolve(new Response('{"ok":true}', { status: 201 }));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function start() {
  sync = startOutboxSync(db, { fetch: fakeFetch as typeof fetch, baseUrl: 'http://clinic.test' });
  return sync;
}

async function enqueue(id = 'key-sync-0001', overrides: Partial<OutboxItem> = {}) {
  await db.outbox.add({
    ...newOutboxItem({ id, kind: 'booking', url: '/api/bookings', body: { n: 1 } }, Date.now()),
    ...overrides,
  });
}

const statusOf = async (id = 'key-sync-0001') => (await db.outbox.get(id))?.status;

beforeEach(() => {
  db = new ClinicDatabase(`sync-test-${Math.random()}`);
  answers = [];
  sent.length = 0;
  fakeFetch.mockClear();
});

afterEach(async () => {
  sync?.stop();
  sync = undefined;
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the page sync', () => {
  it('never hangs on a page no service worker controls, and keeps the item for later', async () => {
    // `ready` never settles without a worker; the drain must not wait on it.
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { ready: new Promise(() => {}), getRegistration: async () => undefined },
    });
    vi.stubGlobal('SyncManager', class {});
    await enqueue();
    answers = [offline];
    await start().flush();
    expect(await statusOf()).toBe('queued');
    answers = [created];
    await sync?.flush({ force: true });
    expect(await statusOf()).toBe('delivered');
  });

  it('asks for Background Sync when something is left to retry and a worker is active', async () => {
    const register = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: async () => ({ active: {}, sync: { register } }) },
    });
    vi.stubGlobal('SyncManager', class {});
    await enqueue();
    answers = [offline];
    await start().flush();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
  });

  it('sends at once when the connection comes back, whatever the backoff had said', async () => {
    await enqueue();
    answers = [offline];
    await start().flush();
    const waiting = await db.outbox.get('key-sync-0001');
    expect(waiting?.nextAttemptAt).toBeGreaterThan(Date.now());
    answers = [created];
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await statusOf()).toBe('delivered'));
    expect(sent).toEqual(['key-sync-0001', 'key-sync-0001']);
  });

  it('takes over an item a reloaded tab left mid-send once its lease runs out', async () => {
    await enqueue('key-sync-0001', { status: 'sending', attempts: 1, leaseUntil: Date.now() + 150 });
    answers = [created];
    await start().flush();
    expect(fakeFetch).not.toHaveBeenCalled();
    await vi.waitFor(async () => expect(await statusOf()).toBe('delivered'), { timeout: 2_000 });
  });

  it('runs one drain at a time: a flush during a drain makes it go round once more', async () => {
    await enqueue('key-sync-0001');
    let release: (() => void) | undefined;
    answers = [
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response('{}', { status: 201 }));
        }),
    ];
    const first = start().flush();
    await vi.waitFor(() => expect(release).toBeDefined());
    await enqueue('key-sync-0002');
    answers.push(created);
    const second = sync?.flush();
    release?.();
    await Promise.all([first, second]);
    expect(await statusOf('key-sync-0001')).toBe('delivered');
    expect(await statusOf('key-sync-0002')).toBe('delivered');
    expect(sent).toEqual(['key-sync-0001', 'key-sync-0002']);
  });
});
