import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The client's manage-booking calls, the change-request decisions and the CSV export. */
export function managePaths(
  idParam: JsonSchema,
  listParams: JsonSchema[],
): Record<string, Record<string, Operation>> {
  const token = {
    name: 'token',
    in: 'path',
    required: true,
    description: 'The signed token of the link in the booking e-mails',
    schema: { type: 'string' },
  };
  const decided = { type: 'object', properties: { data: ref('Booking'), message: { type: 'string' } } };
  return {
    '/api/my-booking/{token}': {
      get: operation('The client sees their booking (no sign-in; the token is the key)', {
        parameters: [token],
        ok: [200, 'ManagedBookingResponse'],
        errors: [404],
      }),
    },
    '/api/my-booking/{token}/cancel': {
      post: operation('The client cancels, at least 24 hours ahead', {
        parameters: [token],
        body: 'CancelRequest',
        ok: [200, 'ManagedBookingActionResponse'],
        errors: [400, 404, 409],
      }),
    },
    '/api/my-booking/{token}/reschedule': {
      post: operation('The client asks for another date and time', {
        parameters: [token],
        body: 'RescheduleRequest',
        ok: [201, 'ManagedBookingActionResponse'],
        errors: [400, 404, 409, 429],
      }),
    },
    '/api/my-booking/{token}/move': {
      post: operation(
        'The client moves the visit to a free start themselves, at least 24 hours ahead (Idempotency-Key honoured; 409 with alternatives when full)',
        {
          parameters: [token],
          body: 'MoveRequest',
          ok: [200, 'ManagedBookingActionResponse'],
          errors: [400, 404, 409, 422, 429],
        },
      ),
    },
    '/api/my-booking/{token}/intake': {
      get: operation(
        "The client's health form: the questions this visit asks and their answers (never cached)",
        {
          parameters: [token],
          ok: [200, 'IntakeFormResponse'],
          errors: [404],
        },
      ),
      put: operation(
        'The client saves answers (the rest kept, each dated when given); a contraindicating answer puts their coming visits of that treatment under review',
        {
          parameters: [token],
          body: 'IntakeSave',
          ok: [200, 'IntakeFormResponse'],
          errors: [400, 404],
        },
      ),
    },
    '/api/my-booking/{token}/consents': {
      get: operation(
        'The consents this visit asks for (current texts with their SHA-256) and every one the client signed or withdrew (never cached)',
        { parameters: [token], ok: [200, 'ConsentsFormResponse'], errors: [404] },
      ),
      post: operation(
        'The client signs a consent (typed name, and a drawn signature as a PNG data URL of at most 200 KB) or withdraws one: a new record each time, never an edit. An Idempotency-Key sent again writes nothing new (200). 409 when the text changed since it was read, it is already signed, or nothing is signed to withdraw',
        {
          parameters: [token],
          body: 'ConsentRequest',
          ok: [201, 'ConsentsFormResponse'],
          errors: [400, 404, 409, 413],
        },
      ),
    },
    '/api/my-booking/{token}/calendar.ics': {
      get: operation('The appointment as an iCalendar download', {
        parameters: [token],
        ok: [200, { type: 'string', description: 'text/calendar' }],
        errors: [404, 409],
      }),
    },
    '/api/bookings/{id}/change-request/accept': {
      post: operation("Move the booking to the client's requested date and time", {
        staff: true,
        parameters: [idParam],
        body: 'AcceptRequest',
        ok: [200, decided],
        errors: [404, 409],
      }),
    },
    '/api/bookings/{id}/change-request/decline': {
      post: operation("Decline the client's change request, with an optional reply", {
        staff: true,
        parameters: [idParam],
        body: 'DeclineRequest',
        ok: [200, decided],
        errors: [404, 409],
      }),
    },
    '/api/bookings/export.csv': {
      get: operation('The filtered list as CSV (UTF-8 with BOM), every page', {
        staff: true,
        parameters: listParams.filter((parameter) => !['page', 'limit'].includes(String(parameter.name))),
        ok: [200, { type: 'string', description: 'text/csv' }],
      }),
    },
  };
}
