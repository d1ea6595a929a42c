import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { STATEMENT_SUBJECT } from './statement-email';

/**
 * The payment state a statement reports: the desk may send it once per state, so a second press with
 * nothing new (or a retry) is one e-mail, and the next payment (or correction) lets it go again.
 */
function statementKey(row: BookingRow): string {
  const recordedAt = row.payment_verified_at ? new Date(row.payment_verified_at).toISOString() : '';
  return `statement:${row.id}:${row.payment_status ?? 'unpaid'}:${Number(row.amount_paid ?? 0)}:${recordedAt}`;
}

/** Queues the statement of account to the client; false when this state was already sent. */
export async function enqueueStatement(db: Knex, row: BookingRow): Promise<boolean> {
  const inserted = await db('email_outbox')
    .insert({
      id: crypto.randomUUID(),
      kind: 'statement',
      booking_id: row.id,
      to_address: row.email,
      subject: STATEMENT_SUBJECT,
      dedupe_key: statementKey(row),
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
