import { z } from 'zod';
import { BOOKING_STATUSES, ONE_TAP_STATUSES } from '../booking-status';
import { BRANCH_IDS } from '../branches';
import { DESK_QUEUES } from '../desk-queues';
import { PAYMENT_STATUSES } from '../payment';
import { emailField, hasNoControlCharacters, optionalTextField, TEXT_LIMITS, textField } from './fields';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list; keeps OFFSET arithmetic inside safe integers. */
const MAX_PAGE = 1_000_000;

function wholeNumberParam(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .optional()
    .transform((value) => value ?? fallback);
}

/** 'all' and '' mean no filter, as the back-office selects send them. */
export function filterParam<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value))
    .pipe(z.enum(values, { error: message }).optional())
    .meta({ description: `One of: all, ${values.join(', ')}` });
}

export const searchParam = z
  .string({ error: 'search must be text' })
  .trim()
  .max(TEXT_LIMITS.search, `search must be at most ${TEXT_LIMITS.search} characters`)
  .refine(hasNoControlCharacters, 'search contains characters that are not allowed')
  .optional()
  .transform((value) => (value ? value : undefined));

export const pageQuerySchema = z.object({
  page: wholeNumberParam('page', 1, MAX_PAGE, 1),
  limit: wholeNumberParam('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  search: searchParam,
});

export const BOOKING_SORTS = ['booked', 'service-date', 'today'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

export const bookingListQuerySchema = pageQuerySchema.extend({
  status: filterParam(BOOKING_STATUSES, `status must be one of: all, ${BOOKING_STATUSES.join(', ')}`),
  branch: filterParam(BRANCH_IDS, `branch must be one of: all, ${BRANCH_IDS.join(', ')}`),
  payment: filterParam(PAYMENT_STATUSES, `payment must be one of: all, ${PAYMENT_STATUSES.join(', ')}`),
  queue: filterParam(DESK_QUEUES, `queue must be one of: all, ${DESK_QUEUES.join(', ')}`),
  sort: z
    .string({ error: `sort must be one of: ${BOOKING_SORTS.join(', ')}` })
    .trim()
    .optional()
    .transform((value) => (value ? value : 'booked'))
    .pipe(z.enum(BOOKING_SORTS, { error: `sort must be one of: ${BOOKING_SORTS.join(', ')}` }))
    .meta({
      description:
        "booked (newest first, default), service-date (soonest first), today (today's Manila appointments by time)",
    }),
});

export type PageQuery = z.output<typeof pageQuerySchema>;
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

const UPDATE_CODE_REQUIRED = 'Update code is required';

export const statusUpdateSchema = z
  .object(
    {
      status: z.enum(BOOKING_STATUSES, { error: `status must be one of: ${BOOKING_STATUSES.join(', ')}` }),
      updateCode: z.string({ error: UPDATE_CODE_REQUIRED }).max(200).optional().meta({
        description: 'Required for every status but arrived and in-treatment (one tap at the counter)',
      }),
      reason: optionalTextField('Reason', TEXT_LIMITS.statusReason).meta({
        description: 'Why the clinic cancels: written to the history and the e-mail to the client',
      }),
      reviewNote: optionalTextField('Review note', TEXT_LIMITS.statusReason).meta({
        description:
          "Staff's note closing a health review (issue 27 item 3): required to confirm or complete a booking under review; kept for staff, never sent to the client",
      }),
      updatedBy: z.unknown().optional().meta({ description: 'Ignored: the signed-in user is recorded' }),
    },
    { error: 'Send { status, updateCode } as a JSON object' },
  )
  .superRefine((update, ctx) => {
    if (!ONE_TAP_STATUSES.includes(update.status) && !update.updateCode) {
      ctx.addIssue({ code: 'custom', path: ['updateCode'], message: UPDATE_CODE_REQUIRED });
    }
  });

export const noteUpdateSchema = z.object(
  {
    noteAdmin: z
      .union([textField('Notes', TEXT_LIMITS.noteAdmin), z.null()], {
        error: 'noteAdmin must be text',
      })
      .transform((note) => (note ? note : null)),
  },
  { error: 'Send { noteAdmin } as a JSON object' },
);

export const deleteRequestSchema = z.object(
  { deleteCode: z.string({ error: 'Delete code is required' }).min(1, 'Delete code is required').max(200) },
  { error: 'Delete code is required' },
);

/** Resend a booking's confirmation: name the booking, or the e-mail address it was made with. */
export const emailSendSchema = z
  .object(
    {
      bookingId: z.string({ error: 'bookingId must be text' }).trim().max(100).optional(),
      to: emailField.optional(),
      subject: z
        .unknown()
        .optional()
        .meta({ description: 'Ignored: the confirmation is always the one sent' }),
      message: z.unknown().optional().meta({ description: 'Ignored: no free-form mail is ever sent' }),
      from: z.unknown().optional().meta({ description: 'Ignored' }),
      bcc: z.unknown().optional().meta({ description: 'Ignored: the clinic copy always goes to MAIL_BCC' }),
    },
    { error: 'Send { bookingId } or { to } as a JSON object' },
  )
  .refine((body) => body.bookingId || body.to, { message: 'Name the booking: bookingId or to is required' });

export type StatusUpdate = z.output<typeof statusUpdateSchema>;
export type NoteUpdate = z.output<typeof noteUpdateSchema>;
export type DeleteRequest = z.output<typeof deleteRequestSchema>;
export type EmailSendRequest = z.output<typeof emailSendSchema>;

/** Most bookings one bulk confirmation takes: a day's pending list, several times over. */
export const MAX_BULK_CONFIRM = 100;

export const bulkConfirmSchema = z.object(
  {
    ids: z
      .array(z.string({ error: 'ids must be booking ids' }).max(100), {
        error: 'ids must be a list of booking ids',
      })
      .min(1, 'Choose at least one booking')
      .max(MAX_BULK_CONFIRM, `At most ${MAX_BULK_CONFIRM} bookings at once`),
    updateCode: z.string({ error: 'Update code is required' }).min(1, 'Update code is required').max(200),
  },
  { error: 'Send { ids, updateCode } as a JSON object' },
);

export const restoreRequestSchema = deleteRequestSchema;
