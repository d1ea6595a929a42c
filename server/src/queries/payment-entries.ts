import type { Knex } from 'knex';
import type { PaymentSource } from '../../../domain/online-payment';
import type { PaymentEntryMethod } from '../../../domain/payment';

/** A payment_entries row as PAYMENT_ENTRIES_JSON reads it (numbers as JSON numbers). */
export interface StoredPaymentEntry {
  id: string;
  method: PaymentEntryMethod | null;
  amount: number | string;
  reference: string | null;
  reason: string | null;
  source: PaymentSource;
  tendered: number | string | null;
  recordedBy: string;
  recordedAt: string;
}

/**
 * A booking's ledger as one json value, oldest first, read in the statement that reads the booking
 * (`alias` names its row), as its assignments are: a list page stays one statement.
 */
export const paymentEntriesJson = (alias: string) => `coalesce((
    select jsonb_agg(jsonb_build_object('id', e.id, 'method', e.method, 'amount', e.amount,
             'reference', e.reference, 'reason', e.reason, 'source', e.source, 'tendered', e.tendered,
             'recordedBy', e.recorded_by, 'recordedAt', e.recorded_at) order by e.recorded_at, e.id)
      from payment_entries e where e.booking_id = ${alias}.id), '[]'::jsonb)`;

/** `payment_entries` as a column of a select on `bookings`. */
export function paymentEntriesColumn(db: Knex, alias = 'bookings'): Knex.Raw {
  return db.raw(`${paymentEntriesJson(alias)} as payment_entries`);
}

/** Pesos a booking's entries add up to, read inside the writer's transaction. */
export async function sumOfEntries(trx: Knex, bookingId: string): Promise<number> {
  const row = (await trx('payment_entries')
    .where({ booking_id: bookingId })
    .select(trx.raw('coalesce(sum(amount), 0)::text as sum'))
    .first()) as { sum: string };
  return Number(row.sum);
}

export interface PaymentEntryRow {
  id: string;
  booking_id: string;
  method: PaymentEntryMethod | null;
  amount: string | number;
  reference: string | null;
  reason: string | null;
  source: PaymentSource;
  tendered: string | number | null;
  recorded_by: string;
  recorded_at: Date | string;
}

export async function findEntry(trx: Knex, id: string): Promise<PaymentEntryRow | undefined> {
  return trx<PaymentEntryRow>('payment_entries').where({ id }).first();
}
