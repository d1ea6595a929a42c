import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationBody, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  const reply = await api.post('/api/online-consultations', consultationBody({ date: soon(30) }));
  token = reply.body.manageToken;
});

afterAll(async () => {
  await server.close();
});

const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(null, '', ' ', 0, -1, 1e308, true, [], {}, '2026-02-30', '99:99', '\u0000'),
  fc.string({ maxLength: 600 }),
  fc.constantFrom("'; drop table online_consultations; --", '<script>alert(1)</script>'),
);

const bodies = fc.oneof(
  fc.record(
    {
      date: fc.oneof(fc.constantFrom(soon(2), soon(40)), nasty),
      time: fc.oneof(fc.constantFrom('10:00', '22:30'), nasty),
      message: nasty,
    },
    { requiredKeys: [] },
  ),
  nasty,
);

const tokens = () =>
  fc.oneof(
    fc.constant(token),
    fc.string({ maxLength: 120 }).map((text) => encodeURIComponent(text) || 'x'),
    fc.nat({ max: 80 }).map((cut) => token.slice(0, cut) || 'x'),
  );

function expectHandled(reply: { status: number; body: { msg?: unknown } }, input: unknown) {
  const text = (JSON.stringify(input) ?? 'undefined').slice(0, 300);
  expect(reply.status, text).toBeLessThan(500);
  if (reply.status >= 400) expect(typeof reply.body?.msg, text).toBe('string');
}

describe('the public manage-consultation calls under random input', () => {
  it('never answer 5xx to any token or body; a forged token never cancels', async () => {
    await fc.assert(
      fc.asyncProperty(tokens(), bodies, async (path, body) => {
        const text = JSON.stringify(body) ?? 'null';
        expectHandled(await api.get(`/api/my-consultation/${path}`), path);
        expectHandled(await api.post(`/api/my-consultation/${path}/reschedule`, text), { path, body });
        const forged = path === token ? `${path}x` : path;
        expectHandled(await api.post(`/api/my-consultation/${forged}/cancel`, text), { forged, body });
      }),
      { numRuns: 120, examples: [[token, { date: soon(31), time: '10:00', message: 'Any morning' }]] },
    );
    const made = await server.db.knex('consultation_change_requests').count({ requests: '*' }).first();
    expect(Number(made?.requests)).toBeGreaterThan(0);
    const still = await server.db
      .knex('online_consultations')
      .whereNotNull('cancelled_at')
      .count({ n: '*' })
      .first();
    expect(Number(still?.n)).toBe(0);
  });
});
