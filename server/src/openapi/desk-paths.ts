import { z } from 'zod';
import { DESK_QUEUES } from '../../../domain/desk-queues';
import { bulkConfirmSchema, restoreRequestSchema } from '../../../domain/schemas/back-office';
import { bookingChangeSchema } from '../../../domain/schemas/booking-change';
import { scheduleQuerySchema } from '../../../domain/schemas/schedule';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas the desk's calls add to `components.schemas`. */
export const DESK_REQUESTS = {
  BookingChange: bookingChangeSchema,
  BulkConfirmRequest: bulkConfirmSchema,
  RestoreRequest: restoreRequestSchema,
};

const scheduleParams = Object.keys(scheduleQuerySchema.shape).map((name) => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'string' },
}));

const scheduleDay: JsonSchema = z.toJSONSchema(
  z.object({
    data: z.object({
      date: z.string(),
      branch: z.string(),
      visits: z.array(z.object({ minutes: z.number() }).passthrough()),
      slots: z.array(
        z.object({
          time: z.string(),
          label: z.string(),
          places: z.array(z.object({ branch: z.string(), remaining: z.number() })),
        }),
      ),
    }),
  }),
) as JsonSchema;

/** `PATCH /api/bookings/{id}`, beside the booking's other operations. */
export function moveOperation(idParam: JsonSchema): Operation {
  return operation(
    'Move or change a booking (date, time, place, treatments): capacity checked (409 with alternatives), repriced, in the history, the client e-mailed; or, with assignments alone, give the visit other resources at the same times (409 with the free ones instead)',
    {
      staff: true,
      parameters: [idParam],
      body: 'BookingChange',
      ok: [200, { type: 'object' }],
      errors: [404, 409, 429],
    },
  );
}

/** Phone and walk-in bookings, bulk confirmation, restore and the day's schedule. */
export function deskPaths(
  idParam: JsonSchema,
  idempotencyKey: JsonSchema,
): Record<string, Record<string, Operation>> {
  return {
    '/api/bookings/front-desk': {
      post: operation(
        'A booking taken by phone or at the counter: the public rules and capacity, e-mail optional',
        {
          staff: true,
          parameters: [idempotencyKey],
          body: 'CreateBookingRequest',
          ok: [201, 'CreateBookingResponse'],
          errors: [409, 422],
        },
      ),
    },
    '/api/bookings/bulk-confirm': {
      post: operation('Confirm several pending bookings with one update code; each client is e-mailed', {
        staff: true,
        body: 'BulkConfirmRequest',
        ok: [200, { type: 'object' }],
        errors: [429],
      }),
    },
    '/api/bookings/{id}/restore': {
      post: operation(
        'Bring a deleted booking back (admin, delete code); its start must still have room (409 with alternatives)',
        {
          staff: true,
          parameters: [idParam],
          body: 'RestoreRequest',
          ok: [200, { type: 'object' }],
          errors: [404, 409, 429],
        },
      ),
    },
    '/api/desk/queues': {
      get: operation(
        "The desk's home screen: each work queue's count (list one with GET /api/bookings?queue=) and today's arrived clients, first come first",
        {
          staff: true,
          ok: [
            200,
            {
              type: 'object',
              properties: {
                counts: {
                  type: 'object',
                  properties: Object.fromEntries(DESK_QUEUES.map((queue) => [queue, { type: 'integer' }])),
                },
                waiting: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      bookingNumber: { type: 'string' },
                      customerName: { type: 'string' },
                      branch: { type: 'string' },
                      time: { type: 'string' },
                      arrivedAt: { type: 'string', format: 'date-time' },
                    },
                  },
                },
              },
            },
          ],
        },
      ),
    },
    '/api/schedule': {
      get: operation("A day's visits by start time, with the places left per half hour", {
        staff: true,
        parameters: scheduleParams,
        ok: [200, scheduleDay],
      }),
    },
  };
}
