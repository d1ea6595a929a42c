import { z } from 'zod';
import { capacitySettingsSchema } from './availability';

/** `POST /api/settings/capacity/preview`: the settings an admin is about to save, without the code. */
export const capacityPreviewSchema = capacitySettingsSchema.omit({ updateCode: true });

const MAX_TOLD_AT_ONCE = 500;

/** `POST /api/settings/capacity/affected/notify`: the stranded visits whose clients to e-mail. */
export const tellStrandedSchema = z.object(
  {
    visits: z
      .array(
        z.object({
          kind: z.enum(['booking', 'consultation'], { error: 'kind must be booking or consultation' }),
          id: z.uuid({ error: 'id must be a booking or consultation id' }),
        }),
        { error: 'visits must be a list of { kind, id }' },
      )
      .min(1, 'Name at least one visit')
      .max(MAX_TOLD_AT_ONCE, `At most ${MAX_TOLD_AT_ONCE} visits at once`),
  },
  { error: 'Send { visits: [{ kind, id }] } as a JSON object' },
);
