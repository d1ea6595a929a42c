import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import type { PaymentStatus } from '../../../domain/payment';
import type { PaymentColumns, PaymentProofRow } from '../db/rows';
import { notFound, unprocessable } from '../errors';
import { recordEvent } from '../events/booking-events';
import { checkTargetId, type PaymentTarget, TARGETS } from '../payments/payment-targets';
import type { ProcessedProof } from '../payments/process-proof';

export interface ProofSubmission {
  proof: ProcessedProof;
  reference: string | undefined;
  idempotencyKey: string | undefined;
  /** proofRequestHash of the upload: a key seen before with another hash is a 422. */
  requestHash: string;
}

/** Money the desk recorded against a proof: the proof it checked is evidence, kept for good. */
const isRecorded = (status: PaymentStatus) =>
  status === 'paid' || status === 'part-paid' || status === 'refunded';

/** Sending a proof moves an unpaid visit to "proof submitted"; a visit with money recorded keeps its status. */
function statusAfterProof(current: PaymentStatus): PaymentStatus {
  return isRecorded(current) ? current : 'proof-submitted';
}

const KEY_REUSED =
  'This Idempotency-Key was already used for a different proof: send a new file with a new key';

/**
 * Stores a client's proof of payment as the current one: the one before it is marked replaced (its
 * row stays, for the history) and gives back its bytes, unless the desk already recorded money
 * against it: then the checked image is kept beside the new one. The owner row is locked first, so
 * two uploads for one visit queue up; a key seen before answers `replayed` without storing again, or
 * 422 when it came with another file.
 */
export async function submitPaymentProof(
  db: Knex,
  target: PaymentTarget,
  id: string,
  { proof, reference, idempotencyKey, requestHash }: ProofSubmission,
): Promise<{ replayed: boolean }> {
  checkTargetId(target, id);
  const { table, proofColumn, missing } = TARGETS[target];
  return db.transaction(async (trx) => {
    const query = trx<PaymentColumns & { id: string }>(table).where({ id });
    if (target === 'booking') query.whereNull('deleted_at');
    const owner = await query.forUpdate().first();
    if (!owner) throw notFound(missing);
    if (idempotencyKey) {
      const earlier = await trx('payment_proofs')
        .where('idempotency_key', `${id}:${idempotencyKey}`)
        .first('id', 'request_hash');
      if (earlier?.request_hash && earlier.request_hash !== requestHash) throw unprocessable(KEY_REUSED);
      if (earlier) return { replayed: true };
    }
    const now = new Date();
    const checked = isRecorded(owner.payment_status ?? 'unpaid');
    const replaced = await trx('payment_proofs')
      .where({ [proofColumn]: id })
      .whereNull('replaced_at')
      .update(checked ? { replaced_at: now } : { replaced_at: now, content: null });
    await trx('payment_proofs').insert({
      id: crypto.randomUUID(),
      [proofColumn]: id,
      content: proof.content,
      content_type: proof.contentType,
      byte_size: proof.content.length,
      width: proof.width,
      height: proof.height,
      reference: reference ?? null,
      submitted_at: now,
      idempotency_key: idempotencyKey ? `${id}:${idempotencyKey}` : null,
      request_hash: requestHash,
    });
    const status = statusAfterProof(owner.payment_status ?? 'unpaid');
    const unverified = status === 'proof-submitted';
    await trx(table)
      .where({ id })
      .update({
        payment_status: status,
        ...(unverified && reference ? { payment_reference: reference } : {}),
      });
    if (target === 'booking') {
      const sent =
        Number(replaced) === 0
          ? 'Proof of payment sent'
          : checked
            ? 'New proof of payment sent after the payment was recorded; the checked one is kept'
            : 'New proof of payment sent, replacing the last';
      const summary = `${sent}${reference ? ` (reference ${reference})` : ''}`;
      await recordEvent(trx, id, 'payment_proof_submitted', EVENT_ACTORS.client, summary);
    }
    return { replayed: false };
  });
}

/** The current proof of a booking or consultation, with its bytes. */
export async function currentProof(
  db: Knex,
  target: PaymentTarget,
  id: string,
): Promise<PaymentProofRow | undefined> {
  checkTargetId(target, id);
  return db<PaymentProofRow>('payment_proofs')
    .where({ [TARGETS[target].proofColumn]: id })
    .whereNull('replaced_at')
    .first();
}
