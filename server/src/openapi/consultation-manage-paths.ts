import { type Operation, operation } from './operations';

/** The client's manage-consultation calls (the token from the consultation's e-mail or summary). */
export function consultationManagePaths(): Record<string, Record<string, Operation>> {
  const token = {
    name: 'token',
    in: 'path',
    required: true,
    description: 'The signed token of the link in the consultation e-mail',
    schema: { type: 'string' },
  };
  return {
    '/api/my-consultation/{token}': {
      get: operation('The client sees their online consultation and how the call happens', {
        parameters: [token],
        ok: [200, 'ManagedConsultationResponse'],
        errors: [404],
      }),
    },
    '/api/my-consultation/{token}/cancel': {
      post: operation('The client cancels the consultation, at least 24 hours ahead', {
        parameters: [token],
        body: 'CancelRequest',
        ok: [200, 'ManagedConsultationActionResponse'],
        errors: [400, 404, 409],
      }),
    },
    '/api/my-consultation/{token}/reschedule': {
      post: operation('The client asks for another date and time; the clinic answers them', {
        parameters: [token],
        body: 'RescheduleRequest',
        ok: [201, 'ManagedConsultationActionResponse'],
        errors: [400, 404, 409, 429],
      }),
    },
  };
}
