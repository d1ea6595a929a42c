import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyTestRunsHere } from '../../soak/once-per-run';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { anotherPerson, bookingBody, signedIn, soon } from '../../test/factories';
import { oneHifuAtMakati, ULTHERA } from '../../test/hifu';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Issue 26 item 4: the desk gives a visit other resources at the same times with
 * `PATCH /api/bookings/:id { assignments }`. Makati keeps its four rooms from the upgrade and gets
 * one HIFU machine; Ulthera takes a room and the HIFU machine, a facial one room.
 */
let server: TestServer;
let api: Client;
let admin: string;
let staff: string;
const rooms = new Map<string, string>();
let hifu: string;

const FACIAL = 'stem-cell-facial';
const { updateCode } = TEST_SECRETS;

interface Assigned {
  serviceId: string;
  resourceId: string;
  kind: string;
  name: string;
  start: string;
  end: string;
}

function book(date: string, time: string, service: string, via = api) {
  return via.post(
    '/api/bookings',
    bookingBody({
      bookingData: { branch: 'makati', date, time, ...anotherPerson() },
      cartItems: [{ id: service, quantity: 1, price: 1 }],
    }),
  );
}

async function booked(date: string, time: string, service: string) {
  const reply = await book(date, time, service);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking as { id: string; assignments: Assigned[] };
}

const reassign = (id: string, assignments: unknown, token = staff, via = api) =>
  via.patch(`/api/bookings/${id}`, { assignments, updateCode }, { token });

/** The booking's assignments with one resource swapped for another. */
const swapped = (assignments: Assigned[], from: string, to: string) =>
  assignments.map((a) => ({ serviceId: a.serviceId, resourceId: a.resourceId === from ? to : a.resourceId }));

const room = (name: string) => rooms.get(name) as string;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  hifu = await oneHifuAtMakati(api, admin);
  const listed = await api.get('/api/resources?branch=makati', { token: staff });
  for (const resource of listed.body.data as Array<{ id: string; name: string; kind: string }>)
    if (resource.kind === 'room') rooms.set(resource.name, resource.id);
  expect([...rooms.keys()].sort()).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4']);
});

afterAll(async () => {
  await server.close();
});

describe('PATCH /api/bookings/:id { assignments } (issue 26 item 4)', () => {
  it('moves an Ulthera to another free room at the same times, pinned, with a line in its history', async () => {
    const date = soon(21);
    const ulthera = await booked(date, '14:00', ULTHERA);
    expect(ulthera.assignments.map((a) => a.name)).toEqual(['Room 1', 'HIFU 1']);

    const reply = await reassign(ulthera.id, swapped(ulthera.assignments, room('Room 1'), room('Room 3')));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Reassigned: Room 1 to Room 3');
    expect(reply.body.data).toMatchObject({ id: ulthera.id, bookingData: { date, time: '14:00' } });
    expect(reply.body.data.assignments).toEqual([
      {
        serviceId: ULTHERA,
        resourceId: room('Room 3'),
        kind: 'room',
        name: 'Room 3',
        start: '14:00',
        end: '15:30',
      },
      { serviceId: ULTHERA, resourceId: hifu, kind: 'machine', name: 'HIFU 1', start: '14:00', end: '15:30' },
    ]);
    const stored = await server.db
      .knex('booking_assignments')
      .where({ booking_id: ulthera.id })
      .orderBy('position');
    expect(stored.map((row) => [row.name, row.pinned])).toEqual([
      ['Room 3', true],
      ['HIFU 1', true],
    ]);
    const events = await server.db
      .knex('booking_events')
      .where({ booking_id: ulthera.id, kind: 'reassigned_by_staff' });
    expect(events).toEqual([
      expect.objectContaining({ actor: 'Rosa Front Desk', summary: 'Reassigned: Room 1 to Room 3' }),
    ]);

    // A facial booked then takes Room 1, the room the Ulthera left; asking again changes nothing.
    expect((await booked(date, '14:00', FACIAL)).assignments.map((a) => a.name)).toEqual(['Room 1']);
    const again = await reassign(ulthera.id, swapped(ulthera.assignments, room('Room 1'), room('Room 3')));
    expect(again.body.message).toBe('Nothing to change');
  });

  it('answers 409 with the reason and the free rooms instead when the room is taken then', async () => {
    const date = soon(22);
    const ulthera = await booked(date, '14:00', ULTHERA);
    const facial = await booked(date, '15:00', FACIAL);
    expect(facial.assignments.map((a) => a.name)).toEqual(['Room 2']);

    const reply = await reassign(ulthera.id, swapped(ulthera.assignments, room('Room 1'), room('Room 2')));
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/^Room 2 in use 3:00-\d{1,2}:\d\d PM$/);
    expect(reply.body.alternatives).toEqual([
      {
        serviceId: ULTHERA,
        instead: room('Room 2'),
        resourceId: room('Room 3'),
        kind: 'room',
        name: 'Room 3',
      },
      {
        serviceId: ULTHERA,
        instead: room('Room 2'),
        resourceId: room('Room 4'),
        kind: 'room',
        name: 'Room 4',
      },
    ]);
    const stored = await server.db
      .knex('booking_assignments')
      .where({ booking_id: ulthera.id })
      .pluck('name');
    expect(stored.sort()).toEqual(['HIFU 1', 'Room 1']);
  });

  it('refuses what the treatment does not take (400), and keeps the public and other roles out', async () => {
    const date = soon(23);
    const ulthera = await booked(date, '11:00', ULTHERA);
    const noMachine = await reassign(ulthera.id, swapped(ulthera.assignments, hifu, room('Room 4')));
    expect(noMachine.status).toBe(400);
    expect(noMachine.body.msg).toBe('Ulthera Prime - 300 Lines takes a room and a hifu machine');
    const one = await reassign(ulthera.id, [{ serviceId: ULTHERA, resourceId: room('Room 2') }]);
    expect(one.status).toBe(400);
    const notAnId = await reassign(ulthera.id, [{ serviceId: ULTHERA, resourceId: 'room-2' }]);
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.msg).toMatch(/resourceId must be a resource id/);
    const mixed = await api.patch(
      `/api/bookings/${ulthera.id}`,
      {
        assignments: swapped(ulthera.assignments, room('Room 1'), room('Room 2')),
        bookingData: { time: '12:00' },
        updateCode,
      },
      { token: staff },
    );
    expect(mixed.status).toBe(400);
    expect((await api.patch(`/api/bookings/${ulthera.id}`, { assignments: [], updateCode })).status).toBe(
      401,
    );
    const viewer = await signedIn(server.db.knex, api, 'viewer');
    const refused = await reassign(
      ulthera.id,
      swapped(ulthera.assignments, room('Room 1'), room('Room 2')),
      viewer.token,
    );
    expect(refused.status).toBe(403);
    const wrongCode = await api.patch(
      `/api/bookings/${ulthera.id}`,
      { assignments: swapped(ulthera.assignments, room('Room 1'), room('Room 2')), updateCode: 'guess' },
      { token: staff },
    );
    expect(wrongCode.status).toBe(403);
    const stored = await server.db
      .knex('booking_assignments')
      .where({ booking_id: ulthera.id })
      .pluck('name');
    expect(stored.sort()).toEqual(['HIFU 1', 'Room 1']);
  });
});

const runsHere = heavyTestRunsHere('reassign race');

describe.runIf(runsHere)(
  'no room double-booked by reassignments racing new bookings (issue 26 item 4)',
  () => {
    let second: SecondInstance;
    let other: Client;

    beforeAll(async () => {
      second = await startSecondInstance(server);
      other = client(second.url);
    });

    afterAll(async () => {
      await second.close();
    }, 60_000);

    it('three visits asking for the one free room while ten new facials ask for 10 AM, over two instances', async () => {
      const date = soon(31);
      const visits = [
        await booked(date, '10:00', FACIAL),
        await booked(date, '10:00', FACIAL),
        await booked(date, '10:00', FACIAL),
      ];
      expect(visits.map((visit) => visit.assignments[0]?.name)).toEqual(['Room 1', 'Room 2', 'Room 3']);
      const replies = await Promise.all([
        ...visits.map((visit, index) =>
          reassign(
            visit.id,
            [{ serviceId: FACIAL, resourceId: room('Room 4') }],
            staff,
            index % 2 ? api : other,
          ),
        ),
        ...Array.from({ length: 10 }, (_, index) => book(date, '10:00', FACIAL, index % 2 ? api : other)),
      ]);
      const statuses = replies.map((reply) => reply.status);
      for (const status of statuses) expect([200, 201, 409]).toContain(status);
      expect(statuses.slice(0, 3).filter((status) => status === 200).length).toBeLessThanOrEqual(1);

      const rows = await server.db
        .knex('booking_assignments as a')
        .join('bookings as b', 'b.id', 'a.booking_id')
        .where({ 'a.service_date': date })
        .whereIn('b.status', ['pending', 'confirmed'])
        .select('a.name', 'a.start_minute', 'a.end_minute');
      const live = await server.db.knex('bookings').where({ service_date: date }).count({ n: '*' }).first();
      expect(rows).toHaveLength(Number(live?.n));
      expect(rows.length).toBeLessThanOrEqual(4);
      expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
      const won = statuses.filter((status) => status === 200 || status === 201).length;
      expect(rows.length).toBe(3 + statuses.slice(3).filter((status) => status === 201).length);
      expect(won).toBeGreaterThanOrEqual(1);
    });
  },
);
