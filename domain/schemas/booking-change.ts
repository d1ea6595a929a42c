import { z } from 'zod';

/**
 * `PATCH /api/bookings/:id`: what the desk may change (date, time, place, treatments) and the update
 * code. Each given field is then checked by the booking's own rules, on the booking as it would stand.
 */
export const bookingChangeSchema = z.object(
  {
    bookingData: z
      .object(
        {
          date: z.unknown().optional(),
          time: z.unknown().optional(),
          branch: z.unknown().optional(),
          serviceType: z.unknown().optional(),
          address: z.unknown().optional(),
          landmark: z.unknown().optional(),
        },
        { error: 'bookingData must be an object' },
      )
      .optional()
      .transform((data) => data ?? {}),
    cartItems: z.unknown().optional(),
    updateCode: z.string({ error: 'Update code is required' }).min(1, 'Update code is required').max(200),
  },
  { error: 'Send { bookingData, cartItems, updateCode } as a JSON object' },
);

export type BookingChange = z.output<typeof bookingChangeSchema>;
