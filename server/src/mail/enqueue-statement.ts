import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { presentPayment } from '../presenters/payment';
import { STATEMENT_SUBJECT } from './statement-email';

/**
 * The payment state a statement reports (its latest ledger entry): the desk may send it once per state, so a second press with
 * nothing new (or a retry) is one e-mail, and the next payment (or correction) lets it go again.
 */
function statementKey(row: BookingRow): string {
  const last = presentPayment(row).entries?.at(-1);
  return `statement:${row.id}:${last?.id ?? 'no-entry'}`;
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
