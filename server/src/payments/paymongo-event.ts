import { z } from 'zod';

/** The event every PayMongo webhook delivers: `{ data: { id: 'evt_...', attributes: { type, livemode, data } } }`. */
const eventSchema = z.object({
  data: z.object({
    id: z.string().min(1).max(200),
    attributes: z.object({
      type: z.string().min(1).max(200),
      livemode: z.boolean().optional(),
      data: z.unknown(),
    }),
  }),
});

/** The checkout session a `checkout_session.payment.paid` event carries, with its payments. */
const paidSessionSchema = z.object({
  id: z.string(),
  attributes: z.object({
    reference_number: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    payments: z
      .array(
        z.object({
          id: z.string().min(1).max(200),
          attributes: z.object({
            amount: z.number().int(),
            currency: z.string().optional(),
            status: z.string(),
          }),
        }),
      )
      .default([]),
  }),
});

export const PAID_EVENT = 'checkout_session.payment.paid';

export interface PaymongoEvent {
  id: string;
  type: string;
  livemode: boolean | undefined;
  /** For a paid checkout session: what it says was paid, and for which booking. */
  paid?: PaidCheckout;
}

export interface PaidCheckout {
  sessionId: string;
  bookingId: string | undefined;
  referenceNumber: string | undefined;
  /** The first paid payment's id (`pay_...`): what names the payment on the desk. */
  paymentId: string;
  /** The paid payments' amounts, in centavos, PHP only. */
  amountCentavos: number;
}

/** Reads an event the signature check let in; undefined when it is not shaped like one. */
export function readPaymongoEvent(body: unknown): PaymongoEvent | undefined {
  const event = eventSchema.safeParse(body);
  if (!event.success) return undefined;
  const { id, attributes } = event.data.data;
  const read: PaymongoEvent = { id, type: attributes.type, livemode: attributes.livemode };
  if (attributes.type !== PAID_EVENT) return read;
  const session = paidSessionSchema.safeParse(attributes.data);
  if (!session.success) return read;
  const paid = session.data.attributes.payments.filter(
    (payment) => payment.attributes.status === 'paid' && (payment.attributes.currency ?? 'PHP') === 'PHP',
  );
  const first = paid[0];
  if (!first) return read;
  const bookingId = session.data.attributes.metadata?.bookingId;
  return {
    ...read,
    paid: {
      sessionId: session.data.id,
      bookingId: typeof bookingId === 'string' ? bookingId : undefined,
      referenceNumber: session.data.attributes.reference_number ?? undefined,
      paymentId: first.id,
      amountCentavos: paid.reduce((sum, payment) => sum + payment.attributes.amount, 0),
    },
  };
}
