import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { cleanUp } from '../maintenance/cleanup';
import { BURST_TIMEOUT_MS } from '../test/burst-timeout';
import { anotherPerson, bookingBody, consultationBody } from '../test/factories';
import { type Client, client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * A few addresses cannot empty a day: the attacks of issue 23 run against the default limits (one trusted
 * proxy, so each request names its client in X-Forwarded-For), then a real client still holds and
 * books a start that day.
 */
let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: '', TRUST_PROXY: '1' });
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const keyed = (address: string) => ({
  headers: { 'x-forwarded-for': address, 'Idempotency-Key': crypto.randomUUID() },
});
/** The longest cart the form books: 150 + 120 minutes, capped at 240. */
const LONG_CART = ['premium-slim-trio', 'ultimate-tightening-trio'];

async function availableStarts(branch: string, date: string, services: string[]) {
  const query = new URLSearchParams({ branch, date, services: services.join(',') });
  const reply = await api.get(`/api/availability?${query}`);
  expect(reply.status).toBe(200);
  const slots = reply.body.slots as Array<{ time: string; available: boolean }>;
  return { all: slots.length, free: slots.filter((slot) => slot.available).map((slot) => slot.time) };
}

/** A start and the cart that fills it. */
type Tile = [time: string, services: string[]];
/** Makati, 10:00-21:00, in long visits: 10:00-14:00, 14:00-18:00 and 18:00-21:00 (a 180-minute cart). */
const MAKATI_TILES: Tile[] = [
  ['10:00', LONG_CART],
  ['14:00', LONG_CART],
  ['18:00', ['ulthera-prime', 'power-v-lift-trio']],
];
/** Video calls, 10:00-22:00, half an hour each. */
const ONLINE_TILES: Tile[] = Array.from({ length: 24 }, (_, index) => [
  `${String(10 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
  [],
]);

/** The attack's plan: every tile `capacity` times (every start taken), dealt to the addresses 3 each. */
function plan(addresses: string[], tiles: Tile[], capacity: number): Array<[string, Tile]> {
  const wanted = Array.from({ length: capacity }, () => tiles).flat();
  return wanted.map((tile, index) => [addresses[Math.floor(index / 3) % addresses.length] ?? '', tile]);
}

/** Every attacking address holds its share of the plan, all at once. */
async function holdEverything(moves: Array<[string, Tile]>, branch: string, date: string) {
  const began = performance.now();
  const replies = await Promise.all(
    moves.map(([address, [time, services]]) =>
      api.post('/api/holds', { branch, date, time, services }, from(address)),
    ),
  );
  for (const reply of replies) expect([201, 409, 429]).toContain(reply.status);
  const held = replies.filter((reply) => reply.status === 201).length;
  return { held, tried: moves.length, seconds: (performance.now() - began) / 1000 };
}

describe('a few addresses cannot empty a day', () => {
  it(
    '4 addresses holding 240-minute carts leave Makati starts a real client holds and books',
    async () => {
      const date = addDays(manilaDate(), 21);
      const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '2001:db8:23:1::1'];
      const moves = plan(addresses, MAKATI_TILES, 4);
      expect(moves).toHaveLength(12);
      const attack = await holdEverything(moves, 'makati', date);
      const after = await availableStarts('makati', date, ['stem-cell-facial']);
      console.log(
        `holds attack, Makati: ${attack.held} of ${attack.tried} holds in ${attack.seconds.toFixed(2)} s; ${after.free.length} of ${after.all} starts still free`,
      );
      expect(after.free.length).toBeGreaterThan(0);
      const time = after.free[0] ?? '';
      const real = '198.51.100.7';
      const hold = await api.post(
        '/api/holds',
        { branch: 'makati', date, time, services: ['stem-cell-facial'] },
        from(real),
      );
      expect(hold.status).toBe(201);
      const booked = await api.post(
        '/api/bookings',
        bookingBody({ bookingData: { branch: 'makati', date, time, holdId: hold.body.hold.id } }),
        keyed(real),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    '8 addresses holding consultations leave video-call starts a real client books',
    async () => {
      const date = addDays(manilaDate(), 22);
      const addresses = Array.from({ length: 8 }, (_, index) => `203.0.113.${20 + index}`);
      const moves = plan(addresses, ONLINE_TILES, 1);
      expect(moves).toHaveLength(24);
      const attack = await holdEverything(moves, 'online', date);
      const after = await availableStarts('online', date, []);
      console.log(
        `holds attack, online: ${attack.held} of ${attack.tried} holds in ${attack.seconds.toFixed(2)} s; ${after.free.length} of ${after.all} starts still free`,
      );
      expect(after.free.length).toBeGreaterThan(0);
      const time = after.free[0] ?? '';
      const real = '198.51.100.8';
      const hold = await api.post('/api/holds', { branch: 'online', date, time, services: [] }, from(real));
      expect(hold.status).toBe(201);
      const booked = await api.post(
        '/api/online-consultations',
        consultationBody({ date, time, holdId: hold.body.hold.id }),
        keyed(real),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    '2 addresses sending 4-hour bookings with made-up e-mails leave Makati starts a real client books',
    async () => {
      const date = addDays(manilaDate(), 23);
      const began = performance.now();
      const moves = plan(['203.0.113.40', '203.0.113.41'], MAKATI_TILES, 4);
      expect(moves).toHaveLength(12);
      const attempts = moves.map(([address, [time, services]]) =>
        api.post(
          '/api/bookings',
          bookingBody({
            bookingData: {
              branch: 'makati',
              date,
              time,
              email: `made-up-${crypto.randomBytes(4).toString('hex')}@example.com`,
              // A made-up phone too: the attack meets the day share, not the one-visit-per-person rule.
              phone: anotherPerson().phone,
            },
            cartItems: services.map((id) => ({ id, quantity: 1 })),
          }),
          keyed(address),
        ),
      );
      const replies = await Promise.all(attempts);
      const seconds = (performance.now() - began) / 1000;
      const booked = replies.filter((reply) => reply.status === 201).length;
      for (const reply of replies) expect([201, 409, 429]).toContain(reply.status);
      const after = await availableStarts('makati', date, ['stem-cell-facial']);
      console.log(
        `bookings attack, Makati: ${booked} of ${replies.length} bookings in ${seconds.toFixed(2)} s; ${after.free.length} of ${after.all} starts still free`,
      );
      expect(after.free.length).toBeGreaterThan(0);
      const time = after.free[after.free.length - 1] ?? '';
      const real = await api.post(
        '/api/bookings',
        bookingBody({ bookingData: { branch: 'makati', date, time } }),
        keyed('198.51.100.9'),
      );
      expect(real.status, JSON.stringify(real.body)).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('the hourly clean-up', () => {
  it(
    'drops what clients took of days that have passed, and keeps today and later',
    async () => {
      const rows = [-3, 0, 2].map((days) => ({
        id: crypto.randomUUID(),
        subject: 'address:192.0.2.99',
        place: 'makati',
        share_date: addDays(manilaDate(), days),
        minutes: 60,
      }));
      await server.db.knex('day_share_takes').insert(rows);
      await cleanUp(server.db.knex);
      const left = await server.db
        .knex('day_share_takes')
        .where({ subject: 'address:192.0.2.99' })
        .select('id');
      expect(left.map((row) => row.id).sort()).toEqual([rows[1]?.id, rows[2]?.id].sort());
    },
    BURST_TIMEOUT_MS,
  );
});
