import { z } from 'zod';
import { MAX_STRIP_DAYS, STRIP_DAYS } from '../availability-days';
import { PLACE_IDS, type PlaceId } from '../opening-hours';
import { appointmentDateField, practitionerIdField, timeSlotField } from './fields';

const placeMessage = `branch must be one of: ${PLACE_IDS.join(', ')}`;

export const placeField = z.enum(PLACE_IDS as [PlaceId, ...PlaceId[]], { error: placeMessage });

const MAX_SERVICES = 20;

/** `services=a,b` in a query string, or a list in a JSON body: ids, at most twenty. */
const serviceIdsField = z
  .union([z.string(), z.array(z.string())], { error: 'services must be a list of service ids' })
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(z.string().max(100, 'Unknown service')).max(MAX_SERVICES, `At most ${MAX_SERVICES} services`))
  .meta({ description: 'Service ids; the visit takes one session of each' });

/** `GET /api/availability?branch=&date=&services=` */
export const availabilityQuerySchema = z.object(
  {
    branch: placeField,
    date: appointmentDateField,
    services: serviceIdsField,
    practitionerId: practitionerIdField,
  },
  { error: 'Send branch, date and services' },
);

/** `GET /api/availability/days?branch=&services=&from=&days=`: a strip of days and the next free start. */
export const availabilityDaysQuerySchema = z.object(
  {
    branch: placeField,
    services: serviceIdsField,
    practitionerId: practitionerIdField,
    from: appointmentDateField.optional(),
    days: z
      .string({ error: `days must be a whole number from 1 to ${MAX_STRIP_DAYS}` })
      .regex(/^\d{1,2}$/, `days must be a whole number from 1 to ${MAX_STRIP_DAYS}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `days must be a whole number from 1 to ${MAX_STRIP_DAYS}`)
          .max(MAX_STRIP_DAYS, `days must be a whole number from 1 to ${MAX_STRIP_DAYS}`),
      )
      .optional()
      .default(STRIP_DAYS),
  },
  { error: 'Send branch and services' },
);

/** `POST /api/holds` */
export const holdRequestSchema = z.object(
  {
    branch: placeField,
    date: appointmentDateField,
    time: timeSlotField,
    services: serviceIdsField,
    practitionerId: practitionerIdField,
  },
  { error: 'Send the hold as a JSON object: { branch, date, time, services }' },
);

export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;
export type AvailabilityDaysQuery = z.output<typeof availabilityDaysQuerySchema>;
export type HoldRequest = z.output<typeof holdRequestSchema>;

const MAX_CLOSED_DATES = 400;

/**
 * Sent where the per-place numbers used to be: they decide nothing since issue 26 (rooms, practitioners
 * and consultants do), so a client still sending them is told where that is set now.
 */
export const CAPACITY_NUMBERS_GONE =
  'capacity numbers are no longer set here: add or retire rooms, practitioners and consultants on the resources screen';

/** `PUT /api/settings/capacity`: the closed dates from today on, with the update code. */
export const capacitySettingsSchema = z.object(
  {
    capacity: z.never({ error: CAPACITY_NUMBERS_GONE }).optional(),
    closedDates: z
      .array(
        z.object({
          branch: placeField,
          date: appointmentDateField,
          reason: z
            .string()
            .trim()
            .max(200, 'A reason must be at most 200 characters')
            .optional()
            .default(''),
        }),
        { error: 'closedDates must be a list' },
      )
      .max(MAX_CLOSED_DATES, `At most ${MAX_CLOSED_DATES} closed dates`),
    updateCode: z.string({ error: 'Update code is required' }).min(1, 'Update code is required').max(200),
  },
  { error: 'Send { closedDates, updateCode } as a JSON object' },
);

export type CapacitySettingsInput = z.output<typeof capacitySettingsSchema>;
