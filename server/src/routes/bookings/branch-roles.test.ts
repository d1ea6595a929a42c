import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, bookingBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/** Roles by branch (issue 29 items 4 and 5): a Makati receptionist sees and books Makati only. */
let server: TestServer;
let api: Client;
let makatiDesk: string;
let makatiManager: string;
let admin: string;
let makatiId: string;
let lasPinasId: string;
const { updateCode } = TEST_SECRETS;
const day = soon();

async function limitedTo(role: string, name: string, branches: string[]) {
  const staff = await signedIn(server.db.knex, api, role, name);
  await server.db.knex('users').where({ email: staff.email }).update({ branches });
  return staff.token;
}

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  makatiDesk = await limitedTo('staff', 'Mika Makati', ['makati']);
  makatiManager = await limitedTo('manager', 'Mara Manager', ['makati']);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Ana Admin')).token;
  // An admin's branches are ignored: she still sees every branch.
  await server.db
    .knex('users')
    .where({ role: 'admin' })
    .update({ branches: ['quezon-city'] });
  [makatiId, lasPinasId] = (await storeBookings(server.db.knex, [
    { branch: 'makati', date: day, customerName: 'Makati Client' },
    { branch: 'las-pinas', date: day, customerName: 'Las Pinas Client' },
  ])) as [string, string];
});

afterAll(async () => {
  await server.close();
});

describe.each([
  ['a Makati receptionist', () => makatiDesk],
  ['a Makati manager', () => makatiManager],
])('%s', (_who, token) => {
  it('cannot read or change a Las Piñas booking (403 { msg }), reads her own', async () => {
    const other = await api.get(`/api/bookings/${lasPinasId}`, { token: token() });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('This booking belongs to another branch');
    const writes = [
      api.patch(
        `/api/bookings/${lasPinasId}/status`,
        { status: 'confirmed', updateCode },
        { token: token() },
      ),
      api.patch(`/api/bookings/${lasPinasId}/note`, { noteAdmin: 'x' }, { token: token() }),
      api.patch(
        `/api/bookings/${lasPinasId}`,
        { updateCode, bookingData: { time: '15:00' } },
        { token: token() },
      ),
      api.get(`/api/bookings/${lasPinasId}/payment-proofs`, { token: token() }),
      api.post(`/api/bookings/${lasPinasId}/payments`, { method: 'cash', amount: 100 }, { token: token() }),
      api.post(`/api/bookings/${lasPinasId}/change-request/decline`, {}, { token: token() }),
    ];
    for (const reply of await Promise.all(writes))
      expect([reply.status, reply.body.msg]).toEqual([403, other.body.msg]);
    expect((await api.get(`/api/bookings/${makatiId}`, { token: token() })).status).toBe(200);
  });

  it('cannot confirm a Las Piñas booking in a bulk confirm: it is skipped as another branch', async () => {
    const reply = await api.post(
      '/api/bookings/bulk-confirm',
      { ids: [lasPinasId], updateCode },
      { token: token() },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.skipped).toEqual([{ id: lasPinasId, msg: 'This booking belongs to another branch' }]);
    const stored = await server.db.knex('bookings').where({ id: lasPinasId }).first('status');
    expect(stored.status).toBe('pending');
  });

  it('lists, counts and schedules Makati only', async () => {
    const list = await api.get('/api/bookings?limit=100', { token: token() });
    expect(list.status).toBe(200);
    const branches = new Set(
      list.body.bookings.map((booking: { bookingData: { branch: string } }) => booking.bookingData.branch),
    );
    expect([...branches]).toEqual(['makati']);
    expect(list.body.counts.total).toBe(list.body.total);
    const search = await api.get('/api/bookings/search?search=Client', { token: token() });
    expect(
      search.body.data.map((booking: { bookingData: { branch: string } }) => booking.bookingData.branch),
    ).not.toContain('las-pinas');
    const schedule = await api.get(`/api/schedule?date=${day}`, { token: token() });
    expect(schedule.status).toBe(200);
    const names = schedule.body.data.visits.map(
      (visit: { bookingData: { customerName: string } }) => visit.bookingData.customerName,
    );
    expect(names).toContain('Makati Client');
    expect(names).not.toContain('Las Pinas Client');
    const lasPinasDay = await api.get(`/api/schedule?date=${day}&branch=las-pinas`, { token: token() });
    expect(lasPinasDay.status).toBe(403);
    expect(lasPinasDay.body.msg).toMatch(/another branch/);
    const calendar = await api.get(`/api/calendar?date=${day}&branch=las-pinas`, { token: token() });
    expect(calendar.status).toBe(403);
  });

  it('cannot book into Las Piñas nor move a Makati visit there', async () => {
    const booked = await api.post(
      '/api/bookings/front-desk',
      bookingBody({ bookingData: { branch: 'las-pinas', customerName: 'Walk In' } }),
      { token: token() },
    );
    expect(booked.status).toBe(403);
    expect(booked.body.msg).toBe('You can only book visits at your branches');
    const moved = await api.patch(
      `/api/bookings/${makatiId}`,
      { updateCode, bookingData: { branch: 'las-pinas' } },
      { token: token() },
    );
    expect(moved.status).toBe(403);
    expect(moved.body.msg).toBe('You can only move a visit to one of your branches');
    const stored = await server.db.knex('bookings').where({ id: makatiId }).first('branch');
    expect(stored.branch).toBe('makati');
  });
});

describe('the waitlist and the visits outside hours', () => {
  it("lists a Makati receptionist's branch only, and answers 403 for another", async () => {
    for (const branch of ['makati', 'las-pinas']) {
      const person = anotherPerson();
      const wish = await api.post('/api/waitlist', {
        branch,
        date: day,
        from: '14:00',
        to: '14:00',
        services: ['stem-cell-facial'],
        customerName: `Wish ${branch}`,
        email: person.email,
        phone: person.phone,
      });
      expect(wish.status, JSON.stringify(wish.body)).toBe(201);
    }
    const mine = await api.get(`/api/waitlist?date=${day}`, { token: makatiDesk });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((entry: { branch: string }) => entry.branch)).toEqual(['makati']);
    const other = await api.get(`/api/waitlist?date=${day}&branch=las-pinas`, { token: makatiDesk });
    expect(other.status).toBe(403);
    const all = await api.get(`/api/waitlist?date=${day}`, { token: admin });
    expect(all.body.data.map((entry: { branch: string }) => entry.branch)).toEqual(['las-pinas', 'makati']);

    // A Las Piñas visit at 9:30 PM, after its closing: the admin sees it, the Makati desk does not.
    await storeBookings(server.db.knex, [
      { branch: 'las-pinas', date: day, time: '21:30', customerName: 'Late Las Pinas' },
    ]);
    const names = async (token: string) =>
      (await api.get('/api/schedule/outside-hours', { token })).body.data.visits.map(
        (visit: { customerName: string }) => visit.customerName,
      );
    expect(await names(admin)).toContain('Late Las Pinas');
    expect(await names(makatiDesk)).not.toContain('Late Las Pinas');
  });
});

describe('client records (health data)', () => {
  it('open for a limited receptionist only when the client has a visit at her branches', async () => {
    const at = async (branch: string, customerName: string, phone: string) => {
      const reply = await api.post(
        '/api/bookings/front-desk',
        bookingBody({ bookingData: { branch, customerName, phone, email: `${phone}@example.com` } }),
        { token: admin },
      );
      expect(reply.status).toBe(201);
      const row = await server.db.knex('bookings').where({ id: reply.body.booking.id }).first('client_id');
      expect(row.client_id).toEqual(expect.any(String));
      return row.client_id as string;
    };
    const makatiClient = await at('makati', 'Mila Reyes', '09171110001');
    const lasPinasClient = await at('las-pinas', 'Lina Cruz', '09171110002');
    expect((await api.get(`/api/clients/${makatiClient}`, { token: makatiDesk })).status).toBe(200);
    const refused = await api.get(`/api/clients/${lasPinasClient}`, { token: makatiDesk });
    expect([refused.status, refused.body.msg]).toEqual([403, 'This client has no visit at your branches']);
    expect((await api.get(`/api/clients/${lasPinasClient}`, { token: admin })).status).toBe(200);
  });
});

describe('an admin', () => {
  it('still sees every branch, whatever her account names', async () => {
    expect((await api.get(`/api/bookings/${lasPinasId}`, { token: admin })).status).toBe(200);
    const schedule = await api.get(`/api/schedule?date=${day}`, { token: admin });
    const names = schedule.body.data.visits.map(
      (visit: { bookingData: { customerName: string } }) => visit.bookingData.customerName,
    );
    expect(names).toEqual(expect.arrayContaining(['Makati Client', 'Las Pinas Client']));
  });
});
