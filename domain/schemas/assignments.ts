import { z } from 'zod';

/** Who or what one line of a booking takes, and when (issue 26 item 4). */
export const assignmentSchema = z.object({
  serviceId: z.string(),
  resourceId: z.string(),
  kind: z.enum(['practitioner', 'room', 'machine']),
  name: z.string().meta({ description: "The resource's name as it was when assigned" }),
  start: z.string().meta({ description: 'HH:MM on the booking date' }),
  end: z.string().meta({ description: 'HH:MM on the booking date, excluded' }),
});
