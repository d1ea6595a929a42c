import { apiRequest } from '../../lib/api-client';

const base = (token: string) => `/my-booking/${encodeURIComponent(token)}/checkout`;

/** Whether "Pay now" is offered for this booking (PayMongo set up, something due), and how much. */
export async function fetchOnlinePayment(
  token: string,
  signal?: AbortSignal,
): Promise<{ available: boolean; amountDue: number }> {
  return apiRequest(base(token), { signal, fallbackMessage: 'We could not check online payment.' });
}

/** Opens a PayMongo checkout for the amount due; the page then goes to its address. */
export async function openCheckout(token: string): Promise<{ checkoutUrl: string }> {
  return apiRequest(base(token), {
    method: 'POST',
    body: {},
    fallbackMessage: 'We could not open the payment page. Please try again.',
  });
}
