import { consultationHistorySchema } from '../../../domain/schemas/consultation-request';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** The answers they add. */
export const CONSULTATION_REQUEST_RESPONSES = { ConsultationHistory: consultationHistorySchema };

const decided: JsonSchema = {
  type: 'object',
  properties: { data: { $ref: '#/components/schemas/Consultation' }, message: { type: 'string' } },
};

/**
 * Staff accept or decline a client's request to move an online consultation: the booking calls'
 * bodies and answers, plus an optional `requestedAt` (409 when the client replaced the request the
 * desk read). A full time is 409 `{ msg, alternatives: [{ date, time, label }] }`.
 */
export function consultationRequestPaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  return {
    '/api/online-consultations/change-requests': {
      get: operation(
        'Every client waiting for an answer about another time (calls still to happen), longest-waiting first, up to 20; `total` counts them all',
        {
          staff: true,
          ok: [
            200,
            {
              type: 'object',
              properties: {
                data: { type: 'array', items: { $ref: '#/components/schemas/Consultation' } },
                total: { type: 'integer' },
              },
            },
          ],
        },
      ),
    },
    '/api/online-consultations/{id}/history': {
      get: operation(
        "The consultation's history, oldest first: booked, the client's requests and cancellation, and each desk change with who made it",
        { staff: true, parameters: [idParam], ok: [200, 'ConsultationHistory'], errors: [404] },
      ),
    },
    '/api/online-consultations/{id}/change-request/accept': {
      post: operation(
        "Move the consultation to the client's requested date and time: online hours and not passed (400), a free online place (409 with alternatives); the client is e-mailed once",
        {
          staff: true,
          parameters: [idParam],
          body: 'AcceptRequest',
          ok: [200, decided],
          errors: [404, 409],
        },
      ),
    },
    '/api/online-consultations/{id}/change-request/decline': {
      post: operation(
        "Decline the client's time request, with an optional reply; the consultation keeps its time and the client is e-mailed once",
        {
          staff: true,
          parameters: [idParam],
          body: 'DeclineRequest',
          ok: [200, decided],
          errors: [404, 409],
        },
      ),
    },
  };
}
