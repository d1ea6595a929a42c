import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../auth/require-admin';
import { bookingBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { keptCounts } from '../../test/kept-counts';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';
import { saveUser } from '../../users/users';

let server: TestServer;
let api: Client;
let token: string;
let adminToken: string;
const { updateCode, deleteCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  adminToken = (await signedIn(server.db.knex, api, 'admin', 'Ines Admin')).token;
});

afterAll(async () => {
  await server.close();
});

const newBooking = async () => (await api.post('/api/bookings', bookingBody())).body.booking;
const auth = () => ({ token });
const asAdmin = () => ({ token: adminToken });

describe('GET /api/bookings/:id', () => {
  it('answers the booking with its status history', async () => {
    const booking = await newBooking();
    const reply = await api.get(`/api/bookings/${booking.id}`, auth());
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: booking.id, status: 'pending' });
    expect(reply.body.data.history).toEqual([
      expect.objectContaining({ from: null, to: 'pending', changedBy: 'Online booking' }),
    ]);
  });

  it('answers 404 for unknown ids, UUID or not', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "1' or '1'='1", '%00']) {
      const reply = await api.get(`/api/bookings/${encodeURIComponent(id)}`, auth());
      expect(reply.status, id).toBe(404);
      expect(reply.body.msg).toBe('Booking not found');
    }
  });
});

describe('PATCH /api/bookings/:id/status', () => {
  it('sets any status, records the signed-in user and the history, and answers the booking', async () => {
    // Yesterday's visit: Completed needs the appointment to have started.
    const [id] = await storeBookings(server.db.knex, [{ date: soon(-1) }]);
    const booking = { id };
    const reply = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'confirmed', updateCode, updatedBy: 'Someone Pretending' },
      auth(),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      updatedBy: 'Rosa Front Desk',
    });
    for (const status of ['completed', 'cancelled', 'pending']) {
      const step = await api.patch(`/api/bookings/${booking.id}/status`, { status, updateCode }, auth());
      expect(step.body.data.status).toBe(status);
    }
    const history = (await api.get(`/api/bookings/${booking.id}`, auth())).body.data.history;
    expect(history.map((change: { from: string | null; to: string }) => [change.from, change.to])).toEqual([
      ['pending', 'confirmed'],
      ['confirmed', 'completed'],
      ['completed', 'cancelled'],
      ['cancelled', 'pending'],
    ]);
    expect(history[0].changedBy).toBe('Rosa Front Desk');
  });

  it('records the e-mail when the user has no name', async () => {
    await saveUser(server.db.knex, {
      email: 'noname@tbl-clinic.ph',
      name: ' ',
      role: 'admin',
      password: 'a long password',
    });
    const login = await api.post('/api/auth/login', {
      email: 'noname@tbl-clinic.ph',
      password: 'a long password',
    });
    const booking = await newBooking();
    const reply = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'confirmed', updateCode },
      { token: login.body.token },
    );
    expect(reply.body.data.updatedBy).toBe('noname@tbl-clinic.ph');
  });

  it('needs the update code: 400 without, 403 when wrong', async () => {
    const booking = await newBooking();
    const missing = await api.patch(`/api/bookings/${booking.id}/status`, { status: 'confirmed' }, auth());
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Update code is required');
    const empty = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'confirmed', updateCode: '' },
      auth(),
    );
    expect(empty.status).toBe(400);
    const wrong = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'confirmed', updateCode: 'guess' },
      auth(),
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('Invalid update code');
    expect((await api.get(`/api/bookings/${booking.id}`, auth())).body.data.status).toBe('pending');
  });

  it('refuses unknown statuses and unknown bookings', async () => {
    const booking = await newBooking();
    const bad = await api.patch(`/api/bookings/${booking.id}/status`, { status: 'done', updateCode }, auth());
    expect(bad.status).toBe(400);
    const unknown = await api.patch(
      '/api/bookings/4b0e0a9e-8f0c-4c59-9d1f-0c1a2b3c4d5e/status',
      { status: 'confirmed', updateCode },
      auth(),
    );
    expect(unknown.status).toBe(404);
    const notUuid = await api.patch('/api/bookings/abc/status', { status: 'confirmed', updateCode }, auth());
    expect(notUuid.status).toBe(404);
  });

  it('is for staff only', async () => {
    const booking = await newBooking();
    expect(
      (await api.patch(`/api/bookings/${booking.id}/status`, { status: 'confirmed', updateCode })).status,
    ).toBe(401);
  });
});

describe('PATCH /api/bookings/:id/note', () => {
  it('saves, replaces and clears the note, answering JSON with the booking', async () => {
    const booking = await newBooking();
    const saved = await api.patch(
      `/api/bookings/${booking.id}/note`,
      { noteAdmin: '  Prefers Dr. Lim <VIP>  ' },
      auth(),
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toContain('application/json');
    expect(saved.body.data.noteAdmin).toBe('Prefers Dr. Lim <VIP>');
    const cleared = await api.patch(`/api/bookings/${booking.id}/note`, { noteAdmin: '' }, auth());
    expect(cleared.body.data.noteAdmin).toBeNull();
  });

  it('takes up to 2000 characters', async () => {
    const booking = await newBooking();
    expect(
      (await api.patch(`/api/bookings/${booking.id}/note`, { noteAdmin: 'n'.repeat(2000) }, auth())).status,
    ).toBe(200);
    const long = await api.patch(`/api/bookings/${booking.id}/note`, { noteAdmin: 'n'.repeat(2001) }, auth());
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('Notes must be at most 2000 characters');
  });

  it('refuses notes that are not text, and unknown bookings', async () => {
    const booking = await newBooking();
    for (const body of [{}, { noteAdmin: 5 }, { noteAdmin: ['a'] }, []]) {
      expect((await api.patch(`/api/bookings/${booking.id}/note`, body, auth())).status).toBe(400);
    }
    expect((await api.patch('/api/bookings/nope/note', { noteAdmin: 'x' }, auth())).status).toBe(404);
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('soft-deletes with the code: gone from the lists and counts, kept under deleted', async () => {
    const booking = await newBooking();
    const before = (await api.get('/api/bookings', auth())).body.counts.total;
    const reply = await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, asAdmin());
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe('Booking deleted');
    expect(reply.body.data).toMatchObject({ id: booking.id, deletedBy: 'Ines Admin' });
    expect(reply.body.data.deletedAt).toBeTruthy();
    const after = await api.get('/api/bookings?limit=100', auth());
    expect(after.body.counts.total).toBe(before - 1);
    expect(after.body.data.map((row: { id: string }) => row.id)).not.toContain(booking.id);
    const deleted = await api.get('/api/bookings/deleted?limit=100', auth());
    expect(deleted.body.data.map((row: { id: string }) => row.id)).toContain(booking.id);
    expect(await server.db.knex('bookings').where({ id: booking.id }).first()).toBeTruthy();
  });

  it('needs the delete code: 400 without, 403 when wrong', async () => {
    const booking = await newBooking();
    const missing = await api.delete(`/api/bookings/${booking.id}`, undefined, asAdmin());
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Delete code is required');
    const wrong = await api.delete(`/api/bookings/${booking.id}`, { deleteCode: updateCode }, asAdmin());
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('Invalid delete code');
  });

  it('answers 404 for a booking already deleted or unknown', async () => {
    const booking = await newBooking();
    await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, asAdmin());
    expect((await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, asAdmin())).status).toBe(404);
    expect(
      (await api.patch(`/api/bookings/${booking.id}/status`, { status: 'confirmed', updateCode }, auth()))
        .status,
    ).toBe(404);
    expect((await api.delete('/api/bookings/xyz', { deleteCode }, asAdmin())).status).toBe(404);
  });

  it('is for admins only: staff get a clear 403 and the booking stays', async () => {
    const booking = await newBooking();
    const refused = await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, auth());
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(ADMIN_ONLY_MESSAGE);
    expect((await server.db.knex('bookings').where({ id: booking.id }).first()).deleted_at).toBeNull();
    expect((await api.delete(`/api/bookings/${booking.id}`, { deleteCode })).status).toBe(401);
    const viewer = await signedIn(server.db.knex, api, 'client');
    expect(
      (await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, { token: viewer.token })).status,
    ).toBe(403);
  });
});

describe('the stat-card counts', () => {
  it('follow status changes and deletes, and always equal a fresh count of the bookings', async () => {
    const counts = async () => (await api.get('/api/bookings', auth())).body.counts;
    const booking = await newBooking();
    const before = await counts();
    await api.patch(`/api/bookings/${booking.id}/status`, { status: 'confirmed', updateCode }, auth());
    const confirmed = await counts();
    expect(confirmed.pending).toBe(before.pending - 1);
    expect(confirmed.confirmed).toBe(before.confirmed + 1);
    expect(confirmed.total).toBe(before.total);
    await api.delete(`/api/bookings/${booking.id}`, { deleteCode }, asAdmin());
    const deleted = await counts();
    expect(deleted.confirmed).toBe(before.confirmed);
    expect(deleted.total).toBe(before.total - 1);

    const { days, totals } = await keptCounts(server.db.knex);
    expect(days.kept).toEqual(days.counted);
    expect(totals.kept).toEqual(totals.counted);
  });
});
