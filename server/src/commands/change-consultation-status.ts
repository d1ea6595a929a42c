import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  CONSULTATION_STATUS_MESSAGES,
  type ConsultationStatus,
  consultationStatusAllowedNow,
} from '../../../domain/consultation-status';
import type { ConsultationRow, DeskEmailDetail } from '../db/rows';
import { conflict, notFound } from '../errors';
import { CONSULTATION_DESK_SUBJECTS, type ConsultationDeskEmailKind } from '../mail/consultation-desk-emails';
import { isUuid } from '../users/users';
import { withdrawPendingConsultationRequest } from './lock-consultation';

const NOT_FOUND = 'Consultation not found';

const CLIENT_EMAIL: Partial<Record<ConsultationStatus, ConsultationDeskEmailKind>> = {
  confirmed: 'consultation-desk-confirmed',
  cancelled: 'consultation-desk-cancelled',
};

export interface ConsultationChange {
  row: ConsultationRow;
  /** False when nothing changed: nothing was written or sent. */
  changed: boolean;
  emailQueued: boolean;
}

/** The consultation, locked for the rest of the transaction; 404 when there is none. */
export async function lockConsultation(trx: Knex.Transaction, id: string): Promise<ConsultationRow> {
  const row = isUuid(id)
    ? await trx<ConsultationRow>('online_consultations').where({ id }).forUpdate().first()
    : undefined;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Records the change and queues the client's e-mail named by it: a change is e-mailed exactly once. */
export async function recordAndMail(
  trx: Knex.Transaction,
  row: ConsultationRow,
  change: { kind: 'status' | 'video_link' | 'moved'; from: string | null; to: string | null; actor: string },
  email: { kind: ConsultationDeskEmailKind; detail?: DeskEmailDetail } | undefined,
): Promise<boolean> {
  const [event] = (await trx('consultation_events')
    .insert({
      consultation_id: row.id,
      kind: change.kind,
      from_value: change.from,
      to_value: change.to,
      actor: change.actor,
    })
    .returning('id')) as Array<{ id: string | number }>;
  if (!email) return false;
  const inserted = await trx('email_outbox')
    .insert({
      id: crypto.randomUUID(),
      kind: email.kind,
      consultation_id: row.id,
      to_address: row.email,
      subject: CONSULTATION_DESK_SUBJECTS[email.kind],
      dedupe_key: `${email.kind}:${row.id}:${event?.id}`,
      detail: email.detail ? JSON.stringify(email.detail) : null,
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/**
 * Sets a consultation's status in one transaction. Done and No-show wait for the call's start (409).
 * Cancelled is final here (its time is given back at once) and is the same state as the client's own
 * cancellation: `cancelled_at` is set, so the manage link shows it cancelled. Confirmed and Cancelled
 * e-mail the client. Setting the status it already has changes nothing and sends nothing.
 */
export async function changeConsultationStatus(
  trx: Knex.Transaction,
  id: string,
  status: ConsultationStatus,
  actor: string,
  options: { reason?: string | undefined; now?: Date } = {},
): Promise<ConsultationChange> {
  const current = await lockConsultation(trx, id);
  const from = current.status ?? 'pending';
  if (from === status) return { row: current, changed: false, emailQueued: false };
  if (from === 'cancelled') throw conflict(CONSULTATION_STATUS_MESSAGES.cancelledIsFinal);
  const now = options.now ?? new Date();
  if (!consultationStatusAllowedNow(status, current.consultation_date, current.consultation_time, now)) {
    throw conflict(CONSULTATION_STATUS_MESSAGES.notStarted);
  }
  const cancelled = status === 'cancelled' ? { cancelled_at: now, cancelled_by: actor } : {};
  const [updated] = (await trx<ConsultationRow>('online_consultations')
    .where({ id: current.id })
    .update({ status, ...cancelled })
    .returning('*')) as ConsultationRow[];
  if (status === 'cancelled') await withdrawPendingConsultationRequest(trx, current.id);
  const kind = CLIENT_EMAIL[status];
  const reason = options.reason?.trim() || null;
  const emailQueued = await recordAndMail(
    trx,
    updated as ConsultationRow,
    { kind: 'status', from, to: status, actor },
    kind ? { kind, detail: reason ? { reason } : undefined } : undefined,
  );
  return { row: updated as ConsultationRow, changed: true, emailQueued };
}

/** Sets (or clears, with null) the video-call link; a new link is e-mailed to the client once. */
export async function setConsultationVideoLink(
  trx: Knex.Transaction,
  id: string,
  videoLink: string | null,
  actor: string,
): Promise<ConsultationChange> {
  const current = await lockConsultation(trx, id);
  if ((current.video_link ?? null) === videoLink) return { row: current, changed: false, emailQueued: false };
  if (current.status === 'cancelled') throw conflict(CONSULTATION_STATUS_MESSAGES.linkOnCancelled);
  const [updated] = (await trx<ConsultationRow>('online_consultations')
    .where({ id: current.id })
    .update({ video_link: videoLink })
    .returning('*')) as ConsultationRow[];
  const emailQueued = await recordAndMail(
    trx,
    updated as ConsultationRow,
    { kind: 'video_link', from: current.video_link ?? null, to: videoLink, actor },
    videoLink ? { kind: 'consultation-video-link', detail: { videoLink } } : undefined,
  );
  return { row: updated as ConsultationRow, changed: true, emailQueued };
}
