import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARRIVAL_FROM_CANCELLED_MESSAGE,
  NOT_STARTED_MESSAGE,
  NOT_THE_DAY_MESSAGE,
} from '../../../../domain/booking-status';
import { manilaDate } from '../../../../domain/manila-date';
import { setCapacity, setPlaceNumber } from '../../test/capacity';
import { signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await server.close();
});

const setStatus = (id: string, status: string) =>
  api.patch(`/api/bookings/${id}/status`, { updateCode, status }, { token });

/** This minute in Manila, `HH:MM`: a visit starting now may be arrived, treated and completed. */
function manilaNow(): string {
  return new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(11, 16);
}

describe('arrival and treatment (issue 29 item 1)', () => {
  it('steps confirmed, arrived, in treatment, completed, each with its time, and e-mails nobody', async () => {
    const [id] = await storeBookings(server.db.knex, [
      { status: 'confirmed', date: manilaDate(), time: manilaNow(), email: 'walk-in@example.com' },
    ]);
    const before = Date.now();
    const arrived = await setStatus(id as string, 'arrived');
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body.data).toMatchObject({ status: 'arrived', inTreatmentAt: null });
    const arrivedAt = Date.parse(arrived.body.data.arrivedAt);
    expect(arrivedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(arrivedAt).toBeLessThanOrEqual(Date.now() + 1000);

    const treated = await setStatus(id as string, 'in-treatment');
    expect(treated.status).toBe(200);
    expect(treated.body.data.arrivedAt).toBe(arrived.body.data.arrivedAt);
    expect(Date.parse(treated.body.data.inTreatmentAt)).toBeGreaterThanOrEqual(arrivedAt);

    const done = await setStatus(id as string, 'completed');
    expect(done.body.data).toMatchObject({
      status: 'completed',
      arrivedAt: arrived.body.data.arrivedAt,
      inTreatmentAt: treated.body.data.inTreatmentAt,
    });
    const detail = (await api.get(`/api/bookings/${id}`, { token })).body.data;
    expect(detail.history.map((line: { from: string; to: string }) => `${line.from}>${line.to}`)).toEqual([
      'confirmed>arrived',
      'arrived>in-treatment',
      'in-treatment>completed',
    ]);
    const outbox = await server.db.knex('email_outbox').where('to_address', 'walk-in@example.com');
    expect(outbox).toEqual([]);
    const texts = await server.db.knex('sms_outbox').where({ booking_id: id });
    expect(texts).toEqual([]);
  });

  it('refuses arrival on another day (409), and from a cancelled visit (409)', async () => {
    const [tomorrow, yesterday, cancelled] = await storeBookings(server.db.knex, [
      { status: 'confirmed', date: soon(1) },
      { status: 'confirmed', date: soon(-1) },
      { status: 'cancelled', date: manilaDate(), time: manilaNow() },
    ]);
    for (const id of [tomorrow, yesterday]) {
      for (const status of ['arrived', 'in-treatment']) {
        const reply = await setStatus(id as string, status);
        expect(reply.status, status).toBe(409);
        expect(reply.body.msg).toBe(NOT_THE_DAY_MESSAGE);
      }
    }
    const reply = await setStatus(cancelled as string, 'arrived');
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe(ARRIVAL_FROM_CANCELLED_MESSAGE);
    const rows = await server.db.knex('bookings').whereIn('id', [tomorrow, yesterday, cancelled] as string[]);
    expect(rows.map((row) => row.arrived_at)).toEqual([null, null, null]);
  });

  it('keeps Completed waiting for the start after an arrival, and going back clears the times', async () => {
    // Arrived up to two hours early: not yet completed. Only testable while today has an hour left.
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    const later = new Date(inAnHour.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(11, 16);
    if (manilaDate(inAnHour) === manilaDate()) {
      const [early] = await storeBookings(server.db.knex, [
        { status: 'confirmed', date: manilaDate(), time: later },
      ]);
      expect((await setStatus(early as string, 'arrived')).status).toBe(200);
      const reply = await setStatus(early as string, 'completed');
      expect(reply.status).toBe(409);
      expect(reply.body.msg).toBe(NOT_STARTED_MESSAGE);
    }
    const [id] = await storeBookings(server.db.knex, [
      { status: 'confirmed', date: manilaDate(), time: manilaNow() },
    ]);
    expect((await setStatus(id as string, 'in-treatment')).body.data.arrivedAt).not.toBeNull();
    const back = await setStatus(id as string, 'confirmed');
    expect(back.body.data).toMatchObject({ status: 'confirmed', arrivedAt: null, inTreatmentAt: null });
  });

  it('takes Arrived and In treatment in one tap, without the update code; a repeat is harmless (issue 29 item 2 (counter) 4)', async () => {
    const [id] = await storeBookings(server.db.knex, [
      { status: 'confirmed', date: manilaDate(), time: manilaNow() },
    ]);
    const tap = (status: string) => api.patch(`/api/bookings/${id}/status`, { status }, { token });
    const arrived = await tap('arrived');
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    // The same tap sent again (a queued arrival replayed after the line came back) changes nothing.
    const again = await tap('arrived');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'arrived', arrivedAt: arrived.body.data.arrivedAt });
    expect((await tap('in-treatment')).body.data.status).toBe('in-treatment');
    const detail = (await api.get(`/api/bookings/${id}`, { token })).body.data;
    expect(detail.history.map((line: { from: string; to: string }) => `${line.from}>${line.to}`)).toEqual([
      'confirmed>arrived',
      'arrived>in-treatment',
    ]);
    // The SPEC's status changes still need the code; a missing one is a 400 and changes nothing.
    for (const status of ['completed', 'confirmed', 'cancelled', 'no-show', 'pending']) {
      const reply = await tap(status);
      expect(reply.status, status).toBe(400);
      expect(reply.body.msg).toBe('Update code is required');
    }
    expect((await api.get(`/api/bookings/${id}`, { token })).body.data.status).toBe('in-treatment');
    // Still staff only.
    const stranger = await api.patch(`/api/bookings/${id}/status`, { status: 'arrived' });
    expect(stranger.status).toBe(401);
  });

  it('still counts an arrived or in-treatment visit in the availability', async () => {
    const date = soon(9);
    await setCapacity(server.db.knex, 'las-pinas', 2);
    await storeBookings(server.db.knex, [
      { status: 'arrived', branch: 'las-pinas', date, time: '14:00' },
      { status: 'in-treatment', branch: 'las-pinas', date, time: '14:00' },
    ]);
    const reply = await api.get(`/api/availability?branch=las-pinas&date=${date}&services=stem-cell-facial`);
    const slot = reply.body.slots.find((one: { time: string }) => one.time === '14:00');
    expect(slot).toMatchObject({ remaining: 0, available: false });
    // And the round-two check of a write that names no treatments (place_room, which still reads the
    // number) counts them too.
    await setPlaceNumber(server.db.knex, 'las-pinas', 2);
    const taken = await server.db.knex.raw(
      `select place_room('las-pinas', ?::date, '14:00', 60, null, null) as room`,
      [date],
    );
    expect(taken.rows[0].room).toBe('full');
  });

  it('counts arrived and in treatment in the stat counts and lists them by status', async () => {
    const [id] = await storeBookings(server.db.knex, [
      { status: 'arrived', date: soon(10), branch: 'makati' },
    ]);
    const reply = await api.get('/api/bookings?status=arrived&limit=100', { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.map((row: { id: string }) => row.id)).toContain(id);
    expect(reply.body.counts.arrived).toBeGreaterThanOrEqual(1);
  });
});
