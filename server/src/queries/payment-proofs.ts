import type { Knex } from 'knex';
import type { PaymentColumns, PaymentProofRow } from '../db/rows';
import { notFound } from '../errors';
import { checkTargetId, type PaymentTarget, TARGETS } from '../payments/payment-targets';
import { isUuid } from '../users/users';

export type ProofMeta = Omit<PaymentProofRow, 'content'>;

/** A proof whose image is still kept, and what it was to the desk's payment. */
export interface KeptProof {
  row: ProofMeta;
  /** The proof the desk had in front of it when it last recorded money: the newest sent before then. */
  checkedAtPayment: boolean;
  /** Sent after the desk recorded money. */
  afterPayment: boolean;
  current: boolean;
}

const RECORDED = ['paid', 'part-paid', 'refunded'];

/**
 * The proofs of a visit whose images are kept (the current one, and any the desk recorded money
 * against), newest first, each marked as checked at payment or sent after it. A proof that was
 * simply replaced before any payment gave its bytes back and is not listed.
 */
export async function keptProofs(db: Knex, target: PaymentTarget, id: string): Promise<KeptProof[]> {
  checkTargetId(target, id);
  const { table, proofColumn, missing } = TARGETS[target];
  const query = db<PaymentColumns & { id: string }>(table).where({ id });
  if (target === 'booking') query.whereNull('deleted_at');
  const owner = await query.first('payment_status', 'payment_verified_at');
  if (!owner) throw notFound(missing);
  const rows: ProofMeta[] = await db('payment_proofs')
    .where({ [proofColumn]: id })
    .whereNotNull('content')
    .orderBy('submitted_at', 'desc')
    .select('id', 'booking_id', 'consultation_id', 'content_type', 'byte_size', 'width', 'height')
    .select('reference', 'submitted_at', 'replaced_at');
  const recordedAt =
    RECORDED.includes(owner.payment_status ?? 'unpaid') && owner.payment_verified_at
      ? new Date(owner.payment_verified_at).getTime()
      : undefined;
  const sentAt = (row: ProofMeta) => new Date(row.submitted_at).getTime();
  const checked = recordedAt === undefined ? undefined : rows.find((row) => sentAt(row) <= recordedAt)?.id;
  return rows.map((row) => ({
    row,
    checkedAtPayment: row.id === checked,
    afterPayment: recordedAt !== undefined && sentAt(row) > recordedAt,
    current: row.replaced_at === null,
  }));
}

/** One kept proof's image by its id (404 for another visit's proof, or one whose image was given back). */
export async function keptProofImage(
  db: Knex,
  target: PaymentTarget,
  id: string,
  proofId: string,
): Promise<PaymentProofRow | undefined> {
  checkTargetId(target, id);
  if (!isUuid(proofId)) return undefined;
  return db<PaymentProofRow>('payment_proofs')
    .where({ id: proofId, [TARGETS[target].proofColumn]: id })
    .whereNotNull('content')
    .first();
}
