import {
  practitionerReassignSchema,
  resourceCreateSchema,
  resourcePatchSchema,
  resourceScheduleSchema,
} from '../../../domain/schemas/resources';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas this part of the API adds to `components.schemas`. */
export const RESOURCE_REQUESTS = {
  NewResource: resourceCreateSchema,
  ResourceChange: resourcePatchSchema,
  ResourceSchedule: resourceScheduleSchema,
  PractitionerReassign: practitionerReassignSchema,
};

const resourceAnswer: JsonSchema = {
  type: 'object',
  description:
    '{ data: { id, branch, kind, name, skills, type, active, schedule: { weekly, exceptions } | null } }',
};

/** A branch's practitioners, rooms and machines: staff read, admins write (issue 26). */
export function resourcePaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  return {
    '/api/resources': {
      get: operation(
        "A branch's resources (?branch=; every branch without it), retired ones included; with ?date= each one's workingHours that day",
        {
          staff: true,
          parameters: [
            { name: 'branch', in: 'query', required: false, schema: { type: 'string' } },
            { name: 'date', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
          ],
          ok: [200, { type: 'object', description: '{ data: [resource] }' }],
        },
      ),
      post: operation('Add a practitioner, room or machine (admin)', {
        staff: true,
        body: 'NewResource',
        ok: [201, resourceAnswer],
        errors: [409],
      }),
    },
    '/api/resources/{id}': {
      patch: operation('Rename, change skills or type, retire or bring back (admin)', {
        staff: true,
        parameters: [idParam],
        body: 'ResourceChange',
        ok: [200, resourceAnswer],
        errors: [404, 409],
      }),
    },
    '/api/resources/{id}/schedule': {
      put: operation(
        'Replace the weekly hours and date exceptions (admin); answers `affected`: the visits from today on this practitioner no longer works (issue 26 item 4)',
        {
          staff: true,
          parameters: [idParam],
          body: 'ResourceSchedule',
          ok: [200, { type: 'object', description: '{ data: resource, affected: [affected visit] }' }],
          errors: [404],
        },
      ),
    },
    '/api/resources/affected-visits': {
      get: operation(
        'Every live visit from today on whose practitioner is away or retired, with who else is free then (?branch=)',
        {
          staff: true,
          parameters: [{ name: 'branch', in: 'query', required: false, schema: { type: 'string' } }],
          ok: [
            200,
            {
              type: 'object',
              description:
                '{ data: [{ bookingId, bookingNumber, customerName, phone, hasEmail, branch, status, date, serviceId, serviceName, start, end, practitioner: { id, name }, free: [{ id, name }] }] }',
            },
          ],
        },
      ),
    },
    '/api/resources/affected-visits/reassign': {
      post: operation("Give a visit's lines held by one practitioner to another free then (staff)", {
        staff: true,
        body: 'PractitionerReassign',
        ok: [200, { type: 'object', description: '{ data: booking, message }' }],
        errors: [404, 409],
      }),
    },
  };
}
