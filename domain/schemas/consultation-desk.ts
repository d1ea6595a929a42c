import { z } from 'zod';
import { CONSULTATION_STATUSES, VIDEO_LINK_MAX } from '../consultation-status';
import { appointmentDateField, optionalTextField, TEXT_LIMITS, timeSlotField } from './fields';

const updateCode = z.string({ error: 'Update code is required' }).min(1, 'Update code is required').max(200);

export const consultationStatusUpdateSchema = z.object(
  {
    status: z.enum(CONSULTATION_STATUSES, {
      error: `status must be one of: ${CONSULTATION_STATUSES.join(', ')}`,
    }),
    updateCode,
    reason: optionalTextField('Reason', TEXT_LIMITS.statusReason).meta({
      description: 'Why the clinic cancels: kept in the history and written in the e-mail to the client',
    }),
  },
  { error: 'Send { status, updateCode } as a JSON object' },
);

const VIDEO_LINK_MESSAGE = 'The video-call link must be a web address starting with https://';

/** An https address (Zoom, Meet, Messenger...) without spaces; empty or null clears it. */
export const videoLinkField = z
  .string({ error: VIDEO_LINK_MESSAGE })
  .trim()
  .max(VIDEO_LINK_MAX, `The video-call link can be at most ${VIDEO_LINK_MAX} characters`)
  .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), VIDEO_LINK_MESSAGE)
  .nullable()
  .transform((value) => (value ? value : null));

export const videoLinkUpdateSchema = z.object(
  {
    videoLink: videoLinkField.meta({ description: 'https link of the call; null or "" clears it' }),
    updateCode,
  },
  { error: 'Send { videoLink, updateCode } as a JSON object' },
);

const CONSULTANT_ID_MESSAGE = 'consultantId must be a consultant id, or left out for any free consultant';

/**
 * `PATCH /api/online-consultations/:id/time`: the desk moves a call to another free start and/or
 * gives it to a named consultant (the calendar's drag onto another column, issue 26 item 5).
 */
export const consultationMoveSchema = z.object(
  {
    date: appointmentDateField,
    time: timeSlotField,
    consultantId: z
      .uuid({ error: CONSULTANT_ID_MESSAGE })
      .transform((id) => id.toLowerCase())
      .optional()
      .meta({
        description: 'The consultant (an online practitioner) to take the call; left out keeps any free one',
      }),
    updateCode,
  },
  { error: 'Send { date, time, updateCode } as a JSON object' },
);

export type ConsultationStatusUpdate = z.output<typeof consultationStatusUpdateSchema>;
export type VideoLinkUpdate = z.output<typeof videoLinkUpdateSchema>;
export type ConsultationMove = z.output<typeof consultationMoveSchema>;
