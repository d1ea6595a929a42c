// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, getToken, saveSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { dropStaffDataWithoutSession } from '../../../offline/staff-data';
import { readSnapshot, saveSnapshot } from './snapshots';

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

describe('kept back-office lists belong to one session', () => {
  it('reads a list back under the session that kept it', async () => {
    saveSession(tokenFor('session-a', 3600), user);
    await saveSnapshot('dashboard', list);
    expect(await readSnapshot('dashboard')).toEqual(list);
  });

  it('never shows one session’s list to the next, and drops it', async () => {
    saveSession(tokenFor('session-a', 3600), user);
    await saveSnapshot('dashboard', list);
    saveSession(tokenFor('session-b', 3600), user);
    expect(await readSnapshot('dashboard')).toBeNull();
    expect(await db.staffSnapshots.count()).toBe(0);
  });

  it('keeps nothing without a session, and drops what an ended session left at the next start', async () => {
    await saveSnapshot('dashboard', list);
    expect(await db.staffSnapshots.count()).toBe(0);

    saveSession(tokenFor('session-a', 3600), user);
    await saveSnapshot('dashboard', list);
    // The browser was closed without signing out and the token has expired since.
    window.localStorage.setItem('token', tokenFor('session-a', -5));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(getToken()).toBeNull();
    expect(await readSnapshot('dashboard')).toBeNull();
    await saveSnapshot('dashboard', list);
    await dropStaffDataWithoutSession();
    expect(await db.staffSnapshots.count()).toBe(0);
  });
});
