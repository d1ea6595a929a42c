import { z } from 'zod';
import { PRODUCT_NAME } from '../../../domain/brand';
import { consentsFormResponseSchema } from '../../../domain/consent/consent-record';
import { consentRequestSchema } from '../../../domain/consent/consent-request';
import { intakeSaveSchema } from '../../../domain/health-form/health-answers';
import { intakeFormResponseSchema } from '../../../domain/health-form/intake-form';
import { loginRequestSchema, loginResponseSchema, staffUserSchema } from '../../../domain/schemas/auth';
import {
  bookingListQuerySchema,
  deleteRequestSchema,
  emailSendSchema,
  noteUpdateSchema,
  pageQuerySchema,
  statusUpdateSchema,
} from '../../../domain/schemas/back-office';
import { createBookingRequestSchema } from '../../../domain/schemas/booking';
import { createConsultationRequestSchema } from '../../../domain/schemas/consultation';
import {
  acceptRequestSchema,
  cancelRequestSchema,
  declineRequestSchema,
  managedBookingActionResponseSchema,
  managedBookingResponseSchema,
  moveRequestSchema,
  rescheduleRequestSchema,
} from '../../../domain/schemas/manage';
import {
  managedConsultationActionResponseSchema,
  managedConsultationResponseSchema,
} from '../../../domain/schemas/manage-consultation';
import {
  bookingDetailSchema,
  bookingListSchema,
  bookingPageSchema,
  bookingRecordSchema,
  consultationPageSchema,
  createBookingResponseSchema,
  createConsultationResponseSchema,
  errorSchema,
} from '../../../domain/schemas/records';
import { CLIENT_REQUESTS, clientPaths } from './client-paths';
import { CONSULTATION_DESK_REQUESTS, consultationDeskPaths } from './consultation-desk-paths';
import { consultationManagePaths } from './consultation-manage-paths';
import { CONSULTATION_REQUEST_RESPONSES, consultationRequestPaths } from './consultation-request-paths';
import { DESK_REQUESTS, deskPaths, moveOperation } from './desk-paths';
import { managePaths } from './manage-paths';
import { MONEY_REQUESTS, MONEY_RESPONSES, moneyPaths } from './money-paths';
import {
  ONLINE_PAYMENT_REQUESTS,
  ONLINE_PAYMENT_RESPONSES,
  onlinePaymentPaths,
} from './online-payment-paths';
import { type Operation, operation, queryParameters } from './operations';
import { privacyPaths } from './privacy-paths';
import { RESOURCE_REQUESTS, resourcePaths } from './resource-paths';
import { STAFF_USER_REQUESTS, STAFF_USER_RESPONSES, staffUserPaths } from './staff-user-paths';
import { STRANDED_REQUESTS, strandedPaths } from './stranded-paths';
import { TIME_REQUESTS, timePaths } from './time-paths';

type JsonSchema = Record<string, unknown>;

/** A zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12 without its `$schema`). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const REQUESTS = {
  CreateBookingRequest: createBookingRequestSchema,
  CreateConsultationRequest: createConsultationRequestSchema,
  LoginRequest: loginRequestSchema,
  StatusUpdate: statusUpdateSchema,
  NoteUpdate: noteUpdateSchema,
  DeleteRequest: deleteRequestSchema,
  EmailSendRequest: emailSendSchema,
  CancelRequest: cancelRequestSchema,
  RescheduleRequest: rescheduleRequestSchema,
  MoveRequest: moveRequestSchema,
  IntakeSave: intakeSaveSchema,
  ConsentRequest: consentRequestSchema,
  AcceptRequest: acceptRequestSchema,
  DeclineRequest: declineRequestSchema,
  ...STAFF_USER_REQUESTS,
  ...MONEY_REQUESTS,
  ...ONLINE_PAYMENT_REQUESTS,
  ...TIME_REQUESTS,
  ...DESK_REQUESTS,
  ...CONSULTATION_DESK_REQUESTS,
  ...STRANDED_REQUESTS,
  ...RESOURCE_REQUESTS,
  ...CLIENT_REQUESTS,
};

const RESPONSES = {
  Booking: bookingRecordSchema,
  BookingDetail: bookingDetailSchema,
  BookingList: bookingListSchema,
  BookingPage: bookingPageSchema,
  ConsultationPage: consultationPageSchema,
  CreateBookingResponse: createBookingResponseSchema,
  CreateConsultationResponse: createConsultationResponseSchema,
  LoginResponse: loginResponseSchema,
  StaffUser: staffUserSchema,
  ManagedBookingResponse: managedBookingResponseSchema,
  ManagedBookingActionResponse: managedBookingActionResponseSchema,
  IntakeFormResponse: intakeFormResponseSchema,
  ConsentsFormResponse: consentsFormResponseSchema,
  ManagedConsultationResponse: managedConsultationResponseSchema,
  ManagedConsultationActionResponse: managedConsultationActionResponseSchema,
  Error: errorSchema,
  ...STAFF_USER_RESPONSES,
  ...MONEY_RESPONSES,
  ...ONLINE_PAYMENT_RESPONSES,
  ...CONSULTATION_REQUEST_RESPONSES,
};

function paths(): Record<string, Record<string, Operation>> {
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  const idempotencyKey = {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Bare or quoted ("..."). Replays get the first answer, whatever the body would be told today; the same key with another body or on another endpoint gets 422; a duplicate in flight gets 409 with Retry-After.',
    schema: { type: 'string', pattern: '^"?[A-Za-z0-9_\\-:.]{8,200}"?$' },
  };
  const pageParams = queryParameters(schemaOf(pageQuerySchema, 'input'));
  const listParams = queryParameters(schemaOf(bookingListQuerySchema, 'input'));
  return {
    ...managePaths(idParam, listParams),
    ...consultationManagePaths(),
    ...staffUserPaths(idParam),
    ...moneyPaths(idParam),
    ...onlinePaymentPaths(),
    '/api/health': {
      get: operation('Database health: it answers and a write commits (503 degraded otherwise)', {
        ok: [200, { type: 'object' }],
      }),
    },
    ...timePaths(),
    ...deskPaths(idParam, idempotencyKey),
    ...consultationDeskPaths(idParam),
    ...consultationRequestPaths(idParam),
    ...strandedPaths(),
    ...resourcePaths(idParam),
    ...clientPaths(idParam),
    ...privacyPaths(idParam),
    '/api/openapi.json': { get: operation('This document', { ok: [200, { type: 'object' }] }) },
    '/api/bookings': {
      post: operation('Book treatments (the server prices the cart)', {
        body: 'CreateBookingRequest',
        ok: [201, 'CreateBookingResponse'],
        parameters: [idempotencyKey],
        errors: [400, 403, 409, 422, 429],
      }),
      get: operation('Bookings dashboard: a page, its total and the stat-card counts', {
        staff: true,
        parameters: listParams,
        ok: [200, 'BookingList'],
      }),
    },
    '/api/bookings/search': {
      get: operation('Search live bookings by number or name', {
        staff: true,
        parameters: pageParams,
        ok: [200, 'BookingPage'],
      }),
    },
    '/api/bookings/deleted': {
      get: operation('Deleted bookings, newest deletion first', {
        staff: true,
        parameters: pageParams,
        ok: [200, 'BookingPage'],
      }),
    },
    '/api/bookings/completed': {
      get: operation('Completed bookings', { staff: true, parameters: pageParams, ok: [200, 'BookingPage'] }),
    },
    '/api/bookings/{id}': {
      patch: moveOperation(idParam),
      get: operation('One booking with its status history, audit trail and latest change request', {
        staff: true,
        parameters: [idParam],
        ok: [200, { type: 'object', properties: { data: { $ref: '#/components/schemas/BookingDetail' } } }],
        errors: [404],
      }),
      delete: operation('Soft-delete a booking (delete code required)', {
        staff: true,
        parameters: [idParam],
        body: 'DeleteRequest',
        ok: [
          200,
          {
            type: 'object',
            properties: { msg: { type: 'string' }, data: { $ref: '#/components/schemas/Booking' } },
          },
        ],
        errors: [400, 403, 404],
      }),
    },
    '/api/bookings/{id}/status': {
      patch: operation('Change the status (update code required)', {
        staff: true,
        parameters: [idParam],
        body: 'StatusUpdate',
        ok: [
          200,
          {
            type: 'object',
            properties: { data: { $ref: '#/components/schemas/Booking' }, message: { type: 'string' } },
          },
        ],
        errors: [400, 403, 404],
      }),
    },
    '/api/bookings/{id}/note': {
      patch: operation('Save the internal note', {
        staff: true,
        parameters: [idParam],
        body: 'NoteUpdate',
        ok: [200, { type: 'object', properties: { data: { $ref: '#/components/schemas/Booking' } } }],
        errors: [400, 404],
      }),
    },
    '/api/online-consultations': {
      post: operation('Book an online video consultation (always 700)', {
        body: 'CreateConsultationRequest',
        parameters: [idempotencyKey],
        ok: [201, 'CreateConsultationResponse'],
        errors: [400, 409, 422, 429],
      }),
      get: operation('Online consultations, newest first', {
        staff: true,
        parameters: pageParams,
        ok: [200, 'ConsultationPage'],
      }),
    },
    '/api/auth/login': {
      post: operation('Staff sign-in', {
        body: 'LoginRequest',
        ok: [200, 'LoginResponse'],
        errors: [400, 401, 429],
      }),
    },
    '/api/auth/me': {
      get: operation('Who is signed in', {
        staff: true,
        ok: [200, { type: 'object', properties: { user: { $ref: '#/components/schemas/StaffUser' } } }],
      }),
    },
    '/api/email/send': {
      post: operation("Resend a booking's confirmation to its own address", {
        staff: true,
        body: 'EmailSendRequest',
        ok: [
          202,
          { type: 'object', properties: { msg: { type: 'string' }, bookingNumber: { type: 'string' } } },
        ],
        errors: [400, 404],
      }),
    },
  };
}

let built: JsonSchema | undefined;

/** The OpenAPI 3.1 description of the API, generated from the domain's zod schemas once. */
export function openApiDocument(): JsonSchema {
  built ??= {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description:
        'Bookings, online consultations and the staff back-office. Errors are { msg, message, error }.',
    },
    servers: [{ url: '/' }],
    paths: paths(),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...Object.fromEntries(
          Object.entries(REQUESTS).map(([name, schema]) => [name, schemaOf(schema, 'input')]),
        ),
        ...Object.fromEntries(
          Object.entries(RESPONSES).map(([name, schema]) => [name, schemaOf(schema, 'output')]),
        ),
      },
    },
  };
  return built;
}
