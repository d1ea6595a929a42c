import { z } from 'zod';
import { isIsoDate } from '../manila-date';
import { placeField } from './availability';

/** `GET /api/calendar?date=&branch=`: the desk's day at one place, past days included. */
export const calendarQuerySchema = z.object(
  {
    branch: placeField,
    date: z
      .string({ error: 'date must be a date (YYYY-MM-DD)' })
      .refine(isIsoDate, { error: 'date must be a date (YYYY-MM-DD)' }),
  },
  { error: 'Send date and branch' },
);
