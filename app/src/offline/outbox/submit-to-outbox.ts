import type { ClinicDatabase } from '../db';
import type { OutboxKind } from './outbox-item';
import { newOutboxItem } from './outbox-store';

export interface Submission {
  /** The draft this submission freezes (`booking` or `consultation`). */
  draftId: string;
  kind: OutboxKind;
  url: string;
  body: unknown;
}

/**
 * Puts a submission in the outbox and freezes its draft in the same transaction: after this returns,
 * the request will reach the server (now or later) and the visitor's typing is never lost, whatever
 * happens to the tab or the connection.
 */
export async function submitToOutbox(
  db: ClinicDatabase,
  submission: Submission,
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const draft = await db.drafts.get(submission.draftId);
    await db.outbox.add(
      newOutboxItem({ id, kind: submission.kind, url: submission.url, body: submission.body }, now),
    );
    await db.drafts.put({
      id: submission.draftId,
      values: draft?.values ?? {},
      updatedAt: now,
      outboxId: id,
    });
  });
  return id;
}

/** Back to the form after the server refused the input: the draft thaws with every field intact. */
export async function reopenDraft(db: ClinicDatabase, draftId: string, now = Date.now()): Promise<void> {
  await db.drafts.update(draftId, { outboxId: undefined, updatedAt: now });
}
