import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyTestRunsHere } from '../../soak/once-per-run';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { anotherPerson, bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { ALL_WEEK } from '../../test/practitioners';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Issue 26 items 3 and 6: availability, holds and bookings decided by the branch's resources. Makati
 * keeps its four rooms from the upgrade and gets one HIFU machine and a doctor; Ulthera needs a room
 * and the HIFU machine, a thread lift the doctor and a room, a facial one room.
 */
let server: TestServer;
let api: Client;
let admin: string;
let staff: string;

const ULTHERA = 'ulthera-prime';
const FACIAL = 'stem-cell-facial';
const THREADS = 'cog-thread-face-lift';

async function addResource(body: Record<string, unknown>): Promise<string> {
  const reply = await api.post('/api/resources', body, { token: admin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data.id as string;
}

async function setNeeds(service: string, needs: unknown[]) {
  const reply = await api.patch(`/api/catalogue/services/${service}`, { needs }, { token: admin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

const cart = (id: string) => [{ id, quantity: 1, price: 1 }];

function book(branch: string, date: string, time: string, service: string, via = api) {
  return via.post(
    '/api/bookings',
    bookingBody({ bookingData: { branch, date, time, ...anotherPerson() }, cartItems: cart(service) }),
  );
}

async function slotsOf(branch: string, date: string, service: string, token?: string) {
  const explain = token ? '&explain=1' : '';
  const reply = await api.get(
    `/api/availability?branch=${branch}&date=${date}&services=${service}${explain}`,
    {
      ...(token ? { token } : {}),
    },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.slots as Array<{ time: string; available: boolean; remaining: number; reason?: string }>;
}

const at = (slots: Awaited<ReturnType<typeof slotsOf>>, time: string) =>
  slots.find((slot) => slot.time === time);

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  await addResource({ branch: 'makati', kind: 'machine', name: 'HIFU 1', type: 'hifu' });
  await addResource({ branch: 'quezon-city', kind: 'machine', name: 'HIFU QC', type: 'hifu' });
  await setNeeds(ULTHERA, [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }]);
  await setNeeds(THREADS, [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }]);
});

afterAll(async () => {
  await server.close();
});

describe('availability over resources (issue 26 item 3)', () => {
  it('one Ulthera booking at 2 PM takes the one HIFU machine: 2 PM is gone for Ulthera, a facial is still offered', async () => {
    const date = soon(20);
    expect(at(await slotsOf('makati', date, ULTHERA), '14:00')).toMatchObject({
      available: true,
      remaining: 1,
    });
    const first = await book('makati', date, '14:00', ULTHERA);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.booking.assignments).toEqual([
      expect.objectContaining({
        serviceId: ULTHERA,
        kind: 'room',
        name: 'Room 1',
        start: '14:00',
        end: '15:30',
      }),
      expect.objectContaining({
        serviceId: ULTHERA,
        kind: 'machine',
        name: 'HIFU 1',
        start: '14:00',
        end: '15:30',
      }),
    ]);
    const stored = await server.db.knex('booking_assignments').where({ booking_id: first.body.booking.id });
    expect(stored.map((row) => row.name).sort()).toEqual(['HIFU 1', 'Room 1']);

    const ulthera = await slotsOf('makati', date, ULTHERA);
    expect(at(ulthera, '14:00')).toMatchObject({ available: false, remaining: 0 });
    expect(at(ulthera, '13:00')).toMatchObject({ available: false });
    expect(at(ulthera, '12:30')).toMatchObject({ available: true });
    expect(at(ulthera, '15:30')).toMatchObject({ available: true });
    expect(at(await slotsOf('makati', date, FACIAL), '14:00')).toMatchObject({
      available: true,
      remaining: 3,
    });

    const second = await book('makati', date, '14:00', ULTHERA);
    expect(second.status).toBe(409);
    expect(second.body.alternatives.length).toBeGreaterThanOrEqual(1);
    for (const alternative of second.body.alternatives)
      expect(`${alternative.date} ${alternative.time}`).not.toBe(`${date} 14:00`);
    expect((await book('makati', date, '14:00', FACIAL)).status).toBe(201);
  });

  it('explains to staff why a start is not free, in words, and only to staff', async () => {
    const date = soon(21);
    expect((await book('makati', date, '14:00', ULTHERA)).status).toBe(201);
    const slots = await slotsOf('makati', date, ULTHERA, staff);
    expect(at(slots, '14:00')?.reason).toBe('HIFU 1 in use 2:00-3:30 PM');
    expect(at(slots, '12:30')?.reason).toBeUndefined();
    const anonymous = await api.get(
      `/api/availability?branch=makati&date=${date}&services=${ULTHERA}&explain=1`,
    );
    expect(anonymous.status).toBe(401);
    expect(at(await slotsOf('makati', date, ULTHERA), '14:00')?.reason).toBeUndefined();
    expect(at(await slotsOf('las-pinas', date, ULTHERA, staff), '14:00')?.reason).toBe(
      'No hifu machine at this branch',
    );
  });

  it("a doctor's day off removes thread lifts from that day, and only that day", async () => {
    const off = soon(22);
    const working = soon(23);
    const doctor = await addResource({
      branch: 'las-pinas',
      kind: 'practitioner',
      name: 'Dr. Cruz',
      skills: ['doctor'],
    });
    const schedule = await api.put(
      `/api/resources/${doctor}/schedule`,
      { weekly: ALL_WEEK, exceptions: [{ date: off, off: true }] },
      { token: admin },
    );
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
    const offDay = await slotsOf('las-pinas', off, THREADS, staff);
    expect(offDay.length).toBeGreaterThan(0);
    expect(offDay.filter((slot) => slot.available)).toEqual([]);
    expect(at(offDay, '14:00')?.reason).toBe('Dr. Cruz is off that day');
    expect(
      (await slotsOf('las-pinas', working, THREADS)).filter((slot) => slot.available).length,
    ).toBeGreaterThan(0);
    expect((await slotsOf('las-pinas', off, FACIAL)).every((slot) => slot.available)).toBe(true);
    expect((await book('las-pinas', off, '14:00', THREADS)).status).toBe(409);
    const booked = await book('las-pinas', working, '14:00', THREADS);
    expect(booked.status).toBe(201);
    expect(booked.body.booking.assignments.map((a: { name: string }) => a.name)).toEqual([
      'Dr. Cruz',
      'Room 1',
    ]);
  });

  it('a hold takes the machine too, and the booking made from it keeps it', async () => {
    const date = soon(24);
    const hold = await api.post('/api/holds', { branch: 'makati', date, time: '16:00', services: [ULTHERA] });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    expect(at(await slotsOf('makati', date, ULTHERA), '16:00')).toMatchObject({ available: false });
    expect((await book('makati', date, '16:00', ULTHERA)).status).toBe(409);
    const mine = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: { branch: 'makati', date, time: '16:00', holdId: hold.body.hold.id, ...anotherPerson() },
        cartItems: cart(ULTHERA),
      }),
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body.booking.assignments.map((a: { name: string }) => a.name)).toEqual(['Room 1', 'HIFU 1']);
  });
});

describe('moves by resources (issue 26 item 3)', () => {
  it("the desk's move is refused onto the machine's taken time and moves the assignments when free", async () => {
    const date = soon(25);
    expect((await book('makati', date, '14:00', ULTHERA)).status).toBe(201);
    const mine = await book('makati', date, '10:00', ULTHERA);
    expect(mine.status).toBe(201);
    const move = (time: string) =>
      api.patch(
        `/api/bookings/${mine.body.booking.id}`,
        { updateCode: TEST_SECRETS.updateCode, bookingData: { time } },
        { token: staff },
      );
    const refused = await move('13:30');
    expect(refused.status).toBe(409);
    expect(refused.body.alternatives.map((a: { time: string }) => a.time)).not.toContain('13:30');
    expect((await move('16:00')).status).toBe(200);
    const rows = await server.db.knex('booking_assignments').where({ booking_id: mine.body.booking.id });
    expect(rows.map((row) => [row.name, Number(row.start_minute)]).sort()).toEqual([
      ['HIFU 1', 16 * 60],
      ['Room 1', 16 * 60],
    ]);
    expect(at(await slotsOf('makati', date, ULTHERA), '10:00')).toMatchObject({ available: true });
    expect(at(await slotsOf('makati', date, ULTHERA), '16:00')).toMatchObject({ available: false });
  });

  it('a cancelled Ulthera confirmed again takes the machine again: 409 when another booking took it since', async () => {
    const date = soon(26);
    const status = (id: string, to: string) =>
      api.patch(
        `/api/bookings/${id}/status`,
        { status: to, updateCode: TEST_SECRETS.updateCode },
        { token: staff },
      );
    const first = await book('makati', date, '14:00', ULTHERA);
    expect(first.status).toBe(201);
    expect((await status(first.body.booking.id, 'cancelled')).status).toBe(200);
    expect((await status(first.body.booking.id, 'confirmed')).status).toBe(200);
    expect((await status(first.body.booking.id, 'cancelled')).status).toBe(200);
    expect((await book('makati', date, '14:00', ULTHERA)).status).toBe(201);
    const reopened = await status(first.body.booking.id, 'confirmed');
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(409);
    expect(
      (await server.db.knex('bookings').where({ id: first.body.booking.id }).first('status')).status,
    ).toBe('cancelled');
  });
});

const RACERS = 50;
const runsHere = heavyTestRunsHere('resource race');

describe.runIf(runsHere)('no resource double-booked across instances (issue 26 item 6)', () => {
  let second: SecondInstance;
  let other: Client;

  beforeAll(async () => {
    second = await startSecondInstance(server);
    other = client(second.url);
  });

  afterAll(async () => {
    await second.close();
  }, 60_000);

  it(`gives the HIFU machine's last slot to exactly 1 of ${RACERS} bookings over two instances`, async () => {
    const date = soon(30);
    // The machine is taken from 11:30 AM to closing, so 10:00 AM is its last slot; rooms stay free.
    for (const time of ['11:30', '13:00', '14:30', '16:00', '17:30']) {
      expect((await book('quezon-city', date, time, ULTHERA)).status).toBe(201);
    }
    const free = (await slotsOf('quezon-city', date, ULTHERA)).filter((slot) => slot.available);
    expect(free.map((slot) => slot.time)).toEqual(['10:00']);
    const replies = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        book('quezon-city', date, '10:00', ULTHERA, index % 2 ? api : other),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const machine = await server.db
      .knex('booking_assignments')
      .where({ service_date: date, name: 'HIFU QC' });
    expect(machine).toHaveLength(6);
    const spans = machine
      .map((row): [number, number] => [Number(row.start_minute), Number(row.end_minute)])
      .sort((a, b) => a[0] - b[0]);
    for (let index = 1; index < spans.length; index += 1)
      expect(spans[index]?.[0]).toBeGreaterThanOrEqual(spans[index - 1]?.[1] ?? 0);
  });
});
