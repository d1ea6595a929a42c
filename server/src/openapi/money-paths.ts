import { myBookingsRequestSchema, myBookingsSchema } from '../../../domain/schemas/my-bookings';
import {
  clientPackageSchema,
  packageEventSchema,
  redeemPackageSchema,
  transferPackageSchema,
} from '../../../domain/schemas/packages';
import {
  keptPaymentProofSchema,
  paymentEntryInputSchema,
  paymentEntrySchema,
  recordPaymentSchema,
} from '../../../domain/schemas/payment';
import { consultationRecordSchema } from '../../../domain/schemas/records';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas this part of the API adds to `components.schemas`. */
export const MONEY_REQUESTS = {
  RecordPayment: recordPaymentSchema,
  TakePayment: paymentEntryInputSchema,
  RedeemPackage: redeemPackageSchema,
  TransferPackage: transferPackageSchema,
  MyBookingsRequest: myBookingsRequestSchema,
};
export const MONEY_RESPONSES = {
  ClientPackage: clientPackageSchema,
  PackageEvent: packageEventSchema,
  MyBookings: myBookingsSchema,
  Consultation: consultationRecordSchema,
  KeptPaymentProof: keptPaymentProofSchema,
  PaymentEntry: paymentEntrySchema,
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const withHistory = {
  type: 'object',
  properties: {
    data: {
      allOf: [
        ref('ClientPackage'),
        { type: 'object', properties: { history: { type: 'array', items: ref('PackageEvent') } } },
      ],
    },
  },
};
const image = {
  type: 'string',
  description:
    'image/jpeg, image/png or image/webp bytes, metadata stripped (a HEIC or AVIF upload is kept as JPEG)',
};

/** Proof of payment, recorded payments, the package wallet and "My bookings". */
export function moneyPaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  const token = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  const recorded = (what: string) =>
    operation(
      `Record the ${what}'s payment: status 'paid' with the amount that arrived in all (less than the total is stored as 'part-paid', with its balance; a booking opens its packages only when paid in full), or 'refunded' (admins only, with deleteCode; closes the packages the booking bought). One acknowledgement e-mail per status`,
      {
        staff: true,
        parameters: [idParam],
        body: 'RecordPayment',
        ok: [
          200,
          { type: 'object', properties: { data: ref(what === 'booking' ? 'Booking' : 'Consultation') } },
        ],
        errors: [400, 403, 404, 429],
      },
    );
  const proof = (what: string) =>
    operation(`The ${what}'s current proof of payment (the image itself)`, {
      staff: true,
      parameters: [idParam],
      ok: [200, image],
      errors: [404],
    });
  const keptList = (what: string) =>
    operation(
      `The ${what}'s proofs whose images are kept, newest first: the one checked when the desk last recorded money (checkedAtPayment), any sent after it (afterPayment), and the current one`,
      {
        staff: true,
        parameters: [idParam],
        ok: [
          200,
          { type: 'object', properties: { data: { type: 'array', items: ref('KeptPaymentProof') } } },
        ],
        errors: [404],
      },
    );
  const proofId = { name: 'proofId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  const keptImage = (what: string) =>
    operation(`One kept proof of the ${what} (the image itself), by the id the list gives`, {
      staff: true,
      parameters: [idParam, proofId],
      ok: [200, image],
      errors: [404],
    });
  return {
    '/api/my-booking/{token}/payment-proof': {
      post: {
        ...operation(
          'The client sends a proof of payment: multipart/form-data, field `file` (JPEG, PNG, WebP or HEIC/AVIF by its bytes, up to 5 MB; HEIC and AVIF are kept as JPEG), optional `reference`. Re-encoded at most 1600 px without metadata; replaces the last proof. Idempotency-Key stores it once. 413 also for an image over 25 megapixels (refused from its header); 429 + Retry-After past `PROOF_UPLOAD_LIMIT_PER_LINK` or `PROOF_UPLOAD_LIMIT_PER_ADDRESS`; 503 + Retry-After when too many images wait to be decoded.',
          {
            parameters: [token],
            ok: [201, 'ManagedBookingActionResponse'],
            errors: [400, 404, 413, 415, 429, 503],
          },
        ),
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  reference: { type: 'string', maxLength: 60 },
                },
              },
            },
          },
        },
      },
    },
    '/api/my-consultation/{token}/payment-proof': {
      post: {
        ...operation("The same for an online consultation, through the consultation's own link", {
          parameters: [token],
          ok: [201, 'ManagedConsultationActionResponse'],
          errors: [400, 404, 413, 415, 429, 503],
        }),
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  reference: { type: 'string', maxLength: 60 },
                },
              },
            },
          },
        },
      },
    },
    '/api/bookings/{id}/payment-proof': { get: proof('booking') },
    '/api/bookings/{id}/payment-proofs': { get: keptList('booking') },
    '/api/bookings/{id}/payment-proofs/{proofId}': { get: keptImage('booking') },
    '/api/bookings/{id}/payment': { post: recorded('booking') },
    '/api/bookings/{id}/payments': {
      post: operation(
        "Append one entry to the booking's ledger (issue 29 item 2): a payment taken at the counter (method cash, gcash, maya, card or bank; amount in pesos, at most 2 decimals, at most the balance; tendered is the cash handed over, cash only, at least the amount) or an admin's correction (a negative amount with a reason, never below ₱0 paid). amountPaid becomes the entries' sum and the status follows (part-paid while a balance is left, paid at the total). An id given by the client makes it exactly-once: the same id with the same figures answers 200 and writes nothing, with other figures 409. A cancelled visit takes corrections only (409). One acknowledgement e-mail per status.",
        {
          staff: true,
          parameters: [idParam],
          body: 'TakePayment',
          ok: [200, { type: 'object', properties: { data: ref('Booking'), message: { type: 'string' } } }],
          errors: [400, 403, 404, 409],
        },
      ),
    },
    '/api/bookings/{id}/statement': {
      post: operation(
        'E-mail the client the statement of account (not an official receipt) through the outbox: 202 { queued: true, to } when queued; 200 { queued: false, msg } when this payment state was already sent (it may be sent again after the next payment); 400 when the booking has no client e-mail',
        {
          staff: true,
          parameters: [idParam],
          ok: [202, { type: 'object', properties: { queued: { type: 'boolean' }, to: { type: 'string' } } }],
          errors: [400, 404],
        },
      ),
    },
    '/api/bookings/{id}/packages': {
      get: operation("The packages of the booking's client (by e-mail, or by phone without one)", {
        staff: true,
        parameters: [idParam],
        ok: [200, { type: 'object', properties: { data: { type: 'array', items: ref('ClientPackage') } } }],
        errors: [404],
      }),
    },
    '/api/online-consultations/{id}/payment-proof': { get: proof('consultation') },
    '/api/online-consultations/{id}/payment-proofs': { get: keptList('consultation') },
    '/api/online-consultations/{id}/payment-proofs/{proofId}': { get: keptImage('consultation') },
    '/api/online-consultations/{id}/payment': { post: recorded('consultation') },
    '/api/packages/{id}': {
      get: operation('One package with its history', {
        staff: true,
        parameters: [idParam],
        ok: [200, withHistory],
        errors: [404],
      }),
    },
    '/api/packages/{id}/redeem': {
      post: operation(
        'Spend one session (409 when none is left, the package expired or was refunded, or the named booking was booked from it and took its session then)',
        {
          staff: true,
          parameters: [idParam],
          body: 'RedeemPackage',
          ok: [200, withHistory],
          errors: [404, 409],
        },
      ),
    },
    '/api/packages/{id}/redemptions/{redemptionId}/undo': {
      post: operation(
        "Give back a session spent by mistake (kept in the history); 409 for the buying visit's session or a refunded package",
        {
          staff: true,
          parameters: [
            idParam,
            { name: 'redemptionId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          ok: [200, withHistory],
          errors: [404, 409],
        },
      ),
    },
    '/api/packages/{id}/transfer': {
      post: operation(
        'Move a transferable package to another client (admins only; 409 when not transferable, expired or refunded)',
        {
          staff: true,
          parameters: [idParam],
          body: 'TransferPackage',
          ok: [200, withHistory],
          errors: [404, 409],
        },
      ),
    },
    '/api/my-bookings/link': {
      post: operation(
        'E-mail one link to everything booked under an address; the same answer whether or not it is known',
        {
          body: 'MyBookingsRequest',
          ok: [202, { type: 'object', properties: { msg: { type: 'string' } } }],
          errors: [400, 429],
        },
      ),
    },
    '/api/my-bookings/{token}': {
      get: operation(
        "Bookings, consultations and packages of the link's address, each booking with its manage token",
        {
          parameters: [token],
          ok: [200, 'MyBookings'],
          errors: [404],
        },
      ),
    },
  };
}
