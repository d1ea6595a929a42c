import { z } from 'zod';
import {
  clientListQuerySchema,
  clientRecordSchema,
  clientSummarySchema,
  deskFormRequestSchema,
  deskFormResponseSchema,
  mergeClientsSchema,
  mergeResultSchema,
} from '../../../domain/schemas/clients';
import { type Operation, operation, queryParameters } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas the client calls add to `components.schemas`. */
export const CLIENT_REQUESTS = {
  MergeClientsRequest: mergeClientsSchema,
  DeskFormRequest: deskFormRequestSchema,
};

/** As document.ts's schemaOf: JSON Schema 2020-12 without its `$schema`. */
function json(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const clientPage = z.object({
  data: z.array(clientSummarySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  limit: z.number().int(),
});

/** The desk's clients (issue 27 items 1-3): list, record (each read logged), merge. */
export function clientPaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  return {
    '/api/clients': {
      get: operation('Live client records by name, searched by name, e-mail or phone digits (staff)', {
        staff: true,
        parameters: queryParameters(json(clientListQuerySchema, 'input')),
        ok: [200, json(clientPage)],
      }),
    },
    '/api/clients/{id}': {
      get: operation(
        "A client's record: visits, consultations, packages, payments and the access log; every read is logged (staff)",
        {
          staff: true,
          parameters: [idParam],
          ok: [200, json(z.object({ data: clientRecordSchema }))],
          errors: [404],
        },
      ),
    },
    '/api/clients/{id}/merge': {
      post: operation('Moves everything of otherId onto this client in one transaction (admin)', {
        staff: true,
        parameters: [idParam],
        body: 'MergeClientsRequest',
        ok: [200, json(z.object({ data: mergeResultSchema }))],
        errors: [400, 404, 409],
      }),
    },
    '/api/bookings/{id}/desk-form': {
      post: operation(
        "The client's health form or consents of this visit, to open on the desk's tablet and hand over; logged as a read (staff)",
        {
          staff: true,
          parameters: [idParam],
          body: 'DeskFormRequest',
          ok: [200, json(deskFormResponseSchema)],
          errors: [400, 404],
        },
      ),
    },
  };
}
