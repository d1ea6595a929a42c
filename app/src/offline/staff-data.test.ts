// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../features/auth/sign-out-api';
import { db } from './db';
import { newOutboxItem } from './outbox/outbox-store';
import { clearOfflineCopies } from './staff-data';

async function queue(id: string, kind: 'booking' | 'desk-booking' | 'desk-payment' | 'desk-status') {
  await db.outbox.add(newOutboxItem({ id, kind, url: '/api/x', body: { name: id } }, Date.now()));
}

beforeEach(async () => {
  await db.outbox.clear();
});

// The unit files share one process: what this file queued must not wait in the next one's outbox.
afterAll(async () => {
  await db.outbox.clear();
});

describe("the desk's unsent bookings and the session (issue 24 item 13)", () => {
  it('Log out deletes them with the other staff data, and leaves a visitor’s booking alone', async () => {
    await queue('desk-1', 'desk-booking');
    await queue('shop-1', 'booking');
    signOut();
    await expect.poll(() => db.outbox.get('desk-1')).toBeUndefined();
    expect((await db.outbox.get('shop-1'))?.status).toBe('queued');
  });

  it('Log out deletes the counter payments and arrivals made offline too, which name a client', async () => {
    await queue('pay-1', 'desk-payment');
    await queue('arrived-1', 'desk-status');
    await queue('shop-2', 'booking');
    signOut();
    await expect.poll(() => db.outbox.get('pay-1')).toBeUndefined();
    await expect.poll(() => db.outbox.get('arrived-1')).toBeUndefined();
    expect((await db.outbox.get('shop-2'))?.status).toBe('queued');
  });

  it('a session that ended or expired keeps them for the next sign-in to send', async () => {
    await queue('desk-2', 'desk-booking');
    await clearOfflineCopies();
    expect((await db.outbox.get('desk-2'))?.status).toBe('queued');
  });
});
