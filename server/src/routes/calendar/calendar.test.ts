import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../../domain/branch-hours';
import { anotherPerson, bookingBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Issue 26 item 5: `GET /api/calendar?date=&branch=` answers the desk's day at one place in one call:
 * a column per resource with its shifts, and the visits with what they take.
 */
let server: TestServer;
let api: Client;
let admin: string;
let staff: string;
let hifu: string;
let doctor: string;

const ULTHERA = 'ulthera-prime';
const FACIAL = 'stem-cell-facial';
const DATE = soon(24);
const DAY_OFF = soon(25);

async function add(body: Record<string, unknown>): Promise<string> {
  const reply = await api.post('/api/resources', body, { token: admin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data.id;
}

async function booked(time: string, service: string) {
  const reply = await api.post(
    '/api/bookings',
    bookingBody({
      bookingData: {
        branch: 'makati',
        date: DATE,
        time,
        customerName: `Client at ${time}`,
        ...anotherPerson(),
      },
      cartItems: [{ id: service, quantity: 1, price: 1 }],
    }),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking as { id: string };
}

const calendar = (query: string, token?: string) => api.get(`/api/calendar?${query}`, token ? { token } : {});

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  hifu = await add({ branch: 'makati', kind: 'machine', name: 'HIFU 1', type: 'hifu' });
  doctor = await add({ branch: 'makati', kind: 'practitioner', name: 'Dr. Reyes', skills: ['doctor'] });
  const schedule = await api.put(
    `/api/resources/${doctor}/schedule`,
    { weekly: { [weekdayOf(DATE)]: [['12:00', '18:00']] }, exceptions: [{ date: DAY_OFF, off: true }] },
    { token: admin },
  );
  expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
  const needs = await api.patch(
    `/api/catalogue/services/${ULTHERA}`,
    { needs: [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }] },
    { token: admin },
  );
  expect(needs.status, JSON.stringify(needs.body)).toBe(200);
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/calendar (issue 26 item 5)', () => {
  it('answers the resources with their shifts and the visits as blocks with what they take', async () => {
    const ulthera = await booked('14:00', ULTHERA);
    const facial = await booked('14:00', FACIAL);
    const cancelled = await booked('16:00', FACIAL);
    await server.db.knex('bookings').where({ id: cancelled.id }).update({ status: 'cancelled' });
    // The health form put the facial under review (what reviewNewVisit writes).
    await server.db.knex('bookings').where({ id: facial.id }).update({ review_at: new Date() });
    // A visit stored before resources were wired: shown where the plan puts it.
    const [legacy] = await storeBookings(server.db.knex, [
      { date: DATE, time: '10:00', branch: 'makati', status: 'confirmed', customerName: 'Old Booking' },
    ]);

    const reply = await calendar(`date=${DATE}&branch=makati`, staff);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const day = reply.body.data;
    expect(day).toMatchObject({ date: DATE, branch: 'makati', hours: { opens: expect.any(String) } });
    expect(day.resources.map((r: { name: string }) => r.name)).toEqual([
      'Dr. Reyes',
      'Room 1',
      'Room 2',
      'Room 3',
      'Room 4',
      'HIFU 1',
    ]);
    const byName = (name: string) => day.resources.find((r: { name: string }) => r.name === name);
    expect(byName('Dr. Reyes')).toMatchObject({
      kind: 'practitioner',
      skills: ['doctor'],
      working: [['12:00', '18:00']],
    });
    expect(byName('Room 1').working).toEqual([[day.hours.opens, day.hours.closes]]);

    expect(day.blocks.map((b: { customerName: string }) => b.customerName)).toEqual([
      'Old Booking',
      'Client at 14:00',
      'Client at 14:00',
    ]);
    const block = (id: string) => day.blocks.find((b: { id: string }) => b.id === id);
    expect(block(ulthera.id)).toMatchObject({
      bookingNumber: expect.stringMatching(/^TBL/),
      status: 'pending',
      serviceType: 'clinic',
      time: '14:00',
      end: '15:30',
      services: [{ id: ULTHERA, name: expect.stringContaining('Ulthera') }],
      underReview: false,
      pinned: false,
    });
    const rooms = ['Room 1', 'Room 2', 'Room 3', 'Room 4'].map((name) => byName(name).id);
    expect(block(ulthera.id).assignments).toEqual([
      expect.objectContaining({
        kind: 'room',
        name: 'Room 1',
        start: '14:00',
        end: '15:30',
        candidates: rooms,
      }),
      expect.objectContaining({ kind: 'machine', resourceId: hifu, name: 'HIFU 1', candidates: [hifu] }),
    ]);
    expect(block(facial.id)).toMatchObject({ underReview: true });
    expect(block(legacy as string).assignments).toEqual([
      expect.objectContaining({ kind: 'room', name: 'Room 1', start: '10:00' }),
    ]);
    expect(block(cancelled.id)).toBeUndefined();
  });

  it("shades nothing for a practitioner's day off, and shows a reassignment at once", async () => {
    const off = await calendar(`date=${DAY_OFF}&branch=makati`, staff);
    expect(off.status).toBe(200);
    expect(off.body.data.resources.find((r: { id: string }) => r.id === doctor).working).toEqual([]);

    const before = (await calendar(`date=${DATE}&branch=makati`, staff)).body.data;
    const facial = before.blocks.find(
      (b: { services: Array<{ id: string }>; underReview: boolean }) => b.underReview,
    );
    const room4 = before.resources.find((r: { name: string }) => r.name === 'Room 4').id;
    const moved = await api.patch(
      `/api/bookings/${facial.id}`,
      { assignments: [{ serviceId: FACIAL, resourceId: room4 }], updateCode: TEST_SECRETS.updateCode },
      { token: staff },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await calendar(`date=${DATE}&branch=makati`, staff)).body.data;
    expect(after.blocks.find((b: { id: string }) => b.id === facial.id)).toMatchObject({
      pinned: true,
      assignments: [expect.objectContaining({ resourceId: room4, name: 'Room 4' })],
    });
  });

  it('keeps the public and other roles out, and says what is wrong with the query', async () => {
    expect((await calendar(`date=${DATE}&branch=makati`)).status).toBe(401);
    const viewer = await signedIn(server.db.knex, api, 'viewer');
    expect((await calendar(`date=${DATE}&branch=makati`, viewer.token)).status).toBe(403);
    const badDate = await calendar('date=tomorrow&branch=makati', staff);
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toMatch(/date must be a date/);
    const badBranch = await calendar(`date=${DATE}&branch=cebu`, staff);
    expect(badBranch.status).toBe(400);
    expect(badBranch.body.msg).toMatch(/branch must be one of/);
  });
});
