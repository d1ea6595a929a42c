import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../auth/require-admin';
import { bookingBody, signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let token: string;
const { updateCode, deleteCode } = TEST_SECRETS;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  token = (await signedIn(mail.server.db.knex, api, 'admin', 'Ines Admin')).token;
});

afterAll(async () => {
  await mail.close();
});

const newBooking = async (email = 'client@example.com') =>
  (await api.post('/api/bookings', bookingBody({ bookingData: { email } }))).body.booking;

describe('POST /api/bookings/:id/restore', () => {
  it('brings a deleted booking back, with the delete code, into lists and counts, and into its history', async () => {
    const booking = await newBooking();
    const before = (await api.get('/api/bookings', { token })).body.counts.total;
    await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, { token });
    expect((await api.get('/api/bookings', { token })).body.counts.total).toBe(before - 1);
    const reply = await api.post(`/api/bookings/${booking.id}/restore`, { deleteCode }, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: booking.id, deletedAt: null, status: 'pending' });
    expect((await api.get('/api/bookings', { token })).body.counts.total).toBe(before);
    const deleted = (await api.get('/api/bookings/deleted', { token })).body.data;
    expect(deleted.map((row: { id: string }) => row.id)).not.toContain(booking.id);
    const events = (await api.get(`/api/bookings/${booking.id}`, { token })).body.data.events;
    expect(events.at(-1)).toMatchObject({
      kind: 'restored',
      actor: 'Ines Admin',
      summary: 'Booking restored',
    });
  });

  it('needs the delete code (400, 403) and a deleted booking (404)', async () => {
    const booking = await newBooking();
    await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, { token });
    expect((await api.post(`/api/bookings/${booking.id}/restore`, {}, { token })).status).toBe(400);
    const wrong = await api.post(
      `/api/bookings/${booking.id}/restore`,
      { deleteCode: updateCode },
      { token },
    );
    expect(wrong.status).toBe(403);
    const live = await newBooking();
    expect((await api.post(`/api/bookings/${live.id}/restore`, { deleteCode }, { token })).status).toBe(404);
    expect((await api.post('/api/bookings/not-an-id/restore', { deleteCode }, { token })).status).toBe(404);
    expect((await api.post(`/api/bookings/${booking.id}/restore`, { deleteCode })).status).toBe(401);
    // Only admins restore: a staff member gets a clear 403, and the booking stays deleted.
    const staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
    const refused = await api.post(`/api/bookings/${booking.id}/restore`, { deleteCode }, { token: staff });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(ADMIN_ONLY_MESSAGE);
    const deleted = (await api.get('/api/bookings/deleted', { token })).body.data;
    expect(deleted.map((row: { id: string }) => row.id)).toContain(booking.id);
  });
});

describe('POST /api/bookings/bulk-confirm', () => {
  it('confirms the pending ones after one code entry, skips the rest, and e-mails each client once', async () => {
    const one = await newBooking('bulk-one@example.com');
    const two = await newBooking('bulk-two@example.com');
    const [done] = await storeBookings(mail.server.db.knex, [{ status: 'confirmed' }]);
    await mail.outbox.runOnce();
    mail.sink.received.length = 0;
    const reply = await api.post(
      '/api/bookings/bulk-confirm',
      { ids: [one.id, two.id, done, one.id, 'nope'], updateCode },
      { token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('2 bookings confirmed');
    expect(reply.body.data.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
      [one.id, 'confirmed'],
      [two.id, 'confirmed'],
    ]);
    expect(reply.body.skipped).toEqual([
      { id: done, msg: 'Already confirmed' },
      { id: 'nope', msg: 'Booking not found' },
    ]);
    await mail.outbox.runOnce();
    const to = mail.sink.received.flatMap((message) => message.to).sort();
    expect(to).toEqual(['bulk-one@example.com', 'bulk-two@example.com']);
  });

  it('needs the update code and a list', async () => {
    const one = await newBooking();
    expect((await api.post('/api/bookings/bulk-confirm', { ids: [one.id] }, { token })).status).toBe(400);
    const wrong = await api.post('/api/bookings/bulk-confirm', { ids: [one.id], updateCode: 'x' }, { token });
    expect(wrong.status).toBe(403);
    expect((await api.post('/api/bookings/bulk-confirm', { ids: [], updateCode }, { token })).status).toBe(
      400,
    );
    expect((await api.post('/api/bookings/bulk-confirm', { ids: 'all', updateCode }, { token })).status).toBe(
      400,
    );
    expect((await api.get(`/api/bookings/${one.id}`, { token })).body.data.status).toBe('pending');
  });
});
