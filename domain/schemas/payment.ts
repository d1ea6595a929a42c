import { z } from 'zod';
import { PAYMENT_SOURCES } from '../online-payment';
import { PAYMENT_REFERENCE_LIMIT, PAYMENT_STATUSES, RECORDED_PAYMENT_STATUSES } from '../payment';
import { isOneLine } from './fields';

export const paymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  amountPaid: z.number().nullable().meta({ description: 'Pesos staff saw arrive; null until recorded' }),
  balance: z.number().meta({ description: 'Pesos still due: the total less amountPaid; 0 when refunded' }),
  reference: z.string().nullable().meta({ description: "The transfer's reference number" }),
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  source: z
    .enum(PAYMENT_SOURCES)
    .nullable()
    .default(null)
    .meta({ description: 'How the money came: desk, proof (a checked transfer) or online (PayMongo)' }),
});

const reference = z
  .string({ error: 'The reference must be text' })
  .trim()
  .max(PAYMENT_REFERENCE_LIMIT, { error: `The reference is at most ${PAYMENT_REFERENCE_LIMIT} characters` })
  .refine(isOneLine, { error: 'The reference must be on one line' });

/**
 * Staff recording a payment: paid needs the amount that arrived (less than the total makes it
 * part-paid); a refund keeps the amount that came in and needs an admin with the delete code.
 */
export const recordPaymentSchema = z
  .object(
    {
      status: z.enum(RECORDED_PAYMENT_STATUSES, { error: 'Status must be paid or refunded' }),
      amountPaid: z
        .number({ error: 'The amount paid must be a number of pesos' })
        .min(0, { error: 'The amount paid cannot be negative' })
        .max(10_000_000, { error: 'The amount paid is too large' })
        .optional(),
      reference: reference.optional(),
      deleteCode: z.string({ error: 'The delete code must be text' }).max(200).optional(),
    },
    { error: 'Send { status, amountPaid, reference } as a JSON object' },
  )
  .refine((input) => input.status !== 'paid' || input.amountPaid !== undefined, {
    error: 'Enter the amount paid',
    path: ['amountPaid'],
  })
  .refine((input) => input.status !== 'refunded' || Boolean(input.deleteCode?.trim()), {
    error: 'Enter the delete code to record a refund',
    path: ['deleteCode'],
  });

/** The optional text field that travels with a proof of payment upload. */
export const proofReferenceSchema = reference.optional();

export const paymentProofSchema = z.object({
  submittedAt: z.string(),
  reference: z.string().nullable(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A proof whose image the clinic keeps, as staff list them: the one the desk had in front of it when
 * it last recorded money (`checkedAtPayment`), any sent after that (`afterPayment`), and the current one.
 */
export const keptPaymentProofSchema = paymentProofSchema.extend({
  id: z.string(),
  checkedAtPayment: z.boolean(),
  afterPayment: z.boolean(),
  current: z.boolean(),
});

export type RecordPayment = z.output<typeof recordPaymentSchema>;
export type KeptPaymentProof = z.output<typeof keptPaymentProofSchema>;
export type PaymentProof = z.output<typeof paymentProofSchema>;
