import { z } from 'zod';

/** What an admin sets: confirm every online booking that passes availability at once, or not. */
export const bookingSettingsInputSchema = z.object(
  {
    instantConfirmation: z.boolean({ error: 'Instant confirmation must be on (true) or off (false)' }),
  },
  { error: 'Send { instantConfirmation } as a JSON object' },
);

export const bookingSettingsSchema = z.object({
  instantConfirmation: z.boolean().meta({
    description:
      'On: an online booking that passes availability is confirmed at once. Off: it waits for the desk, unless paid online in full',
  }),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});

export type BookingSettingsInput = z.output<typeof bookingSettingsInputSchema>;
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
