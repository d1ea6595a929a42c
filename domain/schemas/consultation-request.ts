import { z } from 'zod';
import { declineRequestSchema } from './manage';

/**
 * The request the desk read, named by when the client sent it (`requestedAt` of the list). Optional,
 * so the booking calls' `{}` and `{ reply? }` bodies work as they are; when given, a request the
 * client has replaced meanwhile is refused (409) instead of deciding one staff never saw.
 */
const seenRequest = {
  requestedAt: z
    .string({ error: 'requestedAt must be the request time the list showed' })
    .datetime({ offset: true, error: 'requestedAt must be the request time the list showed' })
    .optional()
    .meta({ description: "The pending request's requestedAt as the desk read it" }),
};

export const acceptConsultationRequestSchema = z.object(seenRequest, {
  error: 'Send { requestedAt? } as a JSON object',
});

export const declineConsultationRequestSchema = declineRequestSchema.extend(seenRequest);

/** One line of a consultation's history, worded by the server (as a booking's `events`). */
export const consultationEventSchema = z.object({
  id: z.string(),
  kind: z.string().meta({
    description:
      'created, time_requested, cancelled_by_client, status, video_link, request_accepted or request_declined',
  }),
  at: z.string(),
  actor: z.string(),
  summary: z.string(),
});

export const consultationHistorySchema = z.object({ data: z.array(consultationEventSchema) });

export type ConsultationEvent = z.output<typeof consultationEventSchema>;
