import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, consultationBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Roles by branch, the last lists (issue 29 item 5): the dashboard's branch filter answers 403 for
 * another branch instead of an empty page, its counts are her branches'; the consultations' time
 * requests stay open to every staff member, as online calls are (docs/API.md, "Roles by branch").
 */
let server: TestServer;
let api: Client;
let makatiDesk: string;
let admin: string;
const day = soon(4);

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  const desk = await signedIn(server.db.knex, api, 'staff', 'Mika Makati');
  await server.db
    .knex('users')
    .where({ email: desk.email })
    .update({ branches: ['makati'] });
  makatiDesk = desk.token;
  admin = (await signedIn(server.db.knex, api, 'admin', 'Ana Admin')).token;
  await storeBookings(server.db.knex, [
    { branch: 'makati', date: day, customerName: 'Makati Client' },
    { branch: 'makati', date: day, time: '15:00', customerName: 'Makati Second' },
    { branch: 'las-pinas', date: day, customerName: 'Las Pinas Client' },
    { branch: 'home', date: day, customerName: 'Home Client' },
  ]);
});

afterAll(async () => {
  await server.close();
});

describe("GET /api/bookings?branch= (the dashboard's branch filter)", () => {
  it('answers 403 { msg } for another branch, never an empty success', async () => {
    for (const branch of ['las-pinas', 'home', 'quezon-city']) {
      const reply = await api.get(`/api/bookings?branch=${branch}`, { token: makatiDesk });
      expect([reply.status, reply.body.msg], branch).toEqual([
        403,
        'That is another branch: pick one of yours',
      ]);
      expect(JSON.stringify(reply.body)).not.toContain('Client');
    }
  });

  it('lists and counts her branch when she picks it or none', async () => {
    for (const filter of ['?branch=makati', '']) {
      const reply = await api.get(`/api/bookings${filter}`, { token: makatiDesk });
      expect(reply.status).toBe(200);
      const names = reply.body.bookings.map(
        (booking: { bookingData: { customerName: string } }) => booking.bookingData.customerName,
      );
      expect(names.sort()).toEqual(['Makati Client', 'Makati Second']);
      expect(reply.body.counts.total).toBe(2);
      expect(reply.body.counts.pending).toBe(2);
    }
  });

  it('still lets an admin filter any branch, with every branch in the counts', async () => {
    const reply = await api.get('/api/bookings?branch=las-pinas', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(1);
    expect(reply.body.counts.total).toBe(4);
  });
});

describe('GET /api/online-consultations/change-requests', () => {
  it('is open to a limited receptionist as the online calls are, and holds no booking of any branch', async () => {
    const made = await api.post('/api/online-consultations', consultationBody({ ...anotherPerson() }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await server.db.knex('consultation_change_requests').insert({
      id: crypto.randomUUID(),
      consultation_id: made.body.consultation.id,
      requested_date: soon(9),
      requested_time: '15:00',
      message: 'Later please',
    });
    const mine = await api.get('/api/online-consultations/change-requests', { token: makatiDesk });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.data.map((row: { id: string }) => row.id)).toEqual([made.body.consultation.id]);
    expect(JSON.stringify(mine.body)).not.toMatch(/Las Pinas Client|Home Client/);
    const admins = await api.get('/api/online-consultations/change-requests', { token: admin });
    expect(admins.body).toEqual(mine.body);
  });
});
