import { z } from 'zod';
import { CONSULTATION_STATUSES } from '../manage-consultation';
import { UNPAID } from '../payment';
import { PAYMENT_METHOD_IDS } from '../payment-methods';
import { pendingChangeRequestSchema } from './manage';
import { paymentProofSchema, paymentSchema } from './payment';

/** An online consultation as its client sees it through the manage link: never e-mail, phone or notes. */
export const managedConsultationSchema = z.object({
  bookingNumber: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  date: z.string(),
  time: z.string(),
  minutes: z.number().int(),
  customerName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  totalPrice: z.number().meta({ description: 'The amount to pay, in pesos (the consultation fee)' }),
  howTheCallHappens: z.string(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancelDeadline: z.string().meta({ description: 'ISO instant: the consultation start less 24 hours' }),
  changeRequest: pendingChangeRequestSchema
    .nullable()
    .meta({ description: 'The request for another time the clinic has not answered yet' }),
  payment: paymentSchema.default(UNPAID),
  paymentProof: paymentProofSchema
    .nullable()
    .default(null)
    .meta({ description: 'The current proof, if any' }),
});

export const managedConsultationResponseSchema = z.object({ consultation: managedConsultationSchema });
export const managedConsultationActionResponseSchema = z.object({
  consultation: managedConsultationSchema,
  msg: z.string(),
});

export type ManagedConsultation = z.output<typeof managedConsultationSchema>;
