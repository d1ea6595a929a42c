import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('describes every call of the API as OpenAPI 3.1', async () => {
    const reply = await api.get('/api/openapi.json');
    expect(reply.status).toBe(200);
    const document = reply.body;
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/bookings',
        'GET /api/resources',
        'POST /api/resources',
        'PATCH /api/resources/{id}',
        'PUT /api/resources/{id}/schedule',
        'GET /api/calendar',
        'GET /api/bookings',
        'GET /api/clients',
        'GET /api/clients/{id}',
        'POST /api/clients/{id}/merge',
        'POST /api/clients/{id}/erasure/approve',
        'POST /api/my-bookings/{token}/export',
        'POST /api/my-bookings/{token}/erasure',
        'GET /api/my-booking/{token}/intake',
        'PUT /api/my-booking/{token}/intake',
        'GET /api/my-booking/{token}/checkout',
        'POST /api/my-booking/{token}/checkout',
        'POST /api/payments/paymongo/webhook',
        'GET /api/settings/booking',
        'PUT /api/settings/booking',
        'GET /api/bookings/search',
        'GET /api/bookings/deleted',
        'GET /api/bookings/completed',
        'GET /api/bookings/{id}',
        'PATCH /api/bookings/{id}/status',
        'POST /api/bookings/{id}/statement',
        'PATCH /api/bookings/{id}/note',
        'POST /api/bookings/{id}/desk-form',
        'DELETE /api/bookings/{id}',
        'POST /api/online-consultations',
        'GET /api/online-consultations',
        'POST /api/auth/login',
        'GET /api/auth/me',
        'POST /api/email/send',
        'GET /api/health',
        'GET /api/my-booking/{token}',
        'POST /api/my-booking/{token}/cancel',
        'POST /api/my-booking/{token}/reschedule',
        'POST /api/my-booking/{token}/move',
        'GET /api/my-booking/{token}/calendar.ics',
        'GET /api/my-consultation/{token}',
        'POST /api/my-consultation/{token}/cancel',
        'POST /api/my-consultation/{token}/reschedule',
        'POST /api/bookings/{id}/change-request/accept',
        'POST /api/bookings/{id}/change-request/decline',
        'GET /api/bookings/export.csv',
        'POST /api/bookings/front-desk',
        'PATCH /api/bookings/{id}',
        'POST /api/bookings/bulk-confirm',
        'POST /api/bookings/{id}/restore',
        'GET /api/schedule',
        'GET /api/availability',
        'GET /api/availability/days',
        'POST /api/holds',
        'POST /api/holds/{id}/extend',
        'DELETE /api/holds/{id}',
        'GET /api/settings/capacity',
        'PUT /api/settings/capacity',
        'PATCH /api/online-consultations/{id}/status',
        'PATCH /api/online-consultations/{id}/video-link',
        'GET /api/online-consultations/change-requests',
        'GET /api/online-consultations/{id}/history',
        'POST /api/online-consultations/{id}/change-request/accept',
        'POST /api/online-consultations/{id}/change-request/decline',
        'POST /api/settings/capacity/preview',
        'GET /api/settings/capacity/affected',
        'PATCH /api/online-consultations/{id}/time',
        'POST /api/settings/capacity/affected/notify',
      ]),
    );
  });

  it('carries the request schemas generated from the domain zod schemas', async () => {
    const { components } = (await api.get('/api/openapi.json')).body;
    const booking = components.schemas.CreateBookingRequest;
    expect(booking.required).toEqual(['bookingData', 'cartItems']);
    expect(booking.properties.bookingData.properties.age).toMatchObject({ minimum: 16, maximum: 100 });
    expect(booking.properties.bookingData.properties.time.enum).toHaveLength(25);
    expect(booking.properties.cartItems.items.properties.quantity).toMatchObject({ minimum: 1, maximum: 20 });
    expect(components.schemas.CreateConsultationRequest.properties.age).toMatchObject({ minimum: 18 });
    expect(components.schemas.Booking.properties.bookingData.properties.branch.enum).toEqual([
      'makati',
      'las-pinas',
      'quezon-city',
      'home',
    ]);
    expect(components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has every $ref pointing at a schema it defines', async () => {
    const document = (await api.get('/api/openapi.json')).body;
    for (const ref of refsIn(document.paths)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
  });

  it('lists the dashboard query parameters', async () => {
    const { paths } = (await api.get('/api/openapi.json')).body;
    const names = paths['/api/bookings'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'status', 'branch', 'sort']));
  });
});
