import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db as appDb, type ClinicDatabase, type Draft } from '../db';
import type { DraftId } from '../drafts/draft-store';
import type { OutboxItem, OutboxKind } from './outbox-item';
import { flushOutbox } from './page-outbox-sync';
import { reopenDraft, submitToOutbox } from './submit-to-outbox';

/**
 * editing: the form; processing: the first send is in flight; waiting: saved on this device, not yet
 * at the clinic (offline, or the server is not answering); delivered: the server has it; conflict:
 * the start filled up before it arrived, and it waits for the visitor to pick another.
 */
export type SubmissionPhase = 'loading' | 'editing' | 'processing' | 'waiting' | 'delivered' | 'conflict';

/**
 * How long the button says it is processing. On one bar of signal the first attempt can take a
 * while; past this the screen says plainly that the submission is safe on the phone.
 */
export const PROCESSING_DISPLAY_MS = 8_000;

export function serverMessageOf(item: OutboxItem, fallback: string): string {
  const body = item.response as { msg?: unknown; message?: unknown } | undefined;
  if (typeof body?.msg === 'string' && body.msg) return body.msg;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return fallback;
}

/** The server's message when its last answer asked the outbox to wait (429), else `undefined`. */
export function serverWaitOf(item: OutboxItem): string | undefined {
  return item.httpStatus === 429 ? item.lastError : undefined;
}

export function phaseOf(
  draft: Draft | null | undefined,
  item: OutboxItem | null | undefined,
  processing: boolean,
): SubmissionPhase {
  if (draft === undefined) return 'loading';
  if (!draft?.outboxId) return processing ? 'processing' : 'editing';
  if (item?.status === 'delivered') return 'delivered';
  if (item?.status === 'conflict') return 'conflict';
  // Refused or gone: the form comes back (the effect below thaws the draft).
  if (item === null || item?.status === 'rejected') return 'editing';
  if (processing) return 'processing';
  if (item === undefined) return 'loading';
  return 'waiting';
}

export interface SubmissionRequest {
  kind: OutboxKind;
  url: string;
  body: unknown;
  /** The form's values as sent; the frozen draft keeps exactly these. */
  values: Record<string, string>;
}

/**
 * A form's submission through the outbox: queues it (once, however often the button is pressed),
 * sends it at once, and follows it to delivered, or back to the form with the server's reason.
 */
export function useSubmission(
  draftId: DraftId,
  draft: Draft | null | undefined,
  options: { fallbackMessage: string; database?: ClinicDatabase },
) {
  const database = options.database ?? appDb;
  const { fallbackMessage } = options;
  const outboxId = draft?.outboxId;
  // The answer names the id it was asked about: after the id changes, the previous answer may still
  // be showing for a moment and must not be taken for this one.
  const answer = useLiveQuery(
    async () => ({ outboxId, item: outboxId ? ((await database.outbox.get(outboxId)) ?? null) : null }),
    [database, outboxId],
  );
  const item = answer && answer.outboxId === outboxId ? answer.item : undefined;
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    if (!outboxId || item === undefined) return;
    if (item === null) void reopenDraft(database, draftId, Date.now(), undefined, outboxId);
    else if (item.status === 'rejected') {
      void reopenDraft(database, draftId, Date.now(), serverMessageOf(item, fallbackMessage), outboxId);
    }
  }, [database, draftId, outboxId, item, fallbackMessage]);

  const submit = useCallback(
    async (request: SubmissionRequest) => {
      setProcessing(true);
      try {
        const id = await submitToOutbox(database, { draftId, ...request });
        await Promise.race([
          flushOutbox(),
          new Promise((resolve) => setTimeout(resolve, PROCESSING_DISPLAY_MS)),
        ]);
        return id;
      } finally {
        setProcessing(false);
      }
    },
    [database, draftId],
  );

  const sendNow = useCallback(() => flushOutbox({ force: true }), []);

  return { phase: phaseOf(draft, item, processing), item: item ?? undefined, submit, sendNow };
}
