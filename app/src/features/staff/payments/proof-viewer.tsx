import { useEffect, useState } from 'react';
import { fetchProofImage, type PaymentOwner } from '../api/payment-api';

/** Loads the client's proof of payment on request and shows it; the object URL is freed after. */
export function ProofViewer({ owner, customerName }: { owner: PaymentOwner; customerName: string }) {
  const [state, setState] = useState<'idle' | 'loading' | 'none' | 'error' | { url: string }>('idle');

  useEffect(
    () => () => {
      if (typeof state === 'object') URL.revokeObjectURL(state.url);
    },
    [state],
  );

  async function load() {
    setState('loading');
    try {
      const blob = await fetchProofImage(owner);
      setState(blob ? { url: URL.createObjectURL(blob) } : 'none');
    } catch {
      setState('error');
    }
  }

  if (typeof state === 'object') {
    return (
      <a href={state.url} target="_blank" rel="noreferrer" className="staff-proof__link">
        <img
          className="staff-proof__image"
          src={state.url}
          alt={`Proof of payment sent by ${customerName}`}
        />
      </a>
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
