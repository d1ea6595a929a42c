import { z } from 'zod';

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
