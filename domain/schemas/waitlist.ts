import { z } from 'zod';
import { WAITLIST_MESSAGES } from '../waitlist';
import {
  appointmentDateField,
  branchField,
  customerNameField,
  emailField,
  phoneField,
  timeSlotField,
} from './fields';

/** `POST /api/waitlist`: a wish for a full day, with how to reach the client. */
export const waitlistRequestSchema = z
  .object(
    {
      branch: branchField,
      date: appointmentDateField,
      from: timeSlotField,
      to: timeSlotField,
      services: z
        .array(z.string().trim().max(100, 'Unknown service'), {
          error: 'services must be a list of service ids',
        })
        .min(1, 'Choose at least one treatment')
        .max(20, 'At most 20 treatments'),
      customerName: customerNameField,
      email: emailField,
      phone: phoneField,
      smsOptIn: z.boolean({ error: 'smsOptIn must be true or false' }).optional().default(true),
    },
    { error: 'Send { branch, date, from, to, services, customerName, email, phone } as a JSON object' },
  )
  .refine((wish) => wish.from <= wish.to, { message: WAITLIST_MESSAGES.windowReversed, path: ['to'] });

export type WaitlistRequest = z.output<typeof waitlistRequestSchema>;

/** `GET /api/waitlist?date=&branch=` (staff). */
export const waitlistDayQuerySchema = z.object(
  {
    date: z
      .string({ error: 'date is required (YYYY-MM-DD)' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
    branch: branchField.optional(),
  },
  { error: 'Send date' },
);
