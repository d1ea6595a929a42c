import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let admin: string;
let staff: string;
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await server.close();
});

/** What each place has after the upgrade: its capacity as generic rooms, online as consultants. */
const RESOURCES = {
  makati: { rooms: 4, practitioners: 0, machines: 0 },
  'las-pinas': { rooms: 3, practitioners: 0, machines: 0 },
  'quezon-city': { rooms: 3, practitioners: 0, machines: 0 },
  home: { rooms: 2, practitioners: 0, machines: 0 },
  online: { rooms: 0, practitioners: 1, machines: 0 },
};

describe('GET /api/settings/capacity', () => {
  it("answers the closed dates and each place's active resources, in place of the old numbers", async () => {
    const reply = await api.get('/api/settings/capacity', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ closedDates: [], resources: RESOURCES });
    expect(reply.body.history).toEqual([]);
    const machine = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'machine', name: 'Ulthera', type: 'hifu' },
      { token: admin },
    );
    expect(machine.status).toBe(201);
    const after = await api.get('/api/settings/capacity', { token: admin });
    expect(after.body.data.resources.makati).toEqual({ rooms: 4, practitioners: 0, machines: 1 });
  });

  it('is for admins only: 401 without a token, 403 for staff', async () => {
    expect((await api.get('/api/settings/capacity')).status).toBe(401);
    const reply = await api.get('/api/settings/capacity', { token: staff });
    expect(reply.status).toBe(403);
    expect(
      (await api.put('/api/settings/capacity', { closedDates: [], updateCode }, { token: staff })).status,
    ).toBe(403);
  });
});

describe('PUT /api/settings/capacity', () => {
  it('needs the update code: 400 without, 403 when wrong, and changes nothing', async () => {
    const body = { closedDates: [{ branch: 'home', date: soon(20), reason: '' }] };
    const missing = await api.put('/api/settings/capacity', body, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Update code is required');
    const wrong = await api.put('/api/settings/capacity', { ...body, updateCode: 'guess' }, { token: admin });
    expect(wrong.status).toBe(403);
    expect((await api.get('/api/settings/capacity', { token: admin })).body.data.closedDates).toEqual([]);
  });

  it('saves closed dates, records the change, and the availability follows; the rooms still decide the rest', async () => {
    const date = soon(30);
    const body = { closedDates: [{ branch: 'makati', date, reason: 'Staff training' }], updateCode };
    const reply = await api.put('/api/settings/capacity', body, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      closedDates: [{ branch: 'makati', date, reason: 'Staff training' }],
      resources: expect.objectContaining({ 'quezon-city': RESOURCES['quezon-city'] }),
    });
    expect(reply.body.history[0]).toMatchObject({
      changedBy: 'Dr. Lim',
      before: { closedDates: [] },
      after: { closedDates: body.closedDates },
    });
    const timog = await api.get(`/api/availability?branch=quezon-city&date=${date}`);
    expect(timog.body.slots[0].remaining).toBe(3);
    expect((await api.get(`/api/availability?branch=makati&date=${date}`)).body.slots).toEqual([]);
    const closed = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { branch: 'makati', date, time: '11:00' } }),
    );
    expect(closed.status).toBe(409);
  });

  it('refuses bad settings with 400 naming the problem', async () => {
    const cases: Array<[unknown, RegExp]> = [
      // The numbers are gone: a client still sending them is told where that is set now.
      [
        { capacity: { makati: 9 }, closedDates: [], updateCode },
        /capacity numbers are no longer set here: .* on the resources screen/,
      ],
      [{ closedDates: [{ branch: 'cebu', date: soon(3) }], updateCode }, /branch must be one of/],
      [{ closedDates: [{ branch: 'home', date: '2020-01-01' }], updateCode }, /past/],
      [[], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const reply = await api.put('/api/settings/capacity', body, { token: admin });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg, JSON.stringify(body)).toMatch(message);
    }
  });
});
