import {
  consultationMoveSchema,
  consultationStatusUpdateSchema,
  videoLinkUpdateSchema,
} from '../../../domain/schemas/consultation-desk';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas the consultation desk calls add to `components.schemas`. */
export const CONSULTATION_DESK_REQUESTS = {
  ConsultationStatusUpdate: consultationStatusUpdateSchema,
  VideoLinkUpdate: videoLinkUpdateSchema,
  ConsultationMove: consultationMoveSchema,
};

/** `Consultation` is in `components.schemas` already (money-paths). */
const answer: JsonSchema = {
  type: 'object',
  properties: { data: { $ref: '#/components/schemas/Consultation' }, message: { type: 'string' } },
};

/** Staff set a consultation's status and its video-call link (update code); the client is e-mailed once. */
export function consultationDeskPaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  return {
    '/api/online-consultations/{id}/status': {
      patch: operation(
        'Set a consultation status (pending, confirmed, done, cancelled, no-show): done and no-show once the call started (409 before), cancelled is final and frees the time; confirmed and cancelled e-mail the client once',
        {
          staff: true,
          parameters: [idParam],
          body: 'ConsultationStatusUpdate',
          ok: [200, answer],
          errors: [404, 409, 429],
        },
      ),
    },
    '/api/online-consultations/{id}/video-link': {
      patch: operation(
        'Set (https) or clear the video-call link; each new link is e-mailed to the client once',
        {
          staff: true,
          parameters: [idParam],
          body: 'VideoLinkUpdate',
          ok: [200, answer],
          errors: [404, 409, 429],
        },
      ),
    },
    '/api/online-consultations/{id}/time': {
      patch: operation(
        'Move a call to another date and time and/or give it to a named consultant: checked in one atomic step (409 with alternatives), a move in the history and the client e-mailed once',
        {
          staff: true,
          parameters: [idParam],
          body: 'ConsultationMove',
          ok: [200, answer],
          errors: [404, 409, 429],
        },
      ),
    },
  };
}
