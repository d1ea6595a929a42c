import { currentTokenSession } from '../../../lib/session';
import { isExpired } from '../../../lib/token-claims';
import { db } from '../../../offline/db';
import { clearOfflineCopies } from '../../../offline/staff-data';

/** `client:<id>`: one client's record, kept apart so offline a record never shows as another's. */
export type SnapshotKey =
  | 'dashboard'
  | 'deleted'
  | 'completed'
  | 'consultations'
  | 'schedule'
  | 'calendar'
  | 'clients'
  | `client:${string}`;

export interface Snapshot<Query, Result> {
  savedAt: number;
  query: Query;
  result: Result;
}

/**
 * Keeps the list a screen just loaded, so the front desk still sees it when the connection drops;
 * it belongs to the session that loaded it and is never shown to another or after it ends.
 */
export async function saveSnapshot<Query, Result>(
  key: SnapshotKey,
  snapshot: Snapshot<Query, Result>,
): Promise<void> {
  const session = currentTokenSession();
  if (!session) return;
  try {
    await db.staffSnapshots.put({ key, ...snapshot, sessionKey: session.key, expiresAt: session.expiresAt });
  } catch (error) {
    // A full or blocked disk only costs the offline copy; the live screen carries on.
    console.warn(`Could not keep the ${key} list for offline use`, error);
  }
}

export async function readSnapshot<Query, Result>(key: SnapshotKey): Promise<Snapshot<Query, Result> | null> {
  const session = currentTokenSession();
  try {
    const row = await db.staffSnapshots.get(key);
    if (!row) return null;
    if (!session || row.sessionKey !== session.key || isExpired(session)) {
      await clearOfflineCopies();
      return null;
    }
    return { savedAt: row.savedAt, query: row.query as Query, result: row.result as Result };
  } catch (error) {
    console.warn(`Could not read the saved ${key} list`, error);
    return null;
  }
}
