import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { setCapacity } from '../../test/capacity';
import { anotherPerson, bookingBody, consultationBody, soon } from '../../test/factories';
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

/** Each booking for a person of its own: these tests fill starts with several visits. */
const book = (bookingData: Record<string, unknown>, cartItems?: unknown) =>
  api.post('/api/bookings', bookingBody({ bookingData: { ...anotherPerson(), ...bookingData }, cartItems }));

describe('POST /api/bookings and the clinic hours', () => {
  it('refuses 9:30 PM at Timog, which closes at 8 PM, naming the closing time', async () => {
    const reply = await book({ branch: 'quezon-city', date: soon(5), time: '21:30' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(
      'A 60-minute visit starting then would end after we close at 8:00 PM. Choose an earlier start.',
    );
    expect((await book({ branch: 'quezon-city', date: soon(5), time: '19:00' })).status).toBe(201);
    expect((await book({ branch: 'quezon-city', date: soon(5), time: '19:30' })).status).toBe(400);
  });

  it('counts the whole cart: two treatments must both end by closing', async () => {
    const cart = [{ id: 'stem-cell-facial' }, { id: 'korean-lift-facial' }];
    const late = await book({ branch: 'makati', date: soon(5), time: '19:00' }, cart);
    expect(late.status).toBe(400);
    expect(late.body.msg).toMatch(/A 150-minute visit .* 9:00 PM/);
    expect((await book({ branch: 'makati', date: soon(5), time: '18:30' }, cart)).status).toBe(201);
  });

  it('refuses a start that has already passed today', async () => {
    const manilaMinute = () => (((Date.now() / 60_000) % (24 * 60)) + 8 * 60) % (24 * 60);
    // Within seconds of 10:00 AM the answer could change between the test's clock and the server's.
    if (Math.abs(manilaMinute() - 10 * 60) < 0.1) await new Promise((resolve) => setTimeout(resolve, 7_000));
    // A start has passed once its minute has come (slotHasPassed); this said 10:30, and failed every
    // day from 10:00 to 10:30 AM in Manila.
    const passed = manilaMinute() >= 10 * 60;
    const reply = await book({
      serviceType: 'home',
      address: '12 Mabini St, Pasig',
      date: manilaDate(),
      time: '10:00',
    });
    // Before 10:00 AM in Manila, 10:00 AM today is still ahead and books.
    expect(reply.status).toBe(passed ? 400 : 201);
    if (passed) expect(reply.body.msg).toBe('That time has already passed today. Choose a later start.');
  });

  it('refuses a clinic-only treatment at home, naming it, and takes it at a clinic', async () => {
    const home = { serviceType: 'home', address: '12 Mabini St, Pasig', date: soon(6), time: '13:00' };
    const reply = await book(home, [{ id: 'ulthera-prime' }]);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/^Ulthera Prime - 300 Lines is offered at our clinics only/);
    expect(
      (await book({ branch: 'makati', date: soon(6), time: '13:00' }, [{ id: 'ulthera-prime' }])).status,
    ).toBe(201);
  });
});

describe('POST /api/bookings on a full start', () => {
  it('answers 409 with up to six nearest free starts, that day first', async () => {
    const date = soon(20);
    await setCapacity(server.db.knex, 'las-pinas', 1);
    const slot = { branch: 'las-pinas', date, time: '14:00' };
    expect((await book(slot)).status).toBe(201);
    const full = await book(slot);
    expect(full.status).toBe(409);
    expect(full.body.msg).toMatch(/is fully booked at Las Piñas\. Choose one of the nearest free times\.$/);
    expect(full.body.message).toBe(full.body.msg);
    expect(full.body.alternatives).toEqual([
      { date, time: '13:00', label: '1:00 PM' },
      { date, time: '15:00', label: '3:00 PM' },
      { date, time: '12:30', label: '12:30 PM' },
      { date, time: '15:30', label: '3:30 PM' },
      { date, time: '12:00', label: '12:00 PM' },
      { date, time: '16:00', label: '4:00 PM' },
    ]);
    expect(await server.db.knex('bookings').where({ service_date: date, branch: 'las-pinas' })).toHaveLength(
      1,
    );
  });

  it('offers the following days when the day is full, and closed days are skipped', async () => {
    const date = soon(21);
    await setCapacity(server.db.knex, 'las-pinas', 1);
    await server.db
      .knex('closed_dates')
      .insert({ place: 'las-pinas', closed_date: addDays(date, 1), reason: '' });
    // A four-hour visit fills the day's afternoon; one that long fits only from 10:00 to 16:00.
    const long = [{ id: 'ultimate-tightening-trio' }, { id: 'full-body-whitening-laser' }];
    expect((await book({ branch: 'las-pinas', date, time: '10:00' }, long)).status).toBe(201);
    expect((await book({ branch: 'las-pinas', date, time: '14:00' }, long)).status).toBe(201);
    const full = await book({ branch: 'las-pinas', date, time: '12:00' }, long);
    expect(full.status).toBe(409);
    expect(full.body.alternatives[0]).toEqual({ date: addDays(date, 2), time: '10:00', label: '10:00 AM' });
  });

  it('answers 409 with alternatives on a closed date', async () => {
    const date = soon(22);
    await server.db.knex('closed_dates').insert({ place: 'makati', closed_date: date, reason: 'Holiday' });
    const reply = await book({ branch: 'makati', date, time: '14:00' });
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe('We are closed on that date. Choose another day.');
    expect(reply.body.alternatives[0]).toEqual({ date: addDays(date, 1), time: '10:00', label: '10:00 AM' });
  });

  it('replays the first answer to a retry whose first attempt took the last place', async () => {
    const date = soon(23);
    await setCapacity(server.db.knex, 'quezon-city', 1);
    const body = bookingBody({ bookingData: { branch: 'quezon-city', date, time: '11:00' } });
    const headers = { headers: { 'Idempotency-Key': `retry-${date}-key` } };
    const first = await api.post('/api/bookings', body, headers);
    const again = await api.post('/api/bookings', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await setCapacity(server.db.knex, 'quezon-city', 3);
  });

  it('answers 409 for a consultation at a full online start', async () => {
    const date = soon(24);
    await setCapacity(server.db.knex, 'online', 1);
    expect(
      (
        await api.post(
          '/api/online-consultations',
          consultationBody({ date, time: '20:00', ...anotherPerson() }),
        )
      ).status,
    ).toBe(201);
    const full = await api.post(
      '/api/online-consultations',
      consultationBody({ date, time: '20:00', ...anotherPerson() }),
    );
    expect(full.status).toBe(409);
    expect(full.body.msg).toMatch(/fully booked for video consultations/);
    expect(full.body.alternatives.slice(0, 2)).toEqual([
      { date, time: '19:30', label: '7:30 PM' },
      { date, time: '20:30', label: '8:30 PM' },
    ]);
  });

  it('refuses a consultation ending after 10 PM', async () => {
    const reply = await api.post(
      '/api/online-consultations',
      consultationBody({ date: soon(24), time: '22:00' }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/10:00 PM/);
  });
});
