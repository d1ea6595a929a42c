import type { Payment } from '@domain/payment';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How often, and how many times, the page asks again while PayMongo's word is on its way. */
const ASK_EVERY_MS = 3_000;
const ASK_AT_MOST = 20;

/**
 * Back from PayMongo's page (`?payment=done` or `?payment=cancelled`): what happened, in words. PayMongo
 * tells the clinic by webhook, usually before the client is back; until the payment shows, the page
 * asks again every few seconds for a minute.
 */
export function PaymentReturnNotice({ payment, onRefresh }: { payment: Payment; onRefresh(): void }) {
  const [search] = useSearchParams();
  const outcome = search.get('payment');
  const asked = useRef(0);
  const received = payment.status === 'paid' || payment.status === 'part-paid';
  const waiting = outcome === 'done' && !received;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each reload (a new `payment`) sets the next ask.
  useEffect(() => {
    if (!waiting || asked.current >= ASK_AT_MOST) return;
    const timer = window.setTimeout(() => {
      asked.current += 1;
      onRefresh();
    }, ASK_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, onRefresh, payment]);

  if (outcome === 'cancelled' && !received) {
    return (
      <p className="pay-return">Payment cancelled: nothing was charged. You can pay whenever you like.</p>
    );
  }
  if (outcome !== 'done') return null;
  return (
    <p className="pay-return" role="status">
      {received
        ? 'Thank you: your payment is received.'
        : 'Thank you: PayMongo is telling us about your payment. This page shows it in a moment.'}
    </p>
  );
}
