import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDate } from '../../../../domain/manila-date';
import { signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;
const day = soon(4);

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api)).token;
  await storeBookings(server.db.knex, [
    { date: day, time: '15:00', branch: 'makati', customerName: 'Late Makati' },
    { date: day, time: '10:00', branch: 'makati', customerName: 'Early Makati' },
    { date: day, time: '12:30', branch: 'home', customerName: 'Home Visit', status: 'confirmed' },
    { date: day, time: '11:00', branch: 'makati', customerName: 'Deleted One', deletedAt: new Date() },
    { date: soon(5), time: '10:00', branch: 'makati', customerName: 'Next Day' },
  ]);
});

afterAll(async () => {
  await server.close();
});

const names = (visits: Array<{ bookingData: { customerName: string } }>) =>
  visits.map((visit) => visit.bookingData.customerName);

describe('GET /api/schedule', () => {
  it("lists a day's live visits by start time, of every branch or one", async () => {
    const all = await api.get(`/api/schedule?date=${day}`, { token });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ date: day, branch: 'all' });
    expect(names(all.body.data.visits)).toEqual(['Early Makati', 'Home Visit', 'Late Makati']);
    const makati = await api.get(`/api/schedule?date=${day}&branch=makati`, { token });
    expect(names(makati.body.data.visits)).toEqual(['Early Makati', 'Late Makati']);
    expect(makati.body.data.visits[0].bookingData).toMatchObject({ paymentMethod: 'gcash', notes: '' });
    expect(makati.body.data.visits[0].minutes).toBe(60);
  });

  it('tells how many places each half hour still has, per place, by the capacity count', async () => {
    const all = (await api.get(`/api/schedule?date=${day}`, { token })).body.data;
    const at = (time: string) => all.slots.find((slot: { time: string }) => slot.time === time);
    const left = (time: string, branch: string) =>
      at(time).places.find((place: { branch: string }) => place.branch === branch).remaining;
    expect(at('10:00').label).toBe('10:00 AM');
    expect(at('10:00').places.map((place: { branch: string }) => place.branch)).toEqual([
      'makati',
      'las-pinas',
      'quezon-city',
      'home',
    ]);
    // Makati takes 4 at once: the 10:00 visit (60 min) leaves 3 at 10:00 and 10:30, 4 at 11:00.
    expect([left('10:00', 'makati'), left('10:30', 'makati'), left('11:00', 'makati')]).toEqual([3, 3, 4]);
    // Home service takes 2: the confirmed 12:30 visit leaves 1; the deleted 11:00 one takes nothing.
    expect(left('12:30', 'home')).toBe(1);
    expect(left('11:00', 'makati')).toBe(4);
    const makati = (await api.get(`/api/schedule?date=${day}&branch=makati`, { token })).body.data;
    expect(makati.slots[0].places).toEqual([{ branch: 'makati', remaining: 3 }]);
  });

  it("answers today's when no date is given, and 400 for a bad date or branch", async () => {
    expect((await api.get('/api/schedule', { token })).body.data.date).toBe(manilaDate());
    for (const query of [
      'date=2026-02-30',
      'date=tomorrow',
      'branch=mars',
      'date=2026-12-01&date=2026-12-02',
    ]) {
      const reply = await api.get(`/api/schedule?${query}`, { token });
      expect(reply.status, query).toBe(400);
      expect(typeof reply.body.msg).toBe('string');
    }
  });

  it('is for staff only', async () => {
    expect((await api.get(`/api/schedule?date=${day}`)).status).toBe(401);
  });
});

/**
 * Issue 30 item 13: bookings made before round two at times the place's hours no longer hold (Las
 * Piñas closes at 8 PM; a 9:30 PM visit from the old form) are listed for the desk after an upgrade.
 */
describe('GET /api/schedule/outside-hours', () => {
  it('lists the live visits from today on that start or end outside their place’s hours', async () => {
    const later = soon(6);
    const [lateLasPinas, early, fine] = await storeBookings(server.db.knex, [
      { date: later, time: '21:30', branch: 'las-pinas', customerName: 'Old Form Late' },
      { date: later, time: '08:00', branch: 'makati', customerName: 'Old Form Early', status: 'confirmed' },
      { date: later, time: '13:00', branch: 'las-pinas', customerName: 'Within Hours' },
      {
        date: later,
        time: '21:30',
        branch: 'las-pinas',
        customerName: 'Cancelled Late',
        status: 'cancelled',
      },
    ]);
    expect((await api.get('/api/schedule/outside-hours')).status).toBe(401);
    const reply = await api.get('/api/schedule/outside-hours', { token });
    expect(reply.status).toBe(200);
    const visits = reply.body.data.visits as Array<Record<string, unknown>>;
    const ids = visits.map((visit) => visit.id);
    expect(ids).toContain(lateLasPinas);
    expect(ids).toContain(early);
    expect(ids).not.toContain(fine);
    expect(visits.find((visit) => visit.id === lateLasPinas)).toMatchObject({
      kind: 'booking',
      customerName: 'Old Form Late',
      place: 'las-pinas',
      date: later,
      time: '21:30',
      reason: 'outside-hours',
      hours: { opens: '10:00', closes: '20:00' },
    });
    expect(visits.map((visit) => visit.customerName)).not.toContain('Cancelled Late');
  });
});
