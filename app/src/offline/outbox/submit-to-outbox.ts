import type { ClinicDatabase } from '../db';
import type { OutboxKind } from './outbox-item';
import { newOutboxItem } from './outbox-store';

export interface Submission {
  /** The draft this submission freezes (`booking` or `consultation`). */
  draftId: string;
  kind: OutboxKind;
  url: string;
  body: unknown;
  /**
   * The form's values at the moment of sending. Given, they are written into the draft in the same
   * transaction, so the frozen draft holds exactly what was sent even if the last keystrokes had not
   * been saved yet.
   */
  values?: Record<string, unknown>;
}

/**
 * Puts a submission in the outbox and freezes its draft in the same transaction: after this returns,
 * the request will reach the server (now or later) and the visitor's typing is never lost, whatever
 * happens to the tab or the connection. A draft that is already on its way keeps its one submission:
 * the id returned is the one already queued.
 */
export async function submitToOutbox(
  db: ClinicDatabase,
  submission: Submission,
  now = Date.now(),
): Promise<string> {
  return db.transaction('rw', db.outbox, db.drafts, async () => {
    const draft = await db.drafts.get(submission.draftId);
    // A second tap, or a second tab sending the same draft, must not become a second booking.
    const pending = draft?.outboxId ? await db.outbox.get(draft.outboxId) : undefined;
    if (pending && pending.status !== 'rejected') return pending.id;
    const id = crypto.randomUUID();
    await db.outbox.add(
      newOutboxItem({ id, kind: submission.kind, url: submission.url, body: submission.body }, now),
    );
    await db.drafts.put({
      id: submission.draftId,
      values: submission.values ?? draft?.values ?? {},
      updatedAt: now,
      outboxId: id,
    });
    return id;
  });
}

/**
 * Back to the form after the server refused the input (or the submission went missing): the draft
 * thaws with every field intact, carrying the server's reason until the next submission. Given the
 * refused submission's id, it thaws only a draft still frozen on that one, so a tab that saw an old
 * refusal late never thaws a newer submission sent from another tab.
 */
export async function reopenDraft(
  db: ClinicDatabase,
  draftId: string,
  now = Date.now(),
  serverMessage?: string,
  refusedOutboxId?: string,
): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const draft = await db.drafts.get(draftId);
    if (!draft || (refusedOutboxId !== undefined && draft.outboxId !== refusedOutboxId)) return;
    await db.drafts.update(draftId, { outboxId: undefined, updatedAt: now, serverMessage });
  });
}
