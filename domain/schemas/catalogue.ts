import { z } from 'zod';
import { type CataloguePromo, WEEKDAYS } from '../catalogue/catalogue-shapes';
import { UNLIMITED_FOR_ONE_YEAR } from '../catalogue/types';
import { minuteOfDay, START_STEP_MINUTES } from '../opening-hours';
import { appointmentDateField } from './fields';

/** The object-level error: unknown fields by name (nothing is silently dropped), else what to send. */
function objectError(what: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : what;
}

/** A price beyond this is a typo (an extra zero), not a treatment: the dearest today is under ₱300,000. */
export const MAX_CATALOGUE_PRICE = 1_000_000;
export const MAX_SERVICE_MINUTES = 480;
const UPON_CONSULTATION = 'Price upon consultation';

/** Why `value` is not a price for `field`, or undefined when it is whole pesos from 0 to the maximum. */
export function priceProblem(field: string, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number of pesos`;
  if (value < 0) return `${field} cannot be negative`;
  if (!Number.isInteger(value)) return `${field} must be whole pesos`;
  if (value > MAX_CATALOGUE_PRICE) return `${field} cannot be more than ₱1,000,000: check for an extra zero`;
  return undefined;
}

function priceField(field: string) {
  return z.unknown().transform((value, ctx) => {
    const problem = priceProblem(field, value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value as number;
  });
}

const servicePriceField = z.unknown().transform((value, ctx) => {
  if (value === UPON_CONSULTATION) return UPON_CONSULTATION;
  const problem = priceProblem('price', value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return value as number;
});

const durationField = z
  .number({ error: 'durationMinutes must be a number of minutes' })
  .int('durationMinutes must be whole minutes')
  .min(START_STEP_MINUTES, `durationMinutes must be at least ${START_STEP_MINUTES}`)
  .max(MAX_SERVICE_MINUTES, `durationMinutes must be at most ${MAX_SERVICE_MINUTES}`)
  .refine((minutes) => minutes % START_STEP_MINUTES === 0, {
    message: `durationMinutes must be a multiple of ${START_STEP_MINUTES} (30, 60, 90 ...)`,
  });

function nameField(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(max, `${field} must be at most ${max} characters`);
}

function textField(field: string, max: number) {
  return z.string({ error: `${field} must be text` }).max(max, `${field} must be at most ${max} characters`);
}

function textList(field: string) {
  return z.array(textField(field, 1000), { error: `${field} must be a list of texts` }).max(40);
}

function flag(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

const instantField = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be an ISO date and time, e.g. 2026-12-31T23:59:59+08:00`,
  });

const promoSchema = z
  .object(
    {
      title: nameField('A promo title', 120),
      description: textField('A promo description', 1000).optional().default(''),
      sessions: z
        .union([z.literal(UNLIMITED_FOR_ONE_YEAR), z.number().int().min(1).max(100)], {
          error: `A promo's sessions must be a whole number from 1 to 100, or "${UNLIMITED_FOR_ONE_YEAR}"`,
        })
        .optional(),
      price: priceField("A promo's price"),
      originalPrice: priceField("A promo's originalPrice").optional(),
      startsAt: instantField("A promo's startsAt").optional(),
      endsAt: instantField("A promo's endsAt").optional(),
    },
    { error: objectError('Each promo must be an object: { title, sessions, price, startsAt, endsAt }') },
  )
  .strict();

const promosField = z
  .array(promoSchema, { error: 'promos must be a list' })
  .max(20, 'At most 20 promos per treatment')
  .superRefine((promos, ctx) => {
    const titles = new Set<string>();
    for (const promo of promos as CataloguePromo[]) {
      if (titles.has(promo.title)) {
        ctx.addIssue({ code: 'custom', message: `promos: the title "${promo.title}" is used twice` });
      }
      titles.add(promo.title);
      if (promo.startsAt && promo.endsAt && Date.parse(promo.endsAt) <= Date.parse(promo.startsAt)) {
        ctx.addIssue({
          code: 'custom',
          message: `promos: "${promo.title}" endsAt must be after its startsAt`,
        });
      }
    }
  });

const needSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('room') }).strict(),
    z
      .object({ kind: z.literal('practitioner'), skill: nameField("A practitioner need's skill", 60) })
      .strict(),
    z.object({ kind: z.literal('machine'), type: nameField("A machine need's type", 60) }).strict(),
  ],
  {
    error:
      "needs: each must be { kind: 'room' }, { kind: 'practitioner', skill } or { kind: 'machine', type }",
  },
);

/**
 * What a visit of the treatment takes (issue 26 item 2): one to ten needs, each checked on its own so
 * a refusal names the entry: "needs[1]: A machine need's type must be text".
 */
const needsField = z
  .array(z.unknown(), { error: 'needs must be a list' })
  .min(1, 'needs: at least one (a visit that takes nothing could be booked without limit)')
  .max(10, 'At most 10 needs')
  .transform((entries, ctx) => {
    const needs: z.output<typeof needSchema>[] = [];
    for (const [index, entry] of entries.entries()) {
      const parsed = needSchema.safeParse(entry);
      if (parsed.success) needs.push(parsed.data);
      else ctx.addIssue({ code: 'custom', message: `needs[${index}]: ${parsed.error.issues[0]?.message}` });
    }
    return needs;
  });

/** Every field an admin may change on a treatment (`PATCH /api/catalogue/services/:id`). */
const serviceFields = {
  category: z
    .string({ error: 'category must be a category id' })
    .trim()
    .min(1, 'category cannot be empty')
    .max(60),
  name: nameField('name', 200),
  price: servicePriceField,
  priceFrom: flag('priceFrom').optional(),
  durationMinutes: durationField,
  active: flag('active'),
  homeService: flag('homeService'),
  clinicOnly: flag('clinicOnly'),
  needs: needsField,
  promos: promosField,
  image: textField('image', 300),
  images: z.array(textField('images', 300), { error: 'images must be a list' }).max(12),
  shortDescription: textField('shortDescription', 500),
  longDescription: textField('longDescription', 5000),
  moreDescription: textField('moreDescription', 5000).optional(),
  slogan: textField('slogan', 300),
  benefits: textList('benefits'),
  moreBenefits: textList('moreBenefits').optional(),
  steps: textList('steps').optional(),
  inclusions: z
    .array(
      z
        .object({
          title: textField('inclusions title', 200).optional(),
          subtitle: textField('inclusions subtitle', 500).optional(),
        })
        .strict(),
      { error: 'inclusions must be a list' },
    )
    .max(40)
    .optional(),
  recommendedFor: textList('recommendedFor').optional(),
  clientsChoose: textList('clientsChoose').optional(),
  idealFor: textList('idealFor').optional(),
  downtime: textField('downtime', 300).optional(),
  inquireForPromos: flag('inquireForPromos'),
  transferable: flag('transferable'),
  noExpiration: flag('noExpiration'),
  featured: flag('featured'),
  packageLineName: textField('packageLineName', 200).optional(),
  regularOffer: textField('regularOffer', 500).optional(),
  weightLoss: flag('weightLoss').optional(),
  salesLayout: flag('salesLayout').optional(),
  promotion: z
    .object(
      { title: nameField('promotion title', 200), endsAt: instantField('promotion endsAt') },
      { error: 'promotion must be { title, endsAt }' },
    )
    .strict()
    .optional(),
  programDuration: textField('programDuration', 100).optional(),
};

export const servicePatchSchema = z
  .object(
    Object.fromEntries(Object.entries(serviceFields).map(([key, field]) => [key, field.optional()])) as {
      [K in keyof typeof serviceFields]: z.ZodOptional<(typeof serviceFields)[K]>;
    },
    { error: objectError('Send the changes as a JSON object') },
  )
  .strict();

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `POST /api/catalogue/services`: a new treatment; what it leaves out takes the new-treatment defaults. */
export const serviceCreateSchema = z
  .object(
    {
      ...servicePatchSchema.shape,
      id: z
        .string({ error: 'id must be text' })
        .trim()
        .min(2, 'id must be at least 2 characters')
        .max(100, 'id must be at most 100 characters')
        .regex(SLUG, 'id must be lowercase letters, digits and single dashes (it becomes /service/<id>)'),
      category: serviceFields.category,
      name: serviceFields.name,
      price: serviceFields.price,
      durationMinutes: serviceFields.durationMinutes,
    },
    {
      error: objectError(
        'Send the treatment as a JSON object: { id, category, name, price, durationMinutes, ... }',
      ),
    },
  )
  .strict();

export type ServicePatch = z.output<typeof servicePatchSchema>;
export type ServiceCreate = z.output<typeof serviceCreateSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function dayHoursField(day: string) {
  return z
    .object(
      {
        opens: z
          .string({ error: `hours.${day}.opens must be HH:MM` })
          .regex(TIME, `hours.${day}.opens must be HH:MM`),
        closes: z
          .string({ error: `hours.${day}.closes must be HH:MM` })
          .regex(TIME, `hours.${day}.closes must be HH:MM`),
      },
      { error: `hours.${day} must be { opens, closes } or null (closed)` },
    )
    .strict()
    .superRefine((hours, ctx) => {
      const opens = minuteOfDay(hours.opens);
      const closes = minuteOfDay(hours.closes);
      if (opens % START_STEP_MINUTES !== 0 || closes % START_STEP_MINUTES !== 0) {
        ctx.addIssue({
          code: 'custom',
          message: `hours.${day} must open and close on the hour or half hour`,
        });
      } else if (closes <= opens) {
        ctx.addIssue({
          code: 'custom',
          message: `hours.${day}: closes (${hours.closes}) must be after opens (${hours.opens})`,
        });
      }
    })
    .nullable();
}

export const branchPatchSchema = z
  .object(
    {
      name: nameField('name', 120).optional(),
      areaName: nameField('areaName', 120).optional(),
      address: textField('address', 300).optional(),
      phone: textField('phone', 40).optional(),
      mapUrl: z
        .union([z.literal(''), z.url({ protocol: /^https$/, error: 'mapUrl must be an https link' })], {
          error: 'mapUrl must be an https link',
        })
        .optional(),
      hours: z
        .object(
          Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursField(day).optional()])) as Record<
            (typeof WEEKDAYS)[number],
            z.ZodOptional<ReturnType<typeof dayHoursField>>
          >,
          { error: 'hours must map weekdays (mon ... sun) to { opens, closes } or null' },
        )
        .strict()
        .optional(),
      closedDates: z
        .array(
          z
            .object({
              date: appointmentDateField,
              reason: z
                .string()
                .trim()
                .max(200, 'A closed date reason must be at most 200 characters')
                .optional()
                .default(''),
            })
            .strict(),
          { error: 'closedDates must be a list of { date, reason }' },
        )
        .max(400, 'At most 400 closed dates')
        .optional(),
    },
    { error: objectError('Send the changes as a JSON object') },
  )
  .strict();

export type BranchPatch = z.output<typeof branchPatchSchema>;

/** `POST /api/catalogue/needs/suggested`: the treatments to give their suggested needs (all when left out). */
export const suggestedNeedsSchema = z
  .object({
    serviceIds: z
      .array(z.string({ error: 'serviceIds must be treatment ids' }).trim().min(1).max(100), {
        error: 'serviceIds must be a list',
      })
      .max(500, 'At most 500 serviceIds')
      .optional(),
  })
  .strict();
