import { z } from 'zod';
import { PAYMENT_SOURCES } from '../online-payment';
import {
  PAYMENT_ENTRY_METHODS,
  PAYMENT_REFERENCE_LIMIT,
  PAYMENT_STATUSES,
  RECORDED_PAYMENT_STATUSES,
} from '../payment';
import { isOneLine } from './fields';

export const paymentEntrySchema = z.object({
  id: z.string(),
  method: z
    .enum(PAYMENT_ENTRY_METHODS)
    .nullable()
    .meta({ description: 'How the money came; null only for money recorded before the ledger' }),
  amount: z.number().meta({ description: 'Pesos; negative for a correction or refund' }),
  reference: z.string().nullable(),
  recordedBy: z
    .string()
    .optional()
    .meta({ description: "Who recorded it; staff only (not in the client's copy)" }),
  recordedAt: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  tendered: z.number().nullable().meta({ description: 'Cash handed over, for the change (cash only)' }),
  reason: z.string().nullable().meta({ description: 'Why a correction or refund was made' }),
});

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

/** The deposit a booking owes: fixed when it was made; counts toward the total as it is paid. */
export const depositSchema = z.object({
  amount: z.number().meta({ description: 'Pesos of deposit the booking owes' }),
  dueBy: z.string().meta({ description: 'When the booking is released if the deposit is still unpaid' }),
  outstanding: z.number().meta({ description: 'Pesos of the deposit still to pay (0 once paid)' }),
  met: z.boolean().meta({ description: 'Paid, or a proof of payment sent: the booking keeps its place' }),
  amountDueNow: z
    .number()
    .meta({ description: 'What an online payment charges now: the deposit left, else the balance' }),
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
      method: z
        .enum(PAYMENT_ENTRY_METHODS, { error: 'Method must be cash, gcash, maya, card or bank' })
        .optional()
        .meta({ description: 'How the difference came; cash when unsaid' }),
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

/** The largest single figure a payment may carry, in pesos. */
const AMOUNT_LIMIT = 10_000_000;

const hasCentavosAtMost = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * One entry the counter appends (`POST /api/bookings/:id/payments`). `id`, when the client gives one,
 * makes it exactly-once. Whether the amount fits the balance and who may correct is the server's to
 * check against the booking.
 */
export const paymentEntryInputSchema = z
  .object(
    {
      id: z.uuid({ error: 'The id must be a UUID' }).optional(),
      method: z.enum(PAYMENT_ENTRY_METHODS, { error: 'Method must be cash, gcash, maya, card or bank' }),
      amount: z
        .number({ error: 'The amount must be a number of pesos' })
        .refine((amount) => amount !== 0, { error: 'The amount cannot be 0' })
        .refine((amount) => Math.abs(amount) <= AMOUNT_LIMIT, { error: 'The amount is too large' })
        .refine(hasCentavosAtMost, { error: 'The amount has at most 2 decimals (centavos)' }),
      reference: reference.optional(),
      tendered: z
        .number({ error: 'The cash tendered must be a number of pesos' })
        .positive({ error: 'The cash tendered must be more than ₱0' })
        .max(AMOUNT_LIMIT, { error: 'The cash tendered is too large' })
        .refine(hasCentavosAtMost, { error: 'The cash tendered has at most 2 decimals (centavos)' })
        .optional(),
      reason: z
        .string({ error: 'The reason must be text' })
        .trim()
        .max(200, { error: 'The reason is at most 200 characters' })
        .refine(isOneLine, { error: 'The reason must be on one line' })
        .optional(),
    },
    { error: 'Send { method, amount, reference } as a JSON object' },
  )
  .refine((input) => input.tendered === undefined || input.method === 'cash', {
    error: 'Cash tendered is for cash payments only',
    path: ['tendered'],
  })
  .refine((input) => input.tendered === undefined || input.tendered >= input.amount, {
    error: 'The cash tendered cannot be less than the amount',
    path: ['tendered'],
  })
  .refine((input) => input.amount > 0 || Boolean(input.reason), {
    error: 'Give the reason for a correction (a negative amount)',
    path: ['reason'],
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
export type PaymentEntryInput = z.output<typeof paymentEntryInputSchema>;
export type KeptPaymentProof = z.output<typeof keptPaymentProofSchema>;
export type PaymentProof = z.output<typeof paymentProofSchema>;

export type Deposit = z.output<typeof depositSchema>;
