import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../../domain/branch-hours';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { bookingBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 25 item 5: the server prices, checks and offers times from the current catalogue version,
 * not the compiled one; bookings already made keep their prices and names.
 */
let server: TestServer;
let api: Client;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
});

afterAll(async () => {
  await server.close();
});

const edit = async (path: string, body: unknown) => {
  const reply = await api.patch(path, body, { token: admin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

const book = (cartItems: unknown, bookingData: Record<string, unknown> = {}) =>
  api.post('/api/bookings', bookingBody({ cartItems, bookingData }));

const bookingOf = async (id: string) => {
  const staff = await signedIn(server.db.knex, api, 'staff');
  return (await api.get(`/api/bookings/${id}`, { token: staff.token })).body.data;
};

/** The first date from `days` ahead that falls on `weekday`. */
function nextWeekday(weekday: string, days = 20): string {
  let date = addDays(manilaDate(), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('bookings priced from the current catalogue', () => {
  it('prices a new booking at a raised price while an earlier one keeps its old price', async () => {
    const first = await book([{ id: 'korean-glow-drip', quantity: 1 }]);
    expect(first.status).toBe(201);
    const oldPrice = first.body.booking.cartItems[0].price;

    await edit('/api/catalogue/services/korean-glow-drip', {
      price: oldPrice + 500,
      name: 'Korean Glow Drip Plus',
    });
    const second = await book([{ id: 'korean-glow-drip', quantity: 2 }]);
    expect(second.status).toBe(201);
    expect(second.body.booking.cartItems[0]).toMatchObject({
      price: oldPrice + 500,
      name: 'Korean Glow Drip Plus',
    });
    expect(second.body.booking.totalPrice).toBe((oldPrice + 500) * 2);

    const earlier = await bookingOf(first.body.booking.id);
    expect(earlier.cartItems[0]).toMatchObject({ price: oldPrice, lineTotal: oldPrice });
    expect(earlier.totalPrice).toBe(oldPrice);
    expect(earlier.cartItems[0].name).not.toBe('Korean Glow Drip Plus');
  });

  it('refuses a promo after its end date with a 400 naming it, and sells one still running', async () => {
    await edit('/api/catalogue/services/stem-cell-facial', {
      promos: [
        { title: 'November Glow 3', sessions: 3, price: 4999, endsAt: '2025-11-30T23:59:59+08:00' },
        { title: 'Year-round 4', sessions: 4, price: 6999, startsAt: '2025-01-01T00:00:00+08:00' },
      ],
    });
    const ended = await book([{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'November Glow 3' }]);
    expect(ended.status).toBe(400);
    expect(ended.body.msg).toContain('"November Glow 3"');
    expect(ended.body.msg).toContain('ended');
    const running = await book([{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Year-round 4' }]);
    expect(running.status).toBe(201);
    expect(running.body.booking.cartItems[0]).toMatchObject({ price: 6999, selectedPromo: 'Year-round 4' });
  });

  it('books a treatment added by the admin, at its length, and offers times for it', async () => {
    const created = await api.post(
      '/api/catalogue/services',
      {
        id: 'pico-laser-toning',
        category: 'laser-treatments',
        name: 'Pico Laser Toning',
        price: 3500,
        durationMinutes: 90,
      },
      { token: admin },
    );
    expect(created.status).toBe(201);
    const date = addDays(manilaDate(), 30);
    const slots = await api.get(`/api/availability?branch=makati&date=${date}&services=pico-laser-toning`);
    expect(slots.status).toBe(200);
    expect(slots.body.minutes).toBe(90);
    expect(slots.body.slots.at(-1).time).toBe('19:30');
    const reply = await book([{ id: 'pico-laser-toning', quantity: 1 }], { date, time: '19:30' });
    expect(reply.status).toBe(201);
    expect(reply.body.booking.cartItems[0]).toMatchObject({ name: 'Pico Laser Toning', price: 3500 });
  });

  it('refuses a retired treatment (400) and keeps it on the bookings made before', async () => {
    const before = await book([{ id: 'hangover-drip', quantity: 1 }]);
    expect(before.status).toBe(201);
    await edit('/api/catalogue/services/hangover-drip', { active: false });
    const refused = await book([{ id: 'hangover-drip', quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/no longer offered/);
    const slots = await api.get(
      `/api/availability?branch=makati&date=${addDays(manilaDate(), 30)}&services=hangover-drip`,
    );
    expect(slots.status).toBe(400);
    const kept = await bookingOf(before.body.booking.id);
    expect(kept.cartItems[0].id).toBe('hangover-drip');
    expect(kept.cartItems[0].name).toBe(before.body.booking.cartItems[0].name);
  });

  it('offers and books within a branch hours as edited, and nothing on its closed weekday', async () => {
    await edit('/api/catalogue/branches/las-pinas', {
      hours: { sun: null, sat: { opens: '12:00', closes: '16:00' } },
    });
    const saturday = nextWeekday('sat');
    const slots = await api.get(
      `/api/availability?branch=las-pinas&date=${saturday}&services=stem-cell-facial`,
    );
    expect(slots.body.slots.map((slot: { time: string }) => slot.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    const early = await book([{ id: 'stem-cell-facial', quantity: 1 }], {
      branch: 'las-pinas',
      date: saturday,
      time: '10:00',
    });
    expect(early.status).toBe(400);
    expect(early.body.msg).toContain('12:00 PM');

    const sunday = nextWeekday('sun');
    const none = await api.get(`/api/availability?branch=las-pinas&date=${sunday}&services=stem-cell-facial`);
    expect(none.body.slots).toEqual([]);
    const closed = await book([{ id: 'stem-cell-facial', quantity: 1 }], {
      branch: 'las-pinas',
      date: sunday,
      time: '14:00',
    });
    expect(closed.status).toBe(400);
    expect(closed.body.msg).toMatch(/closed/);
  });
});
