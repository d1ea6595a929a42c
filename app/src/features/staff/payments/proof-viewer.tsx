import { formatManilaDateTime } from '@domain/manila-date';
import type { KeptPaymentProof } from '@domain/schemas/payment';
import { useEffect, useState } from 'react';
import { fetchKeptProofs, fetchProofImage, type PaymentOwner } from '../api/payment-api';

type ShownProof = KeptPaymentProof & { url: string };

/** What a kept proof was to the desk: the one it checked when it recorded money, or one sent after. */
export function proofLabel(proof: KeptPaymentProof): string {
  if (proof.checkedAtPayment) return 'Proof checked at payment';
  if (proof.afterPayment) return proof.current ? 'Newest proof, sent after payment' : 'Sent after payment';
  return 'Proof of payment';
}

function sentWords(proof: KeptPaymentProof): string {
  return `Sent ${formatManilaDateTime(proof.submittedAt)}${proof.reference ? `, reference ${proof.reference}` : ''}`;
}

/**
 * Loads the client's proofs of payment on request and shows them: one proof as it is; once the desk
 * has recorded money and the client sent another, the proof checked at payment first, then each newer
 * one, labelled with when it came. The object URLs are freed after.
 */
export function ProofViewer({ owner, customerName }: { owner: PaymentOwner; customerName: string }) {
  const [state, setState] = useState<'idle' | 'loading' | 'none' | 'error' | ShownProof[]>('idle');

  useEffect(
    () => () => {
      if (Array.isArray(state)) for (const proof of state) URL.revokeObjectURL(proof.url);
    },
    [state],
  );

  async function load() {
    setState('loading');
    try {
      const proofs = await fetchKeptProofs(owner);
      if (proofs.length === 0) {
        setState('none');
        return;
      }
      const blobs = await Promise.all(proofs.map((proof) => fetchProofImage(owner, proof.id)));
      // Oldest first: the proof checked at payment, then what came after it.
      const shown = proofs.map((proof, index) => ({
        ...proof,
        url: URL.createObjectURL(blobs[index] as Blob),
      }));
      setState(shown.reverse());
    } catch {
      setState('error');
    }
  }

  if (Array.isArray(state)) {
    const [only] = state;
    if (state.length === 1 && only && !only.afterPayment && !only.checkedAtPayment) {
      return (
        <figure className="staff-proof__figure">
          <a href={only.url} target="_blank" rel="noreferrer" className="staff-proof__link">
            <img
              className="staff-proof__image"
              src={only.url}
              alt={`Proof of payment sent by ${customerName}`}
            />
          </a>
          <figcaption className="staff-proof__caption">{sentWords(only)}</figcaption>
        </figure>
      );
    }
    const newer = state.filter((proof) => proof.afterPayment).length;
    return (
      <div className="staff-proof__history">
        {newer > 0 ? (
          <p className="staff-proof__note">
            The client sent {newer === 1 ? 'a newer proof' : `${newer} newer proofs`} after the payment was
            recorded. The one checked at payment is kept.
          </p>
        ) : null}
        <ul className="staff-proof__list" aria-label="Proofs of payment">
          {state.map((proof) => (
            <li key={proof.id}>
              <figure className="staff-proof__figure">
                <a href={proof.url} target="_blank" rel="noreferrer" className="staff-proof__link">
                  <img
                    className="staff-proof__image staff-proof__image--thumb"
                    src={proof.url}
                    alt={`${proofLabel(proof)}, sent by ${customerName}`}
                  />
                </a>
                <figcaption className="staff-proof__caption">
                  <strong>{proofLabel(proof)}</strong>
                  <span>{sentWords(proof)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <p className="staff-proof">
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void load()}
        disabled={state === 'loading'}
      >
        {state === 'loading' ? 'Loading proof…' : 'View proof of payment'}
      </button>{' '}
      <span role="status">
        {state === 'none' ? 'No proof sent yet.' : state === 'error' ? 'The proof could not be loaded.' : ''}
      </span>
    </p>
  );
}
