import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Stella Stats')).token;
  const today = manilaDate();
  await storeBookings(server.db.knex, [
    { customerName: 'Today Pending', status: 'pending', date: today },
    { customerName: 'Today Cancelled', status: 'cancelled', date: today },
    { customerName: 'Today No Show', status: 'no-show', date: today, time: '10:00' },
    { customerName: 'Earlier No Show', status: 'no-show', date: addDays(today, -3) },
    { customerName: 'Later Confirmed', status: 'confirmed', date: addDays(today, 4) },
  ]);
});

afterAll(async () => {
  await server.close();
});

describe('the stat cards (issue 24, item 21)', () => {
  it('count Cancelled and No-show, and Today leaves a cancelled visit out', async () => {
    const reply = await api.get('/api/bookings', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.counts).toEqual({
      total: 5,
      pending: 1,
      confirmed: 1,
      completed: 0,
      cancelled: 1,
      noShow: 2,
      arrived: 0,
      inTreatment: 0,
      today: 2,
    });
  });

  it("keeps each list's total true to its rows: no-show, and today's list with its cancelled visit", async () => {
    const noShow = await api.get('/api/bookings?status=no-show', { token });
    expect(noShow.body.total).toBe(2);
    expect(noShow.body.bookings).toHaveLength(2);
    const todays = await api.get('/api/bookings?sort=today', { token });
    expect(todays.body.bookings).toHaveLength(3);
    expect(todays.body.total).toBe(3);
  });
});
