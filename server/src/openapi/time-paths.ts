import { z } from 'zod';
import {
  availabilityDaysQuerySchema,
  availabilityQuerySchema,
  capacitySettingsSchema,
  holdRequestSchema,
} from '../../../domain/schemas/availability';
import { type Operation, operation, queryParameters } from './operations';

type JsonSchema = Record<string, unknown>;

function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const slot = {
  type: 'object',
  properties: {
    time: { type: 'string', description: 'HH:MM' },
    label: { type: 'string', description: '2:00 PM' },
    remaining: { type: 'integer', description: 'How many more visits of this length fit' },
    available: { type: 'boolean' },
  },
};
const hold = {
  type: 'object',
  properties: {
    hold: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        expiresAt: { type: 'string', format: 'date-time' },
      },
    },
  },
};
const holdId = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const settings = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        closedDates: { type: 'array', items: { type: 'object' } },
        resources: {
          type: 'object',
          description: 'Per place: its active rooms, practitioners (online: consultants) and machines',
          additionalProperties: {
            type: 'object',
            properties: {
              rooms: { type: 'integer' },
              practitioners: { type: 'integer' },
              machines: { type: 'integer' },
            },
          },
        },
      },
    },
    history: { type: 'array', items: { type: 'object' } },
  },
};

/**
 * Availability, holds and the capacity settings. A full start is 409 `{ msg, alternatives: [{ date,
 * time, label }] }` here and on POST /api/bookings and /api/online-consultations.
 */
export function timePaths(): Record<string, Record<string, Operation>> {
  return {
    '/api/availability': {
      get: operation('Starts a visit can book on one day at one place, with what remains at each', {
        parameters: queryParameters(inputSchema(availabilityQuerySchema)),
        ok: [
          200,
          {
            type: 'object',
            properties: {
              branch: { type: 'string' },
              date: { type: 'string' },
              minutes: { type: 'integer' },
              slots: { type: 'array', items: slot },
            },
          },
        ],
        errors: [400],
      }),
    },
    '/api/availability/days': {
      get: operation(
        'A strip of days with the free starts of each, and the next free start (at most 31 days)',
        {
          parameters: queryParameters(inputSchema(availabilityDaysQuerySchema)),
          ok: [
            200,
            {
              type: 'object',
              properties: {
                branch: { type: 'string' },
                from: { type: 'string' },
                minutes: { type: 'integer' },
                days: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      date: { type: 'string' },
                      free: { type: 'integer', description: 'Starts still free for this visit' },
                      closed: { type: 'boolean' },
                    },
                  },
                },
                next: {
                  type: ['object', 'null'],
                  properties: {
                    date: { type: 'string' },
                    time: { type: 'string' },
                    label: { type: 'string' },
                  },
                },
              },
            },
          ],
          errors: [400],
        },
      ),
    },
    '/api/holds': {
      post: operation(
        "Hold a start for five minutes while the form is filled in (409 with alternatives when full; 429 past three live holds, the client's share of the day or 30 hold calls in 10 minutes)",
        {
          body: 'HoldRequest',
          ok: [201, hold],
          errors: [400, 409, 429],
        },
      ),
    },
    '/api/holds/{id}/extend': {
      post: operation('Extend a live hold by 60 seconds, once; only from the address that made it', {
        parameters: [holdId],
        ok: [200, hold],
        errors: [404, 409, 429],
      }),
    },
    '/api/holds/{id}': {
      delete: operation('Release a hold (the client chose another time); only the address that made it', {
        parameters: [holdId],
        ok: [204, { type: 'object' }],
        errors: [429],
      }),
    },
    '/api/settings/capacity': {
      get: operation(
        "Closed dates with the change history, and each place's active rooms, practitioners and machines (admin)",
        { staff: true, ok: [200, settings] },
      ),
      put: operation(
        'Replace the closed dates (admin, update code required); recorded in the history. The per-place capacity numbers are gone: sending `capacity` is a 400',
        {
          staff: true,
          body: 'CapacitySettings',
          ok: [200, settings],
          errors: [400, 403],
        },
      ),
    },
  };
}

/** The request bodies the paths above name. */
export const TIME_REQUESTS = { HoldRequest: holdRequestSchema, CapacitySettings: capacitySettingsSchema };
