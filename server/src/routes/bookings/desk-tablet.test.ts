import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 27 items 2 and 4: the health form and consents filled in on the desk's tablet. */
let server: TestServer;
let api: Client;
let desk: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Tablet Desk');
});

afterAll(async () => {
  await server.close();
});

async function book() {
  const t = crypto.randomBytes(4).toString('hex');
  const reply = await api.post(
    '/api/bookings',
    bookingBody({ bookingData: { customerName: `Tess Tablet ${t}`, email: `tess-${t}@example.com` } }),
  );
  expect(reply.status).toBe(201);
  return reply.body as { booking: { id: string }; manageToken: string };
}

const deskForm = (id: string, form: unknown, token: string | null = desk.token) =>
  api.post(`/api/bookings/${id}/desk-form`, { form }, token ? { token } : {});

describe('POST /api/bookings/:id/desk-form', () => {
  it("opens the client's own health form for the tablet, and the client's record logs who opened it", async () => {
    const { booking, manageToken } = await book();
    const reply = await deskForm(booking.id, 'health-form');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.data.path).toBe(`/my-booking/${manageToken}/health-form?at=desk`);

    // The tablet answers through the visit's own link, as the client's phone would.
    const saved = await api.put(`/api/my-booking/${manageToken}/intake`, { answers: { pregnant: true } });
    expect(saved.status).toBe(200);
    const row = await server.db.knex('bookings').where({ id: booking.id }).first('client_id');
    const record = await api.get(`/api/clients/${row.client_id}`, { token: desk.token });
    expect(record.body.data.intake).toEqual(
      expect.arrayContaining([expect.objectContaining({ questionId: 'pregnant', value: true })]),
    );
    expect(record.body.data.accessLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ staffName: 'Tablet Desk', what: 'desk-health-form' }),
      ]),
    );
  });

  it('opens the consents the same way, logged as such', async () => {
    const { booking, manageToken } = await book();
    const reply = await deskForm(booking.id, 'consent');
    expect(reply.status).toBe(200);
    expect(reply.body.data.path).toBe(`/my-booking/${manageToken}/consent?at=desk`);
    const row = await server.db.knex('bookings').where({ id: booking.id }).first('client_id');
    const log = await server.db.knex('client_access_log').where({ client_id: row.client_id }).pluck('what');
    expect(log).toEqual(['desk-consent']);
  });

  it('is for signed-in staff only, names a bad form, and finds no deleted or unknown booking', async () => {
    const { booking } = await book();
    expect((await deskForm(booking.id, 'health-form', null)).status).toBe(401);
    for (const bad of ['x-ray', '', 42, null]) {
      const reply = await deskForm(booking.id, bad);
      expect(reply.status, String(bad)).toBe(400);
      expect(reply.body.msg).toContain("'health-form' or 'consent'");
    }
    expect((await deskForm('not-a-booking', 'health-form')).status).toBe(404);
    expect((await deskForm(crypto.randomUUID(), 'health-form')).status).toBe(404);
    await server.db.knex('bookings').where({ id: booking.id }).update({ deleted_at: new Date() });
    const gone = await deskForm(booking.id, 'health-form');
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('Booking not found');
    const row = await server.db.knex('bookings').where({ id: booking.id }).first('client_id');
    // Nothing was opened, so nothing is logged as read.
    expect(
      await server.db.knex('client_access_log').where({ client_id: row.client_id }).pluck('what'),
    ).toEqual([]);
  });
});
