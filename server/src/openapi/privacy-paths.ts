import { z } from 'zod';
import { clientExportSchema, erasureRequestAnswerSchema } from '../../../domain/schemas/privacy';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

function json(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The client's rights from the `/my-bookings` link, and the desk's approval of an erasure (issue 27 item 6). */
export function privacyPaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  const token = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  return {
    '/api/my-bookings/{token}/export': {
      post: operation(
        "Everything held about the link's client as JSON (a download: Content-Disposition attachment, no-store); 404 for a link not ours, expired, or opening nothing",
        { parameters: [token], ok: [200, json(clientExportSchema)], errors: [404] },
      ),
    },
    '/api/my-bookings/{token}/erasure': {
      post: operation("Ask for the link's client to be erased; an admin approves it at the desk", {
        parameters: [token],
        ok: [202, json(erasureRequestAnswerSchema)],
        errors: [404, 409],
      }),
    },
    '/api/clients/{id}/erasure/approve': {
      post: operation(
        "Carry out the client's open erasure request: personal and health data removed, money records kept as 'Erased client <n>' (admin)",
        {
          staff: true,
          parameters: [idParam],
          ok: [
            200,
            json(
              z.object({
                data: z.object({ number: z.number().int(), anonymousName: z.string() }),
                msg: z.string(),
              }),
            ),
          ],
          errors: [400, 404, 409],
        },
      ),
    },
  };
}
