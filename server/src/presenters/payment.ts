import { balanceDue, type Payment } from '../../../domain/payment';
import type { KeptPaymentProof, PaymentProof } from '../../../domain/schemas/payment';
import { type PaymentColumns, type PaymentProofRow, toIso, toIsoOrNull } from '../db/rows';
import type { KeptProof } from '../queries/payment-proofs';

/** The `payment` every booking and consultation carries, from its payment columns. */
export function presentPayment(row: PaymentColumns): Payment {
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
