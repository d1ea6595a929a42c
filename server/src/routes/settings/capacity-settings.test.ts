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

const DEFAULTS = { makati: 4, 'las-pinas': 3, 'quezon-city': 3, home: 2, online: 1 };

describe('GET /api/settings/capacity', () => {
  it('answers the contract defaults to an admin', async () => {
    const reply = await api.get('/api/settings/capacity', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ capacity: DEFAULTS, closedDates: [] });
    expect(reply.body.history).toEqual([]);
  });

  it('is for admins only: 401 without a token, 403 for staff', async () => {
    expect((await api.get('/api/settings/capacity')).status).toBe(401);
    const reply = await api.get('/api/settings/capacity', { token: staff });
    expect(reply.status).toBe(403);
    expect(
      (
        await api.put(
          '/api/settings/capacity',
          { capacity: DEFAULTS, closedDates: [], updateCode },
          { token: staff },
        )
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/settings/capacity', () => {
  it('needs the update code: 400 without, 403 when wrong, and changes nothing', async () => {
    const body = { capacity: { ...DEFAULTS, makati: 9 }, closedDates: [] };
    const missing = await api.put('/api/settings/capacity', body, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Update code is required');
    const wrong = await api.put('/api/settings/capacity', { ...body, updateCode: 'guess' }, { token: admin });
    expect(wrong.status).toBe(403);
    expect((await api.get('/api/settings/capacity', { token: admin })).body.data.capacity.makati).toBe(4);
  });

  it('saves capacity and closed dates, records the change, and the availability follows', async () => {
    const date = soon(30);
    const body = {
      capacity: { ...DEFAULTS, 'quezon-city': 1 },
      closedDates: [{ branch: 'makati', date, reason: 'Staff training' }],
      updateCode,
    };
    const reply = await api.put('/api/settings/capacity', body, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      capacity: { ...DEFAULTS, 'quezon-city': 1 },
      closedDates: [{ branch: 'makati', date, reason: 'Staff training' }],
    });
    expect(reply.body.history[0]).toMatchObject({
      changedBy: 'Dr. Lim',
      before: { capacity: DEFAULTS, closedDates: [] },
      after: reply.body.data,
    });
    const timog = await api.get(`/api/availability?branch=quezon-city&date=${date}`);
    expect(timog.body.slots[0].remaining).toBe(1);
    expect((await api.get(`/api/availability?branch=makati&date=${date}`)).body.slots).toEqual([]);
    const closed = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { branch: 'makati', date, time: '11:00' } }),
    );
    expect(closed.status).toBe(409);
  });

  it('refuses bad settings with 400 naming the problem', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ capacity: { ...DEFAULTS, makati: -1 }, closedDates: [], updateCode }, /makati must be 0 or more/],
      [{ capacity: { ...DEFAULTS, home: 2.5 }, closedDates: [], updateCode }, /whole number/],
      [{ capacity: { makati: 4 }, closedDates: [], updateCode }, /las-pinas/],
      [
        { capacity: DEFAULTS, closedDates: [{ branch: 'cebu', date: soon(3) }], updateCode },
        /branch must be one of/,
      ],
      [{ capacity: DEFAULTS, closedDates: [{ branch: 'home', date: '2020-01-01' }], updateCode }, /past/],
      [[], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const reply = await api.put('/api/settings/capacity', body, { token: admin });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg, JSON.stringify(body)).toMatch(message);
    }
  });
});
