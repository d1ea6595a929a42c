import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../../test/capacity';
import { bookingBody, type Staff, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let staff: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  staff = await signedIn(server.db.knex, api, 'staff', 'Joy Mendoza');
});

afterAll(async () => {
  await server.close();
});

async function booked(bookingData: Record<string, unknown>) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData }));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking as { id: string };
}

const ask = (id: string, body: Record<string, unknown>) =>
  api.post(`/api/my-booking/${tokenFor(id)}/reschedule`, body);
const accept = (id: string) =>
  api.post(`/api/bookings/${id}/change-request/accept`, {}, { token: staff.token });

describe('accepting a reschedule request', () => {
  it('answers 409 with alternatives when the requested start filled up meanwhile, and keeps the booking', async () => {
    await setCapacity(server.db.knex, 'quezon-city', 1);
    const date = soon(10);
    const mine = await booked({ branch: 'quezon-city', date: soon(4), time: '11:00' });
    expect((await ask(mine.id, { date, time: '15:00' })).status).toBe(201);
    await booked({ branch: 'quezon-city', date, time: '15:00' });
    const reply = await accept(mine.id);
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/fully booked at Timog/);
    expect(reply.body.alternatives[0]).toEqual({ date, time: '14:00', label: '2:00 PM' });
    const stored = await server.db.knex('bookings').where({ id: mine.id }).first();
    expect(stored).toMatchObject({ service_date: soon(4), service_time: '11:00' });
  });

  it('does not count the booking against itself when it moves within its own visit', async () => {
    await setCapacity(server.db.knex, 'makati', 1);
    const date = soon(11);
    const mine = await booked({ branch: 'makati', date, time: '11:00' });
    expect((await ask(mine.id, { date, time: '11:30' })).status).toBe(201);
    const reply = await accept(mine.id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.bookingData).toMatchObject({ date, time: '11:30' });
  });

  it('refuses a client request that would end after closing', async () => {
    const mine = await booked({ branch: 'las-pinas', date: soon(12), time: '11:00' });
    const reply = await ask(mine.id, { date: soon(13), time: '19:30' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/close at 8:00 PM/);
  });
});
