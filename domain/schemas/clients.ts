import { z } from 'zod';
import { consentRecordSchema } from '../consent/consent-record';
import { pageQuerySchema } from './back-office';
import { clientPackageSchema } from './packages';
import { paymentSchema } from './payment';
import { bookingRecordSchema, consultationRecordSchema } from './records';

/** The desk's client list and record (issue 27 item 1): what the API answers and accepts. */

export const CLIENT_MESSAGES = {
  notFound: 'No client with this id',
  badId: 'The client id is not valid',
  mergeItself: 'A client cannot be merged into itself: choose another record as otherId',
  alreadyMerged: 'This client record was already merged into another; open that one instead',
  mergeSpec: 'Send { otherId } as a JSON object: the client to merge into this one',
  deskFormSpec: "Send { form } as a JSON object: 'health-form' or 'consent'",
} as const;

/** `?search=&page=&limit=`: the same paging and search rules as the booking lists. */
export const clientListQuerySchema = pageQuerySchema;

export const mergeClientsSchema = z.object(
  { otherId: z.uuid({ error: 'otherId must be a client id' }) },
  { error: CLIENT_MESSAGES.mergeSpec },
);

/** The forms a client fills in on the desk's tablet (issue 27 items 2 and 4). */
export const DESK_FORMS = ['health-form', 'consent'] as const;
export type DeskForm = (typeof DESK_FORMS)[number];

export const deskFormRequestSchema = z.object(
  { form: z.enum(DESK_FORMS, { error: CLIENT_MESSAGES.deskFormSpec }) },
  { error: CLIENT_MESSAGES.deskFormSpec },
);

export const deskFormResponseSchema = z.object({
  data: z.object({
    path: z.string().meta({
      description:
        "The client's own form page, under this visit's manage link, in its desk mode (`?at=desk`): open it on the tablet and hand it over",
    }),
  }),
});

export const clientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  visits: z.number().int().meta({ description: 'Bookings (not deleted) and consultations' }),
  lastVisit: z.string().nullable().meta({ description: 'YYYY-MM-DD of the latest visit, past or coming' }),
});

export const clientSchema = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'As last given' }),
  email: z.string(),
  phone: z.string(),
  emails: z.array(z.string()).meta({ description: 'Every e-mail (case-folded) this person has used' }),
  phones: z.array(z.string()).meta({ description: 'Every phone (last 10 digits) this person has used' }),
  createdAt: z.string(),
  mergedInto: z
    .string()
    .nullable()
    .meta({ description: 'Set when an admin merged this record into that one' }),
  merges: z
    .array(z.object({ mergedId: z.string(), name: z.string(), mergedBy: z.string(), at: z.string() }))
    .meta({ description: 'Records merged into this one' }),
});

export const clientPaymentSchema = paymentSchema.extend({
  kind: z.enum(['booking', 'consultation']),
  id: z.string(),
  bookingNumber: z.string(),
  date: z.string().meta({ description: "The visit's date, YYYY-MM-DD" }),
  total: z.number(),
});

export const accessLogEntrySchema = z.object({
  staffName: z.string(),
  at: z.string(),
  what: z.string().meta({
    description:
      "What was read: 'record', 'health-form' (the answers), 'health-review' (a booking's review reasons), 'consents', or 'desk-health-form' / 'desk-consent' (the form opened on the desk's tablet for the client)",
  }),
});

export const intakeAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  value: z.union([z.boolean(), z.string()]).meta({ description: 'true/false for yes-no, else the text' }),
  answeredAt: z.string(),
});

export const clientRecordSchema = z.object({
  client: clientSchema,
  bookings: z.array(bookingRecordSchema).meta({ description: 'Newest visit first, deleted ones left out' }),
  consultations: z.array(consultationRecordSchema),
  packages: z.array(clientPackageSchema.extend({ sourceBookingId: z.string() })),
  payments: z.array(clientPaymentSchema).meta({ description: 'Each visit with money recorded against it' }),
  intake: z.array(intakeAnswerSchema).meta({
    description:
      "The health form's answers in form order, each with the date it was given (empty until filled)",
  }),
  consents: z.array(consentRecordSchema).meta({
    description:
      'Every consent signed or withdrawn, newest first, drawn signatures included (the read is logged)',
  }),
  accessLog: z
    .array(accessLogEntrySchema)
    .meta({ description: 'Every staff read of this record, newest first' }),
  erasure: z
    .object({
      number: z.number().int(),
      requestedAt: z.string(),
      approvedAt: z.string().nullable(),
      approvedBy: z.string().nullable(),
    })
    .nullable()
    .meta({ description: "The client's latest erasure request (open while approvedAt is null), or null" }),
});

export const mergeResultSchema = z.object({
  kept: z.string(),
  merged: z.string(),
  moved: z.object({
    bookings: z.number().int(),
    consultations: z.number().int(),
    packages: z.number().int(),
    keys: z.number().int(),
  }),
});

export type ClientSummary = z.output<typeof clientSummarySchema>;
export type ClientRecord = z.output<typeof clientRecordSchema>;
export type ClientPayment = z.output<typeof clientPaymentSchema>;
export type IntakeAnswer = z.output<typeof intakeAnswerSchema>;
export type AccessLogEntry = z.output<typeof accessLogEntrySchema>;
export type MergeResult = z.output<typeof mergeResultSchema>;
