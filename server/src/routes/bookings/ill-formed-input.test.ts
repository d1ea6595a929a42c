import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody } from '../../test/factories';
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

const withKey = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** `depth` arrays inside each other, as JSON text. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A booking body as raw JSON text with `extra` (already JSON) in a field the server ignores. */
function withIgnoredField(extra: string): string {
  const body = JSON.stringify(bookingBody());
  return `${body.slice(0, -1)},"ignored":${extra}}`;
}

describe('ill-formed input is a 400 with a message, never a 500', () => {
  it('refuses JSON nested 5,000 levels deep in an ignored field, with an Idempotency-Key', async () => {
    const reply = await api.post('/api/bookings', withIgnoredField(nested(5_000)), withKey());
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/deeper than 32 levels/);
  });

  it('accepts nesting up to the limit in an ignored field', async () => {
    const reply = await api.post('/api/bookings', withIgnoredField(nested(30)), withKey());
    expect(reply.status).toBe(201);
  });

  it('refuses a lone surrogate in an echoed text field of a booking and a consultation', async () => {
    const booking = JSON.stringify(bookingBody({ bookingData: { customerName: 'Ana \ud800 Santos' } }));
    expect(booking).toContain('\\ud800');
    const refused = await api.post('/api/bookings', booking, withKey());
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/lone UTF-16 surrogate/);

    const consultation = JSON.stringify(consultationBody({ notes: 'ends badly \udfff' }));
    const alsoRefused = await api.post('/api/online-consultations', consultation, withKey());
    expect(alsoRefused.status).toBe(400);
    expect(alsoRefused.body.msg).toMatch(/lone UTF-16 surrogate/);
  });

  it('keeps a well-formed pair (an emoji) as the visitor typed it', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { notes: 'See you soon \ud83d\ude0a' } }),
      withKey(),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.booking.bookingData.notes).toBe('See you soon 😊');
  });

  it('refuses a body whose bytes are not UTF-8', async () => {
    const text = JSON.stringify(bookingBody());
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, 20)),
      Buffer.from([0xed, 0xa0, 0x80, 0xff]),
      Buffer.from(text.slice(20)),
    ]);
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: bytes,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/not valid UTF-8/);
  });
});
