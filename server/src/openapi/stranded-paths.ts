import { z } from 'zod';
import { capacityPreviewSchema, tellStrandedSchema } from '../../../domain/schemas/stranded-visits';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas the stranded-visit calls add to `components.schemas`. */
export const STRANDED_REQUESTS = {
  CapacityPreviewRequest: capacityPreviewSchema,
  TellStrandedRequest: tellStrandedSchema,
};

const strandedVisit = z
  .object({
    kind: z.enum(['booking', 'consultation']),
    id: z.string(),
    bookingNumber: z.string(),
    customerName: z.string(),
    email: z.string(),
    phone: z.string(),
    place: z.string(),
    date: z.string(),
    time: z.string(),
    minutes: z.number(),
    reason: z.enum(['closed', 'over-capacity', 'outside-hours']),
    closedReason: z.string(),
  })
  .passthrough();

const affectedAnswer = (visit: z.ZodType): JsonSchema =>
  z.toJSONSchema(z.object({ data: z.object({ affected: z.array(visit) }) })) as JsonSchema;

const tellAnswer = z.toJSONSchema(
  z.object({
    data: z.object({
      told: z.array(z.string()),
      alreadyTold: z.array(z.string()),
      notStranded: z.array(z.string()),
      noEmail: z.array(z.string()),
    }),
    message: z.string(),
  }),
) as JsonSchema;

/** Who a capacity change leaves without a place: before the save, after it, and telling them. */
export function strandedPaths(): Record<string, Record<string, Operation>> {
  return {
    '/api/settings/capacity/preview': {
      post: operation(
        'The visits from today on that these settings would leave without a place (closed day, or over capacity, booked last first); saves nothing (admin)',
        { staff: true, body: 'CapacityPreviewRequest', ok: [200, affectedAnswer(strandedVisit)] },
      ),
    },
    '/api/settings/capacity/affected': {
      get: operation(
        'The visits the saved settings leave without a place, each with the nearest free starts to move it to (admin)',
        {
          staff: true,
          ok: [
            200,
            affectedAnswer(
              strandedVisit.extend({
                told: z.boolean(),
                alternatives: z.array(z.object({ date: z.string(), time: z.string(), label: z.string() })),
              }),
            ),
          ],
        },
      ),
    },
    '/api/schedule/outside-hours': {
      get: operation(
        "The live visits from today on at times their place's hours no longer hold (booked before the hours changed), each with the day's hours (null: closed that weekday)",
        {
          staff: true,
          ok: [
            200,
            z.toJSONSchema(
              z.object({
                data: z.object({
                  visits: z.array(
                    strandedVisit.extend({
                      hours: z.object({ opens: z.string(), closes: z.string() }).nullable(),
                    }),
                  ),
                }),
              }),
            ) as JsonSchema,
          ],
        },
      ),
    },
    '/api/settings/capacity/affected/notify': {
      post: operation(
        'E-mail the clients of these stranded visits through the outbox, each once per lost time; visits the saved settings do not strand get nothing (admin)',
        { staff: true, body: 'TellStrandedRequest', ok: [200, tellAnswer] },
      ),
    },
  };
}
