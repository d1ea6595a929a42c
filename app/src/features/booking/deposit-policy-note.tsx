import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';

/**
 * The clinic's deposit policy in words (GET /api/deposits/policy), under the booking form's total:
 * what is asked, by when, and that a late cancellation keeps it. The amount this booking owes is the
 * server's, shown once it is booked (the first-visit rule needs the client's history). Nothing
 * offline or with no policy.
 */
export function DepositPolicyNote() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    apiRequest<{ data?: { text?: unknown } }>('/deposits/policy', { signal: abort.signal }).then(
      (body) => setText(typeof body.data?.text === 'string' ? body.data.text : null),
      () => setText(null),
    );
    return () => abort.abort();
  }, []);
  if (!text) return null;
  return (
    <p className="booking-summary__deposit" data-testid="deposit-policy">
      {text}
    </p>
  );
}
