import { z } from 'zod';
import { CONSULTATION_STATUSES } from '../manage-consultation';
import { clientPackageSchema } from './packages';
import { paymentSchema } from './payment';

export const myBookingsRequestSchema = z.object(
  {
    email: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.email({ error: 'Enter a valid e-mail address' }).max(254, { error: 'Enter a valid e-mail address' }),
    ),
  },
  { error: 'Send { email } as a JSON object' },
);

const listedVisit = {
  bookingNumber: z.string(),
  date: z.string(),
  time: z.string(),
  totalPrice: z.number(),
  payment: paymentSchema,
};

export const myBookingsSchema = z.object({
  email: z.string(),
  bookings: z.array(
    z.object({
      ...listedVisit,
      status: z.string(),
      branch: z.string(),
      serviceType: z.string(),
      services: z.array(z.string()),
      manageToken: z.string().meta({ description: 'Opens /my-booking/<token>' }),
    }),
  ),
  consultations: z.array(
    z.object({
      ...listedVisit,
      status: z.enum(CONSULTATION_STATUSES),
      manageToken: z.string().meta({ description: 'Opens /my-consultation/<token>' }),
    }),
  ),
  packages: z.array(clientPackageSchema),
});

export type MyBookings = z.output<typeof myBookingsSchema>;
