import { z } from 'zod';
import { BOOKING_STATUSES, SERVICE_TYPES } from '../booking-status';
import { BRANCH_IDS } from '../branches';
import { CONSULTATION_STATUSES } from '../consultation-status';
import { healthReviewSchema } from '../health-form/health-review';
import { UNPAID } from '../payment';
import { PAYMENT_METHOD_IDS } from '../payment-methods';
import { assignmentSchema } from './assignments';
import { bookingEventSchema, changeRequestSchema, pendingChangeRequestSchema } from './manage';
import { depositSchema, paymentSchema } from './payment';

/** What the API answers with: the shapes the app and the back-office read. */

export const bookedLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().meta({ description: 'Unit price charged, in pesos (0 reads "Consultation")' }),
  lineTotal: z.number(),
  selectedPromo: z.string().nullable(),
  promoCode: z.string().nullable(),
  packageId: z.string().optional().meta({ description: 'A session booked from this package (priced 0)' }),
  createdAt: z.string(),
});

export const bookingRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalPrice: z.number().meta({ description: "The server's own total in pesos" }),
  travelFee: z
    .number()
    .default(0)
    .meta({ description: 'The home-service travel fee inside totalPrice, as priced when booked (0: none)' }),
  noteAdmin: z.string().nullable(),
  updatedBy: z.string().nullable(),
  bookingData: z.object({
    bookingNumber: z.string(),
    serviceType: z.enum(SERVICE_TYPES),
    branch: z.enum(BRANCH_IDS),
    address: z.string(),
    landmark: z.string(),
    date: z.string().meta({ description: 'YYYY-MM-DD, a Manila calendar date' }),
    time: z.string().meta({ description: 'HH:MM, 24-hour' }),
    age: z.number().int(),
    customerName: z.string(),
    email: z.string(),
    phone: z.string(),
    paymentMethod: z.enum(PAYMENT_METHOD_IDS),
    notes: z.string(),
    smsOptIn: z
      .boolean()
      .optional()
      .meta({ description: 'False when the client unticked "Text me about this booking"' }),
    practitionerId: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The practitioner the client asked for; null for Anyone' }),
  }),
  cartItems: z.array(bookedLineSchema),
  assignments: z.array(assignmentSchema).default([]).meta({
    description: 'Who and what each line takes (practitioners, rooms, machines), in cart order',
  }),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
  payment: paymentSchema.default(UNPAID),
  deposit: depositSchema.nullable().default(null).meta({
    description: 'The deposit the booking owes (issue 28 item 3, domain/deposits.ts); null for none',
  }),
  arrivedAt: z.string().nullable().default(null).meta({
    description: 'When the desk marked the client arrived (issue 29); null before, or after going back',
  }),
  inTreatmentAt: z.string().nullable().default(null).meta({
    description: 'When the treatment began (status in-treatment); null before',
  }),
  review: healthReviewSchema.nullable().default(null).meta({
    description: "Under review because of the client's health form (issue 27 item 3); null when never",
  }),
});

export const statusChangeSchema = z.object({
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  changedBy: z.string(),
  changedAt: z.string(),
});

/** One text message about the booking and where it stands (server/src/sms). */
export const SMS_STATUSES = ['queued', 'held', 'sent', 'failed', 'skipped'] as const;
export const smsRecordSchema = z.object({
  id: z.string(),
  kind: z.string().meta({
    description:
      'booking-received, booking-reminder, desk-confirmed, desk-cancelled, desk-moved, desk-no-show',
  }),
  label: z.string().meta({ description: 'What the desk reads for the kind, e.g. "Day-before reminder"' }),
  status: z.enum(SMS_STATUSES).meta({
    description:
      'queued; held (quiet hours 21:00-08:00 Manila, until sendAt); sent; failed (refused or kept failing); skipped (opted out, no mobile, booking gone)',
  }),
  to: z.string().nullable().meta({ description: '639XXXXXXXXX once the worker has taken it up' }),
  queuedAt: z.string(),
  sendAt: z.string().nullable().meta({ description: 'When it goes (queued or held), else null' }),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  error: z
    .string()
    .nullable()
    .meta({ description: 'Why it failed or was skipped, or the last error before a retry' }),
});

export const bookingDetailSchema = bookingRecordSchema.extend({
  clientId: z.string().nullable().meta({
    description: "The client's record (GET /api/clients/:id); null for a row stored outside the app",
  }),
  history: z.array(statusChangeSchema),
  events: z.array(bookingEventSchema).meta({ description: "The booking's audit trail, oldest first" }),
  changeRequest: changeRequestSchema.nullable().meta({ description: 'The latest change request, if any' }),
  texts: z.array(smsRecordSchema).meta({ description: 'The text messages about the booking, oldest first' }),
});

/** A booking in a list: the record and the change request waiting for staff, if any. */
export const bookingListItemSchema = bookingRecordSchema.extend({
  pendingChangeRequest: pendingChangeRequestSchema.nullable(),
});

export const consultationRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  bookingNumber: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().int(),
  date: z.string(),
  time: z.string(),
  cancelledAt: z.string().nullable().optional().meta({
    description: 'When it was cancelled (by the client through the manage link, or the desk); null while on',
  }),
  status: z.enum(CONSULTATION_STATUSES).default('pending'),
  videoLink: z.string().nullable().default(null).meta({ description: 'The video-call link staff set' }),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  notes: z.string(),
  totalPrice: z.number(),
  createdAt: z.string(),
  payment: paymentSchema.default(UNPAID),
  assignments: z.array(assignmentSchema).default([]).meta({
    description:
      'The consultant who takes the call (a practitioner of the online place); empty on calls from before',
  }),
  pendingChangeRequest: pendingChangeRequestSchema.nullable().optional().meta({
    description:
      "The client's request to move the call, waiting for staff to accept or decline it: on every listed consultation (null when none) and null in a decision's answer",
  }),
});

export const bookingCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShow: z.number().int(),
  arrived: z.number().int().default(0).meta({ description: 'Arrived, waiting (issue 29)' }),
  inTreatment: z.number().int().default(0).meta({ description: 'In treatment (issue 29)' }),
  today: z
    .number()
    .int()
    .meta({ description: "Visits whose service date is today's Manila date, cancelled ones left out" }),
});

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    limit: z.number().int(),
    totalCapped: z.boolean().optional().meta({
      description:
        'A search with more than 1,000 matches: total is 1,000 and there are more matches (and pages) than it says',
    }),
  });
}

export const bookingPageSchema = pageOf(bookingListItemSchema);
export const consultationPageSchema = pageOf(consultationRecordSchema);
export const bookingListSchema = bookingPageSchema.extend({
  bookings: z.array(bookingListItemSchema).meta({ description: 'The same list as data' }),
  counts: bookingCountsSchema,
});

export const createBookingResponseSchema = z.object({
  booking: bookingRecordSchema,
  msg: z.string(),
  manageToken: z
    .string()
    .optional()
    .meta({ description: 'Opens /my-booking/<token> (proof of payment, packages)' }),
});
export const createConsultationResponseSchema = z.object({
  bookingNumber: z.string(),
  consultation: consultationRecordSchema,
  msg: z.string(),
  manageToken: z
    .string()
    .optional()
    .meta({ description: 'Opens /my-consultation/{token}: the same link as the confirmation e-mail' }),
});

export const errorSchema = z.object({
  msg: z.string(),
  message: z.string(),
  error: z.string().meta({ description: 'A stable id, e.g. validation_failed, idempotency_in_progress' }),
});

export type BookedLine = z.output<typeof bookedLineSchema>;
export type BookingRecord = z.output<typeof bookingRecordSchema>;
export type BookingDetail = z.output<typeof bookingDetailSchema>;
export type SmsRecord = z.output<typeof smsRecordSchema>;
export type BookingListItem = z.output<typeof bookingListItemSchema>;
export type StatusChange = z.output<typeof statusChangeSchema>;
export type ConsultationRecord = z.output<typeof consultationRecordSchema>;
export type BookingCounts = z.output<typeof bookingCountsSchema>;
export type BookingPage = z.output<typeof bookingPageSchema>;
export type BookingList = z.output<typeof bookingListSchema>;
export type ConsultationPage = z.output<typeof consultationPageSchema>;
export type CreateBookingResponse = z.output<typeof createBookingResponseSchema>;
export type CreateConsultationResponse = z.output<typeof createConsultationResponseSchema>;
export type ApiError = z.output<typeof errorSchema>;
