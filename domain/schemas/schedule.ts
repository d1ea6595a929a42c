import { z } from 'zod';
import { BRANCH_IDS } from '../branches';
import { isIsoDate, manilaDate } from '../manila-date';
import { filterParam } from './back-office';

/** `GET /api/schedule?date=YYYY-MM-DD&branch=<id|all>`: one day of one branch, or of every branch. */
export const scheduleQuerySchema = z.object({
  date: z
    .string({ error: 'date must be YYYY-MM-DD' })
    .trim()
    .optional()
    .transform((value) => value || manilaDate())
    .refine(isIsoDate, 'date must be a real date, YYYY-MM-DD')
    .meta({ description: "The day (Manila); today's when left out" }),
  branch: filterParam(BRANCH_IDS, `branch must be one of: all, ${BRANCH_IDS.join(', ')}`),
});

export type ScheduleQuery = z.output<typeof scheduleQuerySchema>;

/** Most visits one day's schedule lists: far beyond any branch's day, a bound on the answer. */
export const SCHEDULE_LIMIT = 500;
