import type { ClinicDatabase, Draft } from '../db';

/** One id per form on this device. */
export type DraftId = 'booking' | 'consultation';

/**
 * Writes what the visitor has typed so far. A draft that is on its way to the server (frozen) is
 * left exactly as it was sent; the write reports `false` then.
 */
export async function saveDraftValues(
  db: ClinicDatabase,
  id: DraftId,
  values: Record<string, unknown>,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', db.drafts, async () => {
    const current = await db.drafts.get(id);
    if (current?.outboxId) return false;
    await db.drafts.put({ id, values, updatedAt: now, serverMessage: current?.serverMessage });
    return true;
  });
}

export async function readDraft(db: ClinicDatabase, id: DraftId): Promise<Draft | null> {
  return (await db.drafts.get(id)) ?? null;
}

/** Forgets the form entirely: after a booking reached the clinic and the visitor moved on. */
export async function deleteDraft(db: ClinicDatabase, id: DraftId): Promise<void> {
  forgetRescue(id, Number.POSITIVE_INFINITY);
  await db.drafts.delete(id);
}

/**
 * Starts a fresh form that keeps only the fields named (the visitor's contact details), for a
 * second booking from the same phone.
 */
export async function restartDraft(
  db: ClinicDatabase,
  id: DraftId,
  keep: readonly string[],
  now = Date.now(),
): Promise<void> {
  forgetRescue(id, Number.POSITIVE_INFINITY);
  await db.transaction('rw', db.drafts, async () => {
    const current = await db.drafts.get(id);
    const values = Object.fromEntries(
      keep.filter((field) => current?.values[field] !== undefined).map((f) => [f, current?.values[f]]),
    );
    await db.drafts.put({ id, values, updatedAt: now });
  });
}

const RESCUE_PREFIX = 'tbl-draft-rescue:';

interface Rescued {
  values: Record<string, unknown>;
  updatedAt: number;
}

function rescueKey(id: DraftId) {
  return `${RESCUE_PREFIX}${id}`;
}

/**
 * A synchronous copy of the latest typing, written as the page goes away. IndexedDB writes are
 * asynchronous and a closing page may cut them off; `localStorage` is written before the handler
 * returns, so the last keystrokes survive a reload even when they were typed a moment before it.
 */
export function rescueDraft(id: DraftId, values: Record<string, unknown>, updatedAt: number): void {
  try {
    localStorage.setItem(rescueKey(id), JSON.stringify({ values, updatedAt } satisfies Rescued));
  } catch {
    // No synchronous storage either (some private modes): the IndexedDB write is all there is.
  }
}

function readRescue(id: DraftId): Rescued | undefined {
  try {
    const text = localStorage.getItem(rescueKey(id));
    const parsed = text ? (JSON.parse(text) as Partial<Rescued>) : undefined;
    if (!parsed || typeof parsed.updatedAt !== 'number' || typeof parsed.values !== 'object')
      return undefined;
    return { values: parsed.values ?? {}, updatedAt: parsed.updatedAt };
  } catch {
    return undefined;
  }
}

/** Drops the synchronous copy once IndexedDB holds the same typing or newer. */
export function forgetRescue(id: DraftId, upTo: number): void {
  const rescued = readRescue(id);
  if (!rescued || rescued.updatedAt > upTo) return;
  try {
    localStorage.removeItem(rescueKey(id));
  } catch {
    // Nothing to clean up where there is no storage.
  }
}

/**
 * Moves a rescued copy into the draft when it is newer than what IndexedDB holds (the page closed
 * before its last write finished). A draft already on its way to the server is never changed.
 */
export async function recoverRescuedDraft(db: ClinicDatabase, id: DraftId): Promise<void> {
  const rescued = readRescue(id);
  if (!rescued) return;
  const current = await db.drafts.get(id);
  if (!current || rescued.updatedAt > current.updatedAt) {
    await saveDraftValues(db, id, rescued.values, rescued.updatedAt);
  }
  forgetRescue(id, rescued.updatedAt);
}
