import type { Knex } from 'knex';
import type { SmsRecord } from '../../../domain/schemas/records';
import { toIso, toIsoOrNull } from '../db/rows';
import { isSmsKind, SMS_KIND_LABELS } from './sms-kinds';
import type { SmsOutboxRow } from './sms-outbox-row';

/** A booking's texts, oldest first, for its history at the desk. */
export function smsOfBooking(db: Knex, bookingId: string): Promise<SmsOutboxRow[]> {
  return db<SmsOutboxRow>('sms_outbox')
    .where({ booking_id: bookingId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export function presentSms(row: SmsOutboxRow): SmsRecord {
  const waiting = row.status === 'queued' || row.status === 'held';
  return {
    id: row.id,
    kind: row.kind,
    label: isSmsKind(row.kind) ? SMS_KIND_LABELS[row.kind] : row.kind,
    status: row.status,
    to: row.to_number,
    queuedAt: toIso(row.created_at),
    sendAt: waiting ? toIso(row.next_attempt_at) : null,
    sentAt: toIsoOrNull(row.sent_at),
    attempts: row.attempts,
    error: row.status === 'sent' ? null : row.last_error,
  };
}
