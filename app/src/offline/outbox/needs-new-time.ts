import type { ClinicDatabase } from '../db';
import type { OutboxItem } from './outbox-item';
import { newOutboxItem } from './outbox-store';

/** A start the clinic offered instead of a full one (`409 { msg, alternatives }`). */
export interface Alternative {
  date: string;
  time: string;
  label: string;
}

export function alternativesOf(item: OutboxItem): Alternative[] {
  const offered = (item.response as { alternatives?: unknown } | undefined)?.alternatives;
  if (!Array.isArray(offered)) return [];
  return offered.filter(
    (entry): entry is Alternative =>
      typeof entry?.date === 'string' && typeof entry.time === 'string' && typeof entry.label === 'string',
  );
}

type Body = Record<string, unknown>;

/** The same request at another start; a hold the first one named is long gone, so none is sent. */
function movedBody(item: OutboxItem, choice: Alternative): Body {
  const body = { ...(item.body as Body) };
  if (item.kind === 'booking' || item.kind === 'desk-booking') {
    const { holdId: _gone, ...data } = (body.bookingData ?? {}) as Body;
    return { ...body, bookingData: { ...data, date: choice.date, time: choice.time } };
  }
  const { holdId: _gone, ...rest } = body;
  return { ...rest, date: choice.date, time: choice.time };
}

/**
 * One tap on an offered start: the submission goes again under a new Idempotency-Key with every
 * other field as typed, and the one that needed a new time leaves the outbox in the same transaction.
 * The clinic never made a booking of the refused one, so this cannot become a second booking; and
 * the request is never dropped, as the new one takes its place before the old one goes. Returns the
 * new item's id, or `undefined` when the item no longer needs a new time (another tab chose first).
 */
export async function resubmitAtNewTime(
  db: ClinicDatabase,
  itemId: string,
  choice: Alternative,
  now = Date.now(),
): Promise<string | undefined> {
  return db.transaction('rw', db.outbox, db.drafts, async () => {
    const item = await db.outbox.get(itemId);
    if (item?.status !== 'conflict') return undefined;
    const id = crypto.randomUUID();
    await db.outbox.add(
      newOutboxItem({ id, kind: item.kind, url: item.url, body: movedBody(item, choice) }, now),
    );
    await db.outbox.delete(itemId);
    const draft = await db.drafts.get(item.kind);
    if (draft?.outboxId === itemId) {
      await db.drafts.put({
        ...draft,
        values: { ...draft.values, date: choice.date, time: choice.time },
        updatedAt: now,
        outboxId: id,
        serverMessage: undefined,
      });
    }
    return id;
  });
}

/**
 * None of the offered starts suits: the form comes back, every field as typed, to choose another
 * date or time there. The refused submission leaves the outbox; the draft keeps all it held.
 */
export async function chooseOnForm(db: ClinicDatabase, itemId: string, message: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const item = await db.outbox.get(itemId);
    if (item?.status !== 'conflict') return;
    const draft = await db.drafts.get(item.kind);
    // Only the form that holds this submission's values may take it back; otherwise it stays.
    if (draft?.outboxId !== itemId) return;
    await db.drafts.put({ ...draft, outboxId: undefined, serverMessage: message, updatedAt: Date.now() });
    await db.outbox.delete(itemId);
  });
}

/** "Not now": the notice on other pages goes away; the form's own page still shows the choices. */
export async function putOffNotice(db: ClinicDatabase, itemId: string): Promise<void> {
  await db.outbox.update(itemId, { noticeDismissed: true });
}

/**
 * The visitor no longer wants the request that needs a new time: it leaves the outbox, so nothing is
 * booked; the form keeps what was typed, without it.
 */
export async function withdrawRequest(db: ClinicDatabase, itemId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const item = await db.outbox.get(itemId);
    if (item?.status !== 'conflict') return;
    const draft = await db.drafts.get(item.kind);
    if (draft?.outboxId === itemId) {
      await db.drafts.put({ ...draft, outboxId: undefined, serverMessage: undefined, updatedAt: Date.now() });
    }
    await db.outbox.delete(itemId);
  });
}
