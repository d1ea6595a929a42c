import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  const reply = await api.post('/api/bookings', bookingBody({ bookingData: { date: soon(30) } }));
  token = tokenFor(reply.body.booking.id);
});

afterAll(async () => {
  await server.close();
});

/** Values that have broken APIs before: wrong types, edge numbers, long and odd text, nesting. */
const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(null, undefined, '', ' ', 0, -1, 1e308, true, [], {}, '2026-02-30', '99:99', '\u0000'),
  fc.string({ maxLength: 600 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom("'; drop table bookings; --", '<script>alert(1)</script>', '%_\\'),
);

const rescheduleBodies = fc.oneof(
  fc.record(
    {
      date: fc.oneof(fc.constantFrom(soon(1), soon(31), soon(400)), nasty),
      time: fc.oneof(fc.constantFrom('10:00', '22:00', '22:30'), nasty),
      message: nasty,
    },
    { requiredKeys: [] },
  ),
  nasty,
);

/** Tokens: the real one (made in beforeAll), bent a little, or anything at all. */
const tokens = () =>
  fc.oneof(
    fc.constant(token),
    fc.string({ maxLength: 120 }).map((text) => encodeURIComponent(text) || 'x'),
    fc.nat({ max: 60 }).map((cut) => token.slice(0, cut) || 'x'),
    fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => encodeURIComponent(`${token}${text}`)),
  );

function expectHandled(reply: { status: number; body: { msg?: unknown } }, input: unknown) {
  const text = (JSON.stringify(input) ?? 'undefined').slice(0, 300);
  expect(reply.status, text).toBeLessThan(500);
  if (reply.status >= 400) expect(typeof reply.body?.msg, text).toBe('string');
}

describe('the public manage-booking calls under random input', () => {
  it('never answer 5xx to any token or reschedule body', async () => {
    await fc.assert(
      fc.asyncProperty(tokens(), rescheduleBodies, async (path, body) => {
        const text = JSON.stringify(body) ?? 'null';
        expectHandled(await api.get(`/api/my-booking/${path}`), path);
        expectHandled(await api.post(`/api/my-booking/${path}/reschedule`, text), { path, body });
        const calendar = await api.get(`/api/my-booking/${path}/calendar.ics`);
        expect(calendar.status, path).toBeLessThan(500);
      }),
      // A valid request always among them, so the command behind the real token runs too.
      { numRuns: 150, examples: [[token, { date: soon(31), time: '10:00', message: 'Any afternoon' }]] },
    );
    // The real token reached the command too: at least the example above was a valid request.
    const made = await server.db.knex('booking_change_requests').count({ requests: '*' }).first();
    expect(Number(made?.requests)).toBeGreaterThan(0);
  });

  it('never answer 5xx to any cancel body; only an empty object is read', async () => {
    await fc.assert(
      fc.asyncProperty(tokens(), nasty, async (path, body) => {
        // The real token would cancel the booking on the first valid body; a forged one keeps it.
        const forged = path === token ? `${path}x` : path;
        expectHandled(
          await api.post(`/api/my-booking/${forged}/cancel`, JSON.stringify(body) ?? 'null'),
          body,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('never answer 5xx to any move body', async () => {
    await fc.assert(
      fc.asyncProperty(tokens(), rescheduleBodies, async (path, body) => {
        const text = JSON.stringify(body) ?? 'null';
        expectHandled(await api.post(`/api/my-booking/${path}/move`, text), { path, body });
      }),
      // A valid move among them, so the command behind the real token runs too.
      { numRuns: 150, examples: [[token, { date: soon(32), time: '11:00' }]] },
    );
    const moved = await server.db
      .knex('booking_events')
      .where({ kind: 'moved_by_client' })
      .count({ n: '*' })
      .first();
    expect(Number(moved?.n)).toBeGreaterThan(0);
  });
});
