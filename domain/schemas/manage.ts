import { z } from 'zod';
import { BOOKING_STATUSES, SERVICE_TYPES } from '../booking-status';
import { BRANCH_IDS } from '../branches';
import { BOOKING_EVENT_KINDS, CHANGE_REQUEST_STATUSES, CHANGE_REQUEST_TEXT_LIMIT } from '../manage-booking';
import { UNPAID } from '../payment';
import { PAYMENT_METHOD_IDS } from '../payment-methods';
import { assignmentSchema } from './assignments';
import { appointmentDateField, hasNoControlCharacters, timeSlotField } from './fields';
import { clientPackageSchema } from './packages';
import { paymentProofSchema, paymentSchema } from './payment';

/** A message or reply of up to 500 characters; blank or absent is `null`. */
function optionalMessage(label: string) {
  return z
    .union(
      [
        z
          .string()
          .trim()
          .max(CHANGE_REQUEST_TEXT_LIMIT, `${label} must be at most ${CHANGE_REQUEST_TEXT_LIMIT} characters`)
          .refine(hasNoControlCharacters, `${label} contains characters that are not allowed`),
        z.null(),
      ],
      { error: `${label} must be text` },
    )
    .optional()
    .transform((value) => (value ? value : null));
}

/** The client asks for another date and time (the booking form's date and slot rules). */
export const rescheduleRequestSchema = z.object(
  { date: appointmentDateField, time: timeSlotField, message: optionalMessage('Message') },
  { error: 'Send { date, time, message? } as a JSON object' },
);

/** The client moves the booking to a free start themselves (same date and slot rules). */
export const moveRequestSchema = z.object(
  { date: appointmentDateField, time: timeSlotField },
  { error: 'Send { date, time } as a JSON object' },
);
export type MoveRequest = z.output<typeof moveRequestSchema>;

export const cancelRequestSchema = z.object({}, { error: 'Send {} as a JSON object' });

/**
 * The request the desk read, named by when the client sent it (`requestedAt` of the list). Optional,
 * so `{}` and `{ reply? }` work as before; when given, a request the client has replaced meanwhile
 * (a new one withdraws the old) is refused with 409 instead of deciding one staff never saw.
 */
const seenRequest = {
  requestedAt: z
    .string({ error: 'requestedAt must be the request time the list showed' })
    .datetime({ offset: true, error: 'requestedAt must be the request time the list showed' })
    .optional()
    .meta({ description: "The pending request's requestedAt as the desk read it" }),
};

export const acceptRequestSchema = z.object(seenRequest, { error: 'Send { requestedAt? } as a JSON object' });

export const declineRequestSchema = z.object(
  { reply: optionalMessage('Reply'), ...seenRequest },
  { error: 'Send { reply?, requestedAt? } as a JSON object' },
);

export const changeRequestSchema = z.object({
  date: z.string(),
  time: z.string(),
  message: z.string().nullable(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  reply: z.string().nullable(),
});

export const pendingChangeRequestSchema = z.object({
  date: z.string(),
  time: z.string(),
  message: z.string().nullable(),
  requestedAt: z.string(),
});

export const bookingEventSchema = z.object({
  id: z.string(),
  kind: z.enum(BOOKING_EVENT_KINDS),
  at: z.string(),
  actor: z.string(),
  summary: z.string(),
});

export const managedBookingSchema = z.object({
  bookingNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  branch: z.enum(BRANCH_IDS),
  address: z.string(),
  landmark: z.string(),
  date: z.string(),
  time: z.string(),
  customerName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  services: z.array(
    z.object({
      serviceId: z.string().meta({ description: 'The treatment, as GET /api/availability takes it' }),
      name: z.string(),
      quantity: z.number().int(),
      price: z.number().meta({ description: 'Line total in pesos' }),
      selectedPromo: z.string().nullable(),
      packageId: z
        .string()
        .optional()
        .meta({ description: 'Set when the visit is a session from this package (charged ₱0)' }),
    }),
  ),
  totalPrice: z.number(),
  travelFee: z.number().default(0).meta({ description: 'The home-service travel fee inside totalPrice' }),
  canCancel: z.boolean(),
  canMove: z
    .boolean()
    .meta({ description: 'The client may move it to a free start (POST .../move): 24 hours ahead at least' }),
  canReschedule: z.boolean(),
  cancelDeadline: z.string().meta({ description: 'ISO instant: the appointment start less 24 hours' }),
  changeRequest: changeRequestSchema.nullable(),
  payment: paymentSchema.default(UNPAID),
  paymentProof: paymentProofSchema
    .nullable()
    .default(null)
    .meta({ description: 'The current proof, if any' }),
  packages: z.array(clientPackageSchema).default([]).meta({ description: "The client's packages" }),
  healthReview: z.boolean().default(false).meta({
    description: "An answer on the client's health form needs a word with the clinic before this visit",
  }),
  assignments: z.array(assignmentSchema).default([]).meta({
    description:
      "Who treats the client, line by line: practitioners only (the rooms and machines are the desk's business)",
  }),
});

export const managedBookingResponseSchema = z.object({ booking: managedBookingSchema });
export const managedBookingActionResponseSchema = z.object({
  booking: managedBookingSchema,
  msg: z.string(),
});

export type RescheduleRequest = z.output<typeof rescheduleRequestSchema>;
export type DeclineRequest = z.output<typeof declineRequestSchema>;
export type ChangeRequest = z.output<typeof changeRequestSchema>;
export type PendingChangeRequest = z.output<typeof pendingChangeRequestSchema>;
export type BookingEvent = z.output<typeof bookingEventSchema>;
export type ManagedBooking = z.output<typeof managedBookingSchema>;
