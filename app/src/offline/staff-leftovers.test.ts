// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSnapshot } from '../features/staff/offline/snapshots';
import { endSession, saveSession } from '../lib/session';
import { db } from './db';
import { dropStaffLeftovers, staffDataLeftOnDevice } from './staff-leftovers';

/** An unsigned token of the server's shape: only its `jti` and `exp` matter on this side. */
function tokenFor(jti: string, expiresInSeconds: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', jti, exp })}.signature`;
}

const user = { name: 'Rhea', email: 'rhea@tbl.test', role: 'staff' };
const list = { savedAt: 1, query: { page: 1 }, result: { data: ['Ana Santos'] } };

beforeEach(async () => {
  endSession('signed-out');
  await db.staffSnapshots.clear();
});

describe('staff data left on a device', () => {
  it('finds nothing on a device no session ever used', async () => {
    expect(await staffDataLeftOnDevice()).toBe(false);
    await dropStaffLeftovers();
    expect(await db.staffSnapshots.count()).toBe(0);
  });

  it('finds a list an ended session kept, and drops it at the next start', async () => {
    saveSession(tokenFor('session-a', 3600), user);
    await saveSnapshot('dashboard', list);
    // The browser was closed without signing out and the token has expired since.
    window.localStorage.setItem('token', tokenFor('session-a', -5));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(await staffDataLeftOnDevice()).toBe(true);
    await dropStaffLeftovers();
    expect(await db.staffSnapshots.count()).toBe(0);
    expect(await staffDataLeftOnDevice()).toBe(false);
  });

  it('keeps the lists of a session that is still live', async () => {
    saveSession(tokenFor('session-a', 3600), user);
    await saveSnapshot('dashboard', list);
    await dropStaffLeftovers();
    expect(await db.staffSnapshots.count()).toBe(1);
  });
});
