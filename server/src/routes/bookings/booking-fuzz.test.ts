import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../../test/factories';
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

const FIELDS = [
  'bookingNumber',
  'serviceType',
  'branch',
  'address',
  'landmark',
  'date',
  'time',
  'age',
  'customerName',
  'email',
  'phone',
  'paymentMethod',
  'notes',
] as const;

/** Values that have broken APIs before: wrong types, edge numbers, long and odd text, nesting. */
const nasty = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(
    null,
    undefined,
    '',
    ' ',
    0,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    true,
    [],
    {},
    'home',
    'all',
  ),
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "'; drop table bookings; --",
    '<script>alert(1)</script>',
    '%_\\',
    '\u0000',
    '2026-02-30',
    '99:99',
  ),
);

const cartLine = fc.record(
  {
    id: fc.oneof(fc.constantFrom('stem-cell-facial', 'hiko-nose', 'korean-glow-drip', 'nope'), nasty),
    quantity: fc.oneof(fc.integer({ min: -5, max: 30 }), nasty),
    selectedPromo: nasty,
    promoCode: fc.oneof(fc.constantFrom('TBL20', 'tbl20', 'bad'), nasty),
    price: nasty,
  },
  { requiredKeys: [] },
);

/** A valid booking with a few fields replaced, or something else entirely. */
const bodies = fc.oneof(
  fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 4 }),
      cartItems: fc.oneof(fc.array(cartLine, { maxLength: 4 }), nasty),
      keepCart: fc.boolean(),
    })
    .map(({ changes, cartItems, keepCart }) => {
      const body = bookingBody({ bookingData: changes });
      return keepCart ? body : { ...body, cartItems };
    }),
  fc.record({ bookingData: nasty, cartItems: nasty, totalPrice: nasty }, { requiredKeys: [] }),
  nasty,
);

describe('POST /api/bookings under random input', () => {
  it('never answers 5xx, and every refusal says why in msg', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const text = JSON.stringify(body) ?? 'null';
        const reply = await api.post('/api/bookings', text);
        expect(reply.status, text.slice(0, 300)).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(typeof reply.body?.msg, text.slice(0, 300)).toBe('string');
          expect(reply.body.msg.length).toBeGreaterThan(0);
        } else {
          expect(reply.status).toBe(201);
          expect(reply.body.booking.bookingData.bookingNumber).toMatch(/^TBL\d{8}$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
