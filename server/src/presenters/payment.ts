import { amountDueNow, depositMet, depositOutstanding } from '../../../domain/deposits';
import { balanceDue, type Payment, type PaymentEntry } from '../../../domain/payment';
import type { Deposit, KeptPaymentProof, PaymentProof } from '../../../domain/schemas/payment';
import { type BookingRow, type PaymentColumns, type PaymentProofRow, toIso, toIsoOrNull } from '../db/rows';
import type { StoredPaymentEntry } from '../queries/payment-entries';
import type { KeptProof } from '../queries/payment-proofs';

const pesosOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** One ledger entry as staff see it; the client's copy leaves out who recorded it (clientEntry). */
export function presentEntry(entry: StoredPaymentEntry): PaymentEntry {
  return {
    id: entry.id,
    method: entry.method,
    amount: Number(entry.amount),
    reference: entry.reference,
    recordedBy: entry.recordedBy,
    recordedAt: toIso(entry.recordedAt),
    source: entry.source,
    tendered: pesosOrNull(entry.tendered),
    reason: entry.reason,
  };
}

/** Staff names are not the client's business: the manage page's entries leave out `recordedBy`. */
export function clientPayment(payment: Payment): Payment {
  if (!payment.entries) return payment;
  return { ...payment, entries: payment.entries.map(({ recordedBy: _staff, ...entry }) => entry) };
}

/**
 * The `payment` every booking and consultation carries, from its payment columns; a booking read
 * with its ledger (paymentEntriesColumn) carries its entries too.
 */
export function presentPayment(
  row: PaymentColumns & { payment_entries?: StoredPaymentEntry[] | null },
): Payment {
  const status = row.payment_status ?? 'unpaid';
  const amountPaid =
    row.amount_paid === null || row.amount_paid === undefined ? null : Number(row.amount_paid);
  return {
    status,
    amountPaid,
    balance: balanceDue(status, Number(row.total_price), amountPaid),
    reference: row.payment_reference ?? null,
    verifiedBy: row.payment_verified_by ?? null,
    verifiedAt: toIsoOrNull(row.payment_verified_at ?? null),
    source: row.payment_source ?? null,
    ...(row.payment_entries ? { entries: row.payment_entries.map(presentEntry) } : {}),
  };
}

/** What a proof of payment says about itself; the image is fetched on its own. */
export function presentProof(row: Omit<PaymentProofRow, 'content'>): PaymentProof {
  return {
    submittedAt: toIso(row.submitted_at),
    reference: row.reference,
    contentType: row.content_type,
    width: row.width,
    height: row.height,
  };
}

/** One proof in the desk's list of kept proofs: its id fetches its image. */
export function presentKeptProof({
  row,
  checkedAtPayment,
  afterPayment,
  current,
}: KeptProof): KeptPaymentProof {
  return { id: row.id, ...presentProof(row), checkedAtPayment, afterPayment, current };
}

/** The deposit a booking owes, where it stands against what was received; null for none. */
export function presentDeposit(row: BookingRow): Deposit | null {
  const amount = row.deposit_due === null || row.deposit_due === undefined ? 0 : Number(row.deposit_due);
  if (amount <= 0 || !row.deposit_due_by) return null;
  const payment = presentPayment(row);
  const state = {
    deposit: amount,
    total: Number(row.total_price),
    status: payment.status,
    amountPaid: payment.amountPaid,
  };
  return {
    amount,
    dueBy: toIso(row.deposit_due_by),
    outstanding: depositOutstanding(state),
    met: depositMet(state),
    amountDueNow: amountDueNow(state),
  };
}
