import { bookingSettingsInputSchema, bookingSettingsSchema } from '../../../domain/schemas/booking-settings';
import { type Operation, operation } from './operations';

/** Schemas this part of the API adds to `components.schemas`. */
export const ONLINE_PAYMENT_REQUESTS = { BookingSettingsInput: bookingSettingsInputSchema };
export const ONLINE_PAYMENT_RESPONSES = { BookingSettings: bookingSettingsSchema };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Paying online through PayMongo (issue 28 item 2) and instant confirmation (item 5). */
export function onlinePaymentPaths(): Record<string, Record<string, Operation>> {
  const token = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  const settings = { type: 'object', properties: { data: ref('BookingSettings') } };
  return {
    '/api/my-booking/{token}/checkout': {
      get: operation('Whether "Pay now" is offered (PayMongo set up, something due) and the pesos due', {
        parameters: [token],
        ok: [
          200,
          {
            type: 'object',
            properties: { available: { type: 'boolean' }, amountDue: { type: 'number' } },
          },
        ],
        errors: [404],
      }),
      post: operation(
        'Open a PayMongo checkout session for the amount due (GCash, Maya, QR Ph, card); answers the page to send the client to. 409 when nothing is due, 502 when PayMongo fails, 503 when it is not set up',
        {
          parameters: [token],
          ok: [200, { type: 'object', properties: { checkoutUrl: { type: 'string', format: 'uri' } } }],
          errors: [404, 409, 502, 503],
        },
      ),
    },
    '/api/payments/paymongo/webhook': {
      post: operation(
        "PayMongo's events, signed (Paymongo-Signature: t, te, li; HMAC-SHA256 of t.rawbody, within 5 minutes; 401 otherwise). Each event id once; checkout_session.payment.paid records the payment when it is exactly the amount due of a known booking",
        {
          ok: [
            200,
            { type: 'object', properties: { received: { type: 'boolean' }, outcome: { type: 'string' } } },
          ],
          errors: [400, 401, 503],
        },
      ),
    },
    '/api/settings/booking': {
      get: operation('Booking settings: instant confirmation (admins)', { staff: true, ok: [200, settings] }),
      put: operation('Turn instant confirmation of online bookings on or off (admins)', {
        staff: true,
        body: 'BookingSettingsInput',
        ok: [200, settings],
      }),
    },
  };
}
