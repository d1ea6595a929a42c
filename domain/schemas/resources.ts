import { z } from 'zod';
import { WEEKDAYS } from '../catalogue/catalogue-shapes';
import { isIsoDate } from '../manila-date';
import { isPlaceId, minuteOfDay, PLACE_IDS, START_STEP_MINUTES } from '../opening-hours';
import { resourceFitProblem } from '../resources/resource-fit';
import {
  RESOURCE_KINDS,
  type ResourceKind,
  type ScheduleException,
  type TimeRange,
} from '../resources/resource-shapes';
import { lineField } from './fields';

/** The object-level error: unknown fields by name (nothing is silently dropped), else what to send. */
function objectError(what: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : what;
}

const MAX_RANGES_PER_DAY = 6;
export const MAX_SCHEDULE_EXCEPTIONS = 400;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const nameField = lineField('name', 120).refine((name) => name.length > 0, 'name cannot be empty');

const kindField = z.enum(RESOURCE_KINDS, { error: 'kind must be practitioner, room or machine' });

const branchField = z
  .string({ error: `branch must be one of ${PLACE_IDS.join(', ')}` })
  .refine(isPlaceId, `branch must be one of ${PLACE_IDS.join(', ')}`);

/** A skill or a type as needs name it: `doctor`, `treatment-room`, `hifu`; kept lowercase. */
const tagField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .toLowerCase()
    .min(1, `${field} cannot be empty`)
    .max(60, `${field} must be at most 60 characters`)
    .regex(
      /^[a-z0-9][a-z0-9 -]*$/,
      `${field} must be letters, digits, spaces and dashes (e.g. doctor, hifu)`,
    );

const skillsField = z
  .array(tagField('each skill'), { error: 'skills must be a list, e.g. ["doctor"]' })
  .max(20, 'At most 20 skills')
  .transform((skills) => [...new Set(skills)]);

const typeField = z.union([z.literal(''), tagField('type')], {
  error: 'type must be text such as treatment-room or hifu',
});

function fitsKind(
  resource: { kind: ResourceKind; skills?: string[]; type?: string },
  ctx: z.RefinementCtx,
): void {
  const problem = resourceFitProblem(resource.kind, resource);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** `POST /api/resources`: a practitioner, room or machine of a branch. */
export const resourceCreateSchema = z
  .object(
    {
      branch: branchField,
      kind: kindField,
      name: nameField,
      skills: skillsField.optional().default([]),
      type: typeField.optional().default(''),
      active: z.boolean({ error: 'active must be true or false' }).optional().default(true),
    },
    { error: objectError('Send the resource as a JSON object: { branch, kind, name, skills, type }') },
  )
  .strict()
  .superRefine(fitsKind);

/** `PATCH /api/resources/:id`: rename, skills, type, retire or bring back. Kind and branch stay. */
export const resourcePatchSchema = z
  .object(
    {
      name: nameField.optional(),
      skills: skillsField.optional(),
      type: typeField.optional(),
      active: z.boolean({ error: 'active must be true or false' }).optional(),
    },
    {
      error: (issue: { code?: string; keys?: string[] }) =>
        issue.code === 'unrecognized_keys' && issue.keys?.some((key) => key === 'kind' || key === 'branch')
          ? 'kind and branch cannot change: retire this resource (active: false) and add a new one'
          : objectError('Send the changes as a JSON object: { name, skills, type, active }')(issue),
    },
  )
  .strict();

function rangeList(field: string) {
  return z
    .array(
      z.tuple(
        [
          z.string().regex(TIME, `${field}: times must be HH:MM`),
          z.string().regex(TIME, `${field}: times must be HH:MM`),
        ],
        { error: `${field} must be a list of ['HH:MM', 'HH:MM'] ranges` },
      ),
      { error: `${field} must be a list of ['HH:MM', 'HH:MM'] ranges` },
    )
    .max(MAX_RANGES_PER_DAY, `${field}: at most ${MAX_RANGES_PER_DAY} ranges a day`)
    .superRefine((ranges, ctx) => {
      for (const [index, [opens, closes]] of ranges.entries()) {
        if (minuteOfDay(opens) % START_STEP_MINUTES !== 0 || minuteOfDay(closes) % START_STEP_MINUTES !== 0) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `${field}: ${opens}-${closes} must start and end on the hour or half hour`,
          });
          return;
        }
        if (minuteOfDay(closes) <= minuteOfDay(opens)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `${field}: ${opens}-${closes} closes before it opens`,
          });
          return;
        }
      }
      const sorted = [...ranges].sort((a, b) => minuteOfDay(a[0]) - minuteOfDay(b[0]));
      for (let index = 1; index < sorted.length; index += 1) {
        const [before, after] = [sorted[index - 1] as TimeRange, sorted[index] as TimeRange];
        if (minuteOfDay(after[0]) < minuteOfDay(before[1])) {
          ctx.addIssue({
            code: 'custom',
            message: `${field}: ${before[0]}-${before[1]} and ${after[0]}-${after[1]} overlap`,
          });
          return;
        }
      }
    });
}

const weeklySchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, rangeList(`weekly.${day}`).optional()])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodOptional<ReturnType<typeof rangeList>>
    >,
    {
      error: objectError("weekly must map weekdays (mon ... sun) to lists of ['HH:MM', 'HH:MM'], or be null"),
    },
  )
  .strict();

const dateField = z
  .string({ error: 'exceptions: each date must be YYYY-MM-DD' })
  .refine(isIsoDate, { error: (issue) => `exceptions: ${String(issue.input)} is not a date (YYYY-MM-DD)` });

/** One object with either `off: true` or `hours` (a union would hide which field is wrong). */
const exceptionSchema = z
  .object(
    {
      date: dateField,
      off: z.literal(true, { error: 'exceptions: off must be true (a day off)' }).optional(),
      hours: rangeList('exceptions hours')
        .min(1, 'exceptions: hours cannot be empty; send off: true for a day off')
        .optional(),
    },
    {
      error: objectError(
        "exceptions: each must be { date, off: true } or { date, hours: [['HH:MM', 'HH:MM']] }",
      ),
    },
  )
  .strict()
  .superRefine((exception, ctx) => {
    if ((exception.off === undefined) === (exception.hours === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: `exceptions: ${exception.date} needs either off: true or hours, not both`,
      });
    }
  })
  .transform(
    (exception): ScheduleException =>
      exception.hours
        ? { date: exception.date, hours: exception.hours }
        : { date: exception.date, off: true },
  );

/** `PUT /api/resources/:id/schedule`: the whole schedule, replacing the one before. */
export const resourceScheduleSchema = z
  .object(
    {
      weekly: weeklySchema.nullable().optional().default(null),
      exceptions: z
        .array(exceptionSchema, { error: 'exceptions must be a list' })
        .max(MAX_SCHEDULE_EXCEPTIONS, `At most ${MAX_SCHEDULE_EXCEPTIONS} exceptions`)
        .optional()
        .default([])
        .superRefine((exceptions, ctx) => {
          const seen = new Set<string>();
          for (const exception of exceptions) {
            if (seen.has(exception.date)) {
              ctx.addIssue({ code: 'custom', message: `exceptions: ${exception.date} is given twice` });
              return;
            }
            seen.add(exception.date);
          }
        }),
    },
    { error: objectError('Send the schedule as a JSON object: { weekly, exceptions }') },
  )
  .strict();

export type ResourceCreate = z.output<typeof resourceCreateSchema>;
export type ResourcePatch = z.output<typeof resourcePatchSchema>;
export type ResourceScheduleInput = z.output<typeof resourceScheduleSchema>;

const resourceIdField = (name: string) =>
  z.uuid({ error: `${name} must be a practitioner id` }).transform((id) => id.toLowerCase());

/** `POST /api/resources/affected-visits/reassign`: a visit's lines taken from one practitioner to another. */
export const practitionerReassignSchema = z
  .object(
    {
      bookingId: z.uuid({ error: 'bookingId must be a booking id' }),
      from: resourceIdField('from'),
      to: resourceIdField('to'),
    },
    { error: objectError('Send { bookingId, from, to } as a JSON object') },
  )
  .strict();

export type PractitionerReassign = z.output<typeof practitionerReassignSchema>;
