import { z } from 'zod';
import { addDays, isIsoDate } from '../manila-date';

/** The longest period a report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

/** The days from `from` to `to`, both counted (2026-11-01..2026-11-01 is one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every date of the period, in order. */
export function datesInRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const reportDate = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .refine(isIsoDate, { message: `${name} must be a date written YYYY-MM-DD` });

/** `?from=&to=&branch=&format=` of every report under /api/reports/. */
export const reportQuerySchema = z
  .object({
    from: reportDate('from'),
    to: reportDate('to'),
    // No branch, '' and 'all' all mean every branch the reader may see.
    branch: z.preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z
        .string({ error: 'branch must be a branch id such as makati' })
        .regex(/^[a-z0-9-]{1,20}$/, { message: 'branch must be a branch id such as makati' })
        .optional(),
    ),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    } else if (daysInRange(query.from, query.to) > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `to must be at most ${MAX_REPORT_DAYS} days after from (one report covers a year at most)`,
      });
    }
  });

export type ReportQuery = z.output<typeof reportQuerySchema>;

/** A share as a percentage with one decimal (3 of 8 is 37.5), 0 when there is nothing to share. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
