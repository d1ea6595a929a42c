import { ONLINE_PAYMENT_METHODS } from '../../../domain/online-payment';
import type { PaymongoConfig } from '../config';
import { type CheckoutRequest, CheckoutUnavailable, type OnlineCheckout } from './online-checkout';

/** How long PayMongo may take to open a session before the client is asked to try again. */
const TIMEOUT_MS = 15_000;

/** PayMongo's API takes the secret key as the Basic user name, with no password. */
export const paymongoAuthorization = (secretKey: string) =>
  `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

/**
 * PayMongo's hosted checkout: `POST <PAYMONGO_URL>/checkout_sessions` with `{ data: { attributes } }`,
 * answered with `{ data: { id: 'cs_...', attributes: { checkout_url } } }`. The booking number is the
 * session's `reference_number` and its id `metadata.bookingId`, which is how the webhook finds it.
 */
export function createPaymongoCheckout(config: PaymongoConfig): OnlineCheckout {
  return {
    name: 'paymongo',
    async createCheckout(request: CheckoutRequest) {
      const attributes = {
        billing: { name: request.client.name, email: request.client.email, phone: request.client.phone },
        line_items: [
          {
            name: `Booking ${request.bookingNumber}`,
            description: request.description,
            amount: request.amountCentavos,
            currency: 'PHP',
            quantity: 1,
          },
        ],
        payment_method_types: [...ONLINE_PAYMENT_METHODS],
        description: request.description,
        reference_number: request.bookingNumber,
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { bookingId: request.bookingId, bookingNumber: request.bookingNumber },
      };
      let response: Response;
      try {
        response = await fetch(`${config.url}/checkout_sessions`, {
          method: 'POST',
          headers: {
            authorization: paymongoAuthorization(config.secretKey),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ data: { attributes } }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new CheckoutUnavailable(`PayMongo could not be reached: ${(error as Error).message}`);
      }
      const text = await response.text();
      if (!response.ok) {
        throw new CheckoutUnavailable(`PayMongo answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      }
      const body = JSON.parse(text) as { data?: { id?: unknown; attributes?: { checkout_url?: unknown } } };
      const id = body.data?.id;
      const checkoutUrl = body.data?.attributes?.checkout_url;
      if (typeof id !== 'string' || typeof checkoutUrl !== 'string' || !/^https?:\/\//.test(checkoutUrl)) {
        throw new CheckoutUnavailable(`PayMongo's answer had no checkout_url: ${text.slice(0, 300)}`);
      }
      return { id, checkoutUrl };
    },
  };
}
