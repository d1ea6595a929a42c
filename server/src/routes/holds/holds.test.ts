import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { expireHolds, setCapacity } from '../../test/capacity';
import { bookingBody, consultationBody, soon } from '../../test/factories';
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

// Every test speaks from 127.0.0.1, which may hold three starts at once: each starts with none.
beforeEach(async () => {
  await expireHolds(server.db.knex);
});

const hold = (body: Record<string, unknown>) => api.post('/api/holds', body);
const seconds = (iso: string) => new Date(iso).getTime() / 1000;

describe('POST /api/holds', () => {
  it('holds a start for five minutes', async () => {
    const before = Date.now() / 1000;
    const reply = await hold({
      branch: 'makati',
      date: soon(3),
      time: '14:00',
      services: ['stem-cell-facial'],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.hold.id).toMatch(/^[0-9a-f-]{36}$/);
    const life = seconds(reply.body.hold.expiresAt) - before;
    expect(life).toBeGreaterThan(295);
    expect(life).toBeLessThan(305);
  });

  it('answers 409 with alternatives once the holds fill the start', async () => {
    const date = soon(4);
    await setCapacity(server.db.knex, 'home', 2);
    const body = { branch: 'home', date, time: '16:00', services: ['skinny-drip'] };
    expect((await hold(body)).status).toBe(201);
    expect((await hold(body)).status).toBe(201);
    const full = await hold(body);
    expect(full.status).toBe(409);
    expect(full.body.msg).toMatch(/fully booked for home visits/);
    expect(full.body.alternatives[0]).toEqual({ date, time: '15:00', label: '3:00 PM' });
    expect(full.body.alternatives.length).toBeGreaterThanOrEqual(1);
    expect(full.body.alternatives.length).toBeLessThanOrEqual(6);
  });

  it('refuses starts outside the hours, passed today, and clinic-only treatments at home', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ branch: 'quezon-city', date: soon(3), time: '19:30', services: ['stem-cell-facial'] }, /8:00 PM/],
      [{ branch: 'home', date: soon(3), time: '10:00', services: ['ulthera-prime'] }, /clinics only/],
      [{ branch: 'makati', date: addDays(manilaDate(), -2), time: '12:00', services: [] }, /past/],
      [{ branch: 'makati', date: soon(3), time: '12:15', services: [] }, /Choose a time/],
      [{ branch: 'moon', date: soon(3), time: '12:00' }, /branch must be one of/],
    ];
    // 10:00 AM today has passed whenever this runs after 10:00 AM in Manila (before, it is still ahead).
    const manilaMinute = ((Date.now() / 60_000) % (24 * 60)) + 8 * 60;
    if (manilaMinute % (24 * 60) >= 10 * 60) {
      cases.push([{ branch: 'makati', date: manilaDate(), time: '10:00', services: [] }, /already passed/]);
    }
    for (const [body, message] of cases) {
      const reply = await hold(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg, JSON.stringify(body)).toMatch(message);
    }
  });

  it('lets one address hold three starts at once, then answers 429 until one lapses', async () => {
    const date = soon(6);
    for (const time of ['10:00', '11:00', '12:00']) {
      expect((await hold({ branch: 'makati', date, time, services: [] })).status).toBe(201);
    }
    const fourth = await hold({ branch: 'makati', date, time: '13:00', services: [] });
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toBe(
      'You are already holding several times. Book one of them, or wait a few minutes.',
    );
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(290);
    await expireHolds(server.db.knex, 'makati');
    expect((await hold({ branch: 'makati', date, time: '13:00', services: [] })).status).toBe(201);
  });
});

describe('POST /api/holds/:id/extend', () => {
  it('adds sixty seconds once', async () => {
    const made = await hold({ branch: 'makati', date: soon(5), time: '11:00', services: [] });
    const extended = await api.post(`/api/holds/${made.body.hold.id}/extend`);
    expect(extended.status).toBe(200);
    expect(seconds(extended.body.hold.expiresAt) - seconds(made.body.hold.expiresAt)).toBe(60);
    const again = await api.post(`/api/holds/${made.body.hold.id}/extend`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('A hold can be extended only once.');
  });

  it('answers 404 for an expired or unknown hold', async () => {
    const made = await hold({ branch: 'las-pinas', date: soon(5), time: '11:00', services: [] });
    await expireHolds(server.db.knex, 'las-pinas');
    expect((await api.post(`/api/holds/${made.body.hold.id}/extend`)).status).toBe(404);
    expect((await api.post('/api/holds/00000000-0000-4000-8000-000000000000/extend')).status).toBe(404);
    expect((await api.post('/api/holds/not-an-id/extend')).status).toBe(404);
  });
});

describe('a booking naming its hold', () => {
  it('takes the hold place: no one else gets it, and the hold is used up', async () => {
    const date = soon(12);
    await setCapacity(server.db.knex, 'quezon-city', 1);
    const made = await hold({ branch: 'quezon-city', date, time: '15:00', services: ['stem-cell-facial'] });
    expect(made.status).toBe(201);
    const slot = { branch: 'quezon-city', date, time: '15:00' };
    const stranger = await api.post('/api/bookings', bookingBody({ bookingData: slot }));
    expect(stranger.status).toBe(409);
    const holder = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...slot, holdId: made.body.hold.id } }),
    );
    expect(holder.status, JSON.stringify(holder.body)).toBe(201);
    expect(await server.db.knex('slot_holds').where({ id: made.body.hold.id })).toHaveLength(0);
    const again = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { ...slot, holdId: made.body.hold.id } }),
    );
    expect(again.status).toBe(409);
    await setCapacity(server.db.knex, 'quezon-city', 3);
  });

  it('still books when its hold expired, if a place is free', async () => {
    const date = soon(13);
    const made = await hold({ branch: 'makati', date, time: '10:00', services: ['stem-cell-facial'] });
    await expireHolds(server.db.knex, 'makati');
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { branch: 'makati', date, time: '10:00', holdId: made.body.hold.id } }),
    );
    expect(reply.status).toBe(201);
  });

  it('works the same for a consultation online', async () => {
    const date = soon(14);
    await setCapacity(server.db.knex, 'online', 1);
    const made = await hold({ branch: 'online', date, time: '18:00' });
    expect(made.status).toBe(201);
    const stranger = await api.post('/api/online-consultations', consultationBody({ date, time: '18:00' }));
    expect(stranger.status).toBe(409);
    expect(stranger.body.alternatives[0]).toMatchObject({ date, time: '17:30' });
    const holder = await api.post(
      '/api/online-consultations',
      consultationBody({ date, time: '18:00', holdId: made.body.hold.id }),
    );
    expect(holder.status).toBe(201);
  });

  it('gives the place back when released', async () => {
    const date = soon(15);
    await setCapacity(server.db.knex, 'online', 1);
    const made = await hold({ branch: 'online', date, time: '12:00' });
    expect((await hold({ branch: 'online', date, time: '12:00' })).status).toBe(409);
    expect((await api.delete(`/api/holds/${made.body.hold.id}`)).status).toBe(204);
    expect((await hold({ branch: 'online', date, time: '12:00' })).status).toBe(201);
  });
});
