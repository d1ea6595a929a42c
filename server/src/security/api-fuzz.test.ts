import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody, signedIn } from '../test/factories';
import { client } from '../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';

/**
 * Random bodies, headers and query strings against every endpoint, signed in and not: no 5xx ever,
 * and every 4xx says why in `msg`. booking-fuzz.test.ts goes deep on the booking body; this one goes
 * wide. SOAK=1 runs 10,000 cases; `npm test` a few hundred.
 */
const RUNS = process.env.SOAK ? 10_000 : 400;

let server: TestServer;
let token: string;
let bookingId: string;

beforeAll(async () => {
  server = await startTestServer();
  const api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'admin')).token;
  bookingId = (await api.post('/api/bookings', bookingBody())).body.booking.id;
});

afterAll(async () => {
  await server.close();
}, 60_000);

const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(null, '', ' ', 0, -1, 1.5, 1e308, true, [], {}, 'all', '\u0000', '%', '_', "'--", '<b>'),
  // Lone surrogates: valid JSON escapes that no UTF-8 text, jsonb column or e-mail can hold.
  fc.constantFrom('\ud800', 'a\udfffb', '\udc00\ud800'),
);

/** Text a fetch header may carry: printable Latin-1, nothing else. */
const headerSafe = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 120,
});

const ids = () =>
  fc.oneof(
    fc.constant(bookingId),
    fc.constant(crypto.randomUUID()),
    fc.string({ maxLength: 60 }).map((text) => encodeURIComponent(text) || 'x'),
    fc.constantFrom('0', '-1', '%2e%2e', 'null', "1'%20or%20'1'='1", 'TBL00000001'),
  );

type Route = { method: string; path: (id: string) => string; body?: fc.Arbitrary<unknown> };

const validish = (valid: () => Record<string, unknown>) =>
  fc.oneof(
    fc
      .dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 5 })
      .map((extra) => ({ ...valid(), ...extra })),
    fc
      .record({ key: fc.constantFrom(...Object.keys(valid())), value: nasty })
      .map(({ key, value }) => ({ ...valid(), [key]: value })),
    nasty,
  );

const ROUTES: Route[] = [
  { method: 'GET', path: () => '/api/health' },
  { method: 'GET', path: (id) => `/api/resources?branch=${id}` },
  {
    method: 'POST',
    path: () => '/api/resources',
    body: validish(() => ({ branch: 'makati', kind: 'room', name: `Fuzz ${crypto.randomUUID()}` })),
  },
  {
    method: 'PATCH',
    path: (id) => `/api/resources/${id}`,
    body: validish(() => ({ name: 'Room F', active: true })),
  },
  {
    method: 'PUT',
    path: (id) => `/api/resources/${id}/schedule`,
    body: validish(() => ({
      weekly: { mon: [['10:00', '18:00']] },
      exceptions: [{ date: '2026-12-01', off: true }],
    })),
  },
  { method: 'GET', path: () => '/api/openapi.json' },
  {
    method: 'POST',
    path: () => '/api/auth/login',
    body: validish(() => ({ email: 'a@b.ph', password: 'pw' })),
  },
  { method: 'GET', path: () => '/api/auth/me' },
  { method: 'POST', path: () => '/api/bookings', body: validish(() => bookingBody()) },
  { method: 'GET', path: () => '/api/bookings' },
  { method: 'GET', path: () => '/api/bookings/search' },
  { method: 'GET', path: () => '/api/bookings/deleted' },
  { method: 'GET', path: () => '/api/bookings/completed' },
  { method: 'GET', path: (id) => `/api/bookings/${id}` },
  {
    method: 'PATCH',
    path: (id) => `/api/bookings/${id}/status`,
    body: validish(() => ({ status: 'confirmed', updateCode: TEST_SECRETS.updateCode })),
  },
  { method: 'PATCH', path: (id) => `/api/bookings/${id}/note`, body: validish(() => ({ noteAdmin: 'ok' })) },
  {
    method: 'POST',
    path: (id) => `/api/bookings/${id}/payments`,
    body: validish(() => ({ id: crypto.randomUUID(), method: 'cash', amount: 100, tendered: 500 })),
  },
  {
    method: 'DELETE',
    path: (id) => `/api/bookings/${id}`,
    body: validish(() => ({ deleteCode: 'wrong-code' })),
  },
  { method: 'POST', path: () => '/api/online-consultations', body: validish(() => consultationBody()) },
  { method: 'GET', path: () => '/api/online-consultations' },
  {
    method: 'PATCH',
    path: (id) => `/api/online-consultations/${id}/status`,
    body: validish(() => ({ status: 'confirmed', updateCode: TEST_SECRETS.updateCode })),
  },
  {
    method: 'PATCH',
    path: (id) => `/api/online-consultations/${id}/video-link`,
    body: validish(() => ({ videoLink: 'https://meet.example.com/x', updateCode: TEST_SECRETS.updateCode })),
  },
  {
    method: 'PATCH',
    path: (id) => `/api/online-consultations/${id}/time`,
    body: validish(() => ({ date: '2027-01-15', time: '15:00', updateCode: TEST_SECRETS.updateCode })),
  },
  { method: 'POST', path: () => '/api/email/send', body: validish(() => ({ bookingNumber: 'TBL00000001' })) },
  { method: 'GET', path: () => '/api/bookings/export.csv' },
  { method: 'POST', path: (id) => `/api/bookings/${id}/change-request/accept`, body: nasty },
  {
    method: 'POST',
    path: (id) => `/api/bookings/${id}/change-request/decline`,
    body: validish(() => ({ reply: 'Sorry, we are full' })),
  },
  { method: 'GET', path: () => '/api/online-consultations/change-requests' },
  { method: 'GET', path: () => '/api/availability/days' },
  { method: 'GET', path: (id) => `/api/reports/takings?from=${id}&to=2026-12-31&format=csv` },
  { method: 'GET', path: (id) => `/api/reports/bookings?from=2026-12-01&to=${id}&branch=${id}` },
  { method: 'GET', path: (id) => `/api/online-consultations/${id}/history` },
  { method: 'POST', path: (id) => `/api/online-consultations/${id}/change-request/accept`, body: nasty },
  {
    method: 'POST',
    path: (id) => `/api/online-consultations/${id}/change-request/decline`,
    body: validish(() => ({ reply: 'Sorry, the doctor is away' })),
  },
  {
    method: 'POST',
    path: () => '/api/settings/capacity/preview',
    body: validish(() => ({ closedDates: [{ branch: 'makati', date: '2030-01-02', reason: '' }] })),
  },
  { method: 'GET', path: () => '/api/settings/capacity/affected' },
  {
    method: 'POST',
    path: () => '/api/settings/capacity/affected/notify',
    body: validish(() => ({ visits: [{ kind: 'booking', id: crypto.randomUUID() }] })),
  },
];

const QUERY_KEYS = [
  'page',
  'limit',
  'search',
  'status',
  'branch',
  'sort',
  'token',
  'days',
  'from',
  'x',
] as const;
const queryValue = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '100',
    '101',
    '1e3',
    '9999999',
    '99999999999',
    'all',
    'today',
    '%',
    '_',
    '\\',
  ),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), queryValue), {
    maxLength: 6,
  })
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

const headers = fc.record(
  {
    // Mostly signed in, so the random input reaches the handlers behind the token check.
    authorization: fc.oneof(
      { arbitrary: fc.constant('signed-in'), weight: 6 },
      headerSafe,
      headerSafe.map((text) => `Bearer ${text}`),
    ),
    'idempotency-key': fc.oneof(fc.uuid().map(String), headerSafe),
    'content-type': fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 8 },
      fc.constantFrom(
        'application/json; charset=utf-8',
        'application/vnd.api+json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
      ),
    ),
    accept: headerSafe,
    'x-forwarded-for': headerSafe,
  },
  { requiredKeys: ['authorization', 'content-type'] },
);

const rawBody = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[1,2', '{"a":1}{', 'null', '"x"', '1e999', '{"__proto__":{"admin":true}}'),
  fc.integer({ min: 30, max: 6_000 }).map((depth) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`),
);

const cases = fc.record({
  route: fc.constantFrom(...ROUTES),
  id: ids(),
  query,
  headers,
  json: fc.boolean(),
  raw: rawBody,
});
const bodies = fc.option(fc.oneof(...ROUTES.flatMap((route) => (route.body ? [route.body] : []))));

describe('every endpoint under random input', () => {
  it(
    `never answers 5xx and every 4xx carries msg (${RUNS} cases)`,
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(cases, bodies, async (c, body) => {
          const sent: Record<string, string> = { ...c.headers };
          if (sent.authorization === 'signed-in') sent.authorization = `Bearer ${token}`;
          const hasBody = c.route.method !== 'GET';
          const payload = hasBody ? (c.json && body !== null ? JSON.stringify(body) : c.raw) : undefined;
          const path = `${c.route.path(c.id)}${c.query}`;
          const reply = await fetch(`${server.url}${path}`, {
            method: c.route.method,
            headers: sent,
            body: payload,
          });
          const text = await reply.text();
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          const what = `${c.route.method} ${path} ${JSON.stringify(sent).slice(0, 200)} ${String(payload).slice(0, 200)}`;
          expect(reply.status, what).toBeLessThan(500);
          if (reply.status >= 400) {
            const parsed = JSON.parse(text) as { msg?: unknown };
            expect(typeof parsed.msg, what).toBe('string');
            expect((parsed.msg as string).length, what).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS },
      );
      console.log(`api fuzz: ${RUNS} cases, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    },
    RUNS * 200,
  );
});
