import { z } from 'zod';

/** Most resources one visit can take: a handful of lines, each a person, a room and a machine or two. */
export const MAX_ASSIGNMENTS = 24;

/**
 * One resource for one treatment of the visit, at the times it already has (issue 26 item 4): the
 * desk's reassignment lists one per need of every treatment, as the booking's `assignments` do.
 */
export const requestedAssignmentSchema = z.object(
  {
    serviceId: z.string({ error: 'serviceId must be a treatment id' }).min(1).max(100),
    resourceId: z.uuid({ error: 'resourceId must be a resource id' }),
  },
  { error: 'Each assignment is { serviceId, resourceId }' },
);

/**
 * `PATCH /api/bookings/:id`: what the desk may change (date, time, place, treatments) and the update
 * code. Each given field is then checked by the booking's own rules, on the booking as it would stand.
 * Or, on its own, `assignments`: who and what the visit takes at the same times.
 */
export const bookingChangeSchema = z
  .object(
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
      assignments: z
        .array(requestedAssignmentSchema, { error: 'assignments must be a list' })
        .min(1, 'assignments must name at least one resource')
        .max(MAX_ASSIGNMENTS, `At most ${MAX_ASSIGNMENTS} assignments`)
        .optional(),
      updateCode: z.string({ error: 'Update code is required' }).min(1, 'Update code is required').max(200),
    },
    { error: 'Send { bookingData, cartItems, updateCode } as a JSON object' },
  )
  .refine(
    (change) =>
      change.assignments === undefined ||
      (change.cartItems === undefined && Object.keys(change.bookingData).length === 0),
    {
      error: 'Reassign on its own: send assignments without bookingData or cartItems',
      path: ['assignments'],
    },
  );

export type BookingChange = z.output<typeof bookingChangeSchema>;
