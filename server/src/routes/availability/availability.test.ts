import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { expireHolds, setCapacity } from '../../test/capacity';
import { anotherPerson, bookingBody, soon } from '../../test/factories';
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

const slotsOf = async (query: string) => {
  const reply = await api.get(`/api/availability?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};
const at = (slots: Array<{ time: string; remaining: number }>, time: string) =>
  slots.find((slot) => slot.time === time);

describe('GET /api/availability', () => {
  it('answers the contract: starts inside the hours that end by closing, with what remains', async () => {
    const date = soon(5);
    const body = await slotsOf(`branch=quezon-city&date=${date}&services=stem-cell-facial`);
    expect(body).toMatchObject({ branch: 'quezon-city', date, minutes: 60 });
    expect(body.slots[0]).toEqual({ time: '10:00', label: '10:00 AM', remaining: 3, available: true });
    // Timog closes at 8 PM: a one-hour visit starts at 7:00 PM at the latest.
    expect(body.slots.at(-1).time).toBe('19:00');
    expect(body.slots.map((slot: { time: string }) => slot.time)).not.toContain('19:30');
    const makati = await slotsOf(`branch=makati&date=${date}&services=stem-cell-facial,korean-lift-facial`);
    expect(makati.minutes).toBe(150);
    expect(makati.slots.at(-1).time).toBe('18:30');
  });

  it('counts pending and confirmed bookings over their whole length, and shows a full start', async () => {
    const date = soon(6);
    for (let index = 0; index < 3; index += 1) {
      const reply = await api.post(
        '/api/bookings',
        bookingBody({ bookingData: { branch: 'las-pinas', date, time: '14:00', ...anotherPerson() } }),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    const body = await slotsOf(`branch=las-pinas&date=${date}&services=stem-cell-facial`);
    expect(at(body.slots, '13:00')).toMatchObject({ remaining: 3, available: true });
    expect(at(body.slots, '13:30')).toMatchObject({ remaining: 0, available: false });
    expect(at(body.slots, '14:00')).toMatchObject({ remaining: 0, available: false });
    expect(at(body.slots, '14:30')).toMatchObject({ remaining: 0, available: false });
    expect(at(body.slots, '15:00')).toMatchObject({ remaining: 3, available: true });
    // Another place the same day is untouched.
    const other = await slotsOf(`branch=makati&date=${date}&services=stem-cell-facial`);
    expect(at(other.slots, '14:00')).toMatchObject({ remaining: 4 });
  });

  it('gives back the places of cancelled and deleted bookings', async () => {
    const date = soon(7);
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const reply = await api.post(
        '/api/bookings',
        bookingBody({ bookingData: { branch: 'quezon-city', date, time: '11:00', ...anotherPerson() } }),
      );
      ids.push(reply.body.booking.id);
    }
    expect(at((await slotsOf(`branch=quezon-city&date=${date}`)).slots, '11:00')?.remaining).toBe(1);
    await server.db.knex('bookings').where({ id: ids[0] }).update({ status: 'cancelled' });
    await server.db.knex('bookings').where({ id: ids[1] }).update({ deleted_at: new Date() });
    expect(at((await slotsOf(`branch=quezon-city&date=${date}`)).slots, '11:00')?.remaining).toBe(3);
  });

  it('counts live holds, and forgets expired ones without any cleanup', async () => {
    const date = soon(8);
    const hold = await api.post('/api/holds', {
      branch: 'home',
      date,
      time: '12:00',
      services: ['skinny-drip'],
    });
    expect(hold.status).toBe(201);
    expect(
      at((await slotsOf(`branch=home&date=${date}&services=skinny-drip`)).slots, '12:00')?.remaining,
    ).toBe(1);
    await expireHolds(server.db.knex, 'home');
    expect(
      at((await slotsOf(`branch=home&date=${date}&services=skinny-drip`)).slots, '12:00')?.remaining,
    ).toBe(2);
  });

  it('offers nothing on a closed date and, today, nothing already passed', async () => {
    const date = soon(9);
    await server.db.knex('closed_dates').insert({ place: 'makati', closed_date: date, reason: 'Holiday' });
    expect((await slotsOf(`branch=makati&date=${date}`)).slots).toEqual([]);
    expect((await slotsOf(`branch=las-pinas&date=${date}`)).slots.length).toBeGreaterThan(0);
    const today = await slotsOf(`branch=online&date=${manilaDate()}`);
    const nowMinute = (Date.now() / 60_000 + 8 * 60) % (24 * 60);
    for (const slot of today.slots as Array<{ time: string }>) {
      const [hours, minutes] = slot.time.split(':').map(Number);
      expect((hours ?? 0) * 60 + (minutes ?? 0)).toBeGreaterThan(nowMinute);
    }
  });

  it('counts online consultations for the online place, thirty minutes each', async () => {
    const date = soon(10);
    await setCapacity(server.db.knex, 'online', 1);
    const booked = await api.post('/api/online-consultations', {
      date,
      time: '15:00',
      age: 30,
      customerName: 'Bea Reyes',
      email: 'bea@example.com',
      phone: '09175550101',
      paymentMethod: 'gcash',
    });
    expect(booked.status).toBe(201);
    const body = await slotsOf(`branch=online&date=${date}`);
    expect(body.minutes).toBe(30);
    expect(at(body.slots, '15:00')).toMatchObject({ remaining: 0, available: false });
    expect(at(body.slots, '15:30')).toMatchObject({ remaining: 1, available: true });
    expect(body.slots.at(-1).time).toBe('21:30');
  });

  it('refuses bad queries with 400 and a message naming the problem', async () => {
    const date = soon(5);
    const cases: Array<[string, RegExp]> = [
      [`branch=cebu&date=${date}`, /branch must be one of/],
      [`date=${date}`, /branch must be one of/],
      [`branch=makati&date=tomorrow`, /real date/],
      [`branch=makati&date=${addDays(manilaDate(), -1)}`, /past/],
      [`branch=makati&date=${date}&services=no-such-thing`, /Unknown service: no-such-thing/],
      [`branch=home&date=${date}&services=ulthera-prime`, /offered at our clinics only/],
      [`branch=home&date=${date}&services=hiko-nose`, /Hiko Nose and Under Eye Filler/],
      [`branch=makati&date=${date}&services=${Array(21).fill('profhilo').join(',')}`, /At most 20 services/],
    ];
    for (const [query, message] of cases) {
      const reply = await api.get(`/api/availability?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.msg, query).toMatch(message);
    }
  });
});
