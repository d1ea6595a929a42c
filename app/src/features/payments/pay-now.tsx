import { formatPesos } from '@domain/money';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { fetchOnlinePayment, openCheckout } from './online-payment-api';

/**
 * "Pay now": GCash, Maya, QR Ph or card on PayMongo's checkout page, for the amount due. Shown only
 * when the server offers it (keys set, something to pay); the page then goes to PayMongo and comes
 * back to the manage page, where the payment shows once PayMongo has told the clinic.
 */
export function PayNow({ token, revision }: { token: string; revision?: string }) {
  const [offer, setOffer] = useState<{ available: boolean; amountDue: number } | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` asks again after the payment changed.
  useEffect(() => {
    const controller = new AbortController();
    fetchOnlinePayment(token, controller.signal).then(setOffer, () => {
      if (!controller.signal.aborted) setOffer(null);
    });
    return () => controller.abort();
  }, [token, revision]);

  if (!offer?.available) return null;

  async function pay() {
    setOpening(true);
    setError('');
    try {
      const { checkoutUrl } = await openCheckout(token);
      window.location.assign(checkoutUrl);
    } catch (failure) {
      setError(
        isApiError(failure) ? failure.message : 'We could not open the payment page. Please try again.',
      );
      setOpening(false);
    }
  }

  return (
    <section className="pay-now" aria-labelledby="pay-now-title">
      <h3 id="pay-now-title" className="pay-now__title">
        Pay online now
      </h3>
      <p className="pay-now__text">
        GCash, Maya, QR Ph or card, on PayMongo’s secure page. We record it at once.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={pay}
        disabled={opening}
        aria-busy={opening}
      >
        {opening ? 'Opening the payment page…' : `Pay ${formatPesos(offer.amountDue)} now`}
      </button>
      {error ? (
        <p className="pay-now__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
