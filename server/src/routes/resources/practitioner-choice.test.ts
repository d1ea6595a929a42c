import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { ALL_WEEK, addScheduledPractitioner } from '../../test/practitioners';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Issue 26 item 4: every booking answer names who and what it takes; the client may choose a
 * practitioner; a practitioner's day off entered after bookings exist lists the visits that now need
 * another person, and the desk resolves them. Makati gets two doctors (Dr. Cruz, Dr. Reyes), an
 * aesthetician (Joy) and a retired doctor (Dr. Old); a thread lift takes a doctor and a room.
 */
let server: TestServer;
let api: Client;
let admin: string;
let staff: string;
const ids: Record<string, string> = {};

const THREADS = 'cog-thread-face-lift';
const FACIAL = 'stem-cell-facial';

type Slot = { time: string; available: boolean };
type AssignmentOut = {
  serviceId: string;
  resourceId: string;
  kind: string;
  name: string;
  start: string;
  end: string;
};

const addPractitioner = (name: string, skills: string[]) =>
  addScheduledPractitioner(api, admin, { branch: 'makati', name, skills });

function book(date: string, time: string, extra: Record<string, unknown> = {}, service = THREADS) {
  return api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { branch: 'makati', date, time, ...anotherPerson(), ...extra },
      cartItems: [{ id: service, quantity: 1, price: 1 }],
    }),
  );
}

async function availability(date: string, practitionerId?: string, service = THREADS) {
  const chosen = practitionerId ? `&practitionerId=${practitionerId}` : '';
  return api.get(`/api/availability?branch=makati&date=${date}&services=${service}${chosen}`);
}

async function freeAt(date: string, time: string, practitionerId?: string) {
  const reply = await availability(date, practitionerId);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.slots as Slot[]).find((slot) => slot.time === time)?.available;
}

const practitionerOf = (assignments: AssignmentOut[]) =>
  assignments.find((a) => a.kind === 'practitioner')?.name;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  const needs = await api.patch(
    `/api/catalogue/services/${THREADS}`,
    { needs: [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }] },
    { token: admin },
  );
  expect(needs.status).toBe(200);
  ids.cruz = await addPractitioner('Dr. Cruz', ['doctor']);
  ids.reyes = await addPractitioner('Dr. Reyes', ['doctor']);
  ids.joy = await addPractitioner('Joy', ['aesthetician']);
  ids.old = await addPractitioner('Dr. Old', ['doctor']);
  expect((await api.patch(`/api/resources/${ids.old}`, { active: false }, { token: admin })).status).toBe(
    200,
  );
});

afterAll(async () => {
  await server.close();
});

describe('every booking answer carries its assignments (issue 26 item 4)', () => {
  it('the staff list and one booking, the manage page (practitioners only), a status change and a move', async () => {
    const date = soon(30);
    const made = await book(date, '11:00');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id } = made.body.booking;
    const assigned = made.body.booking.assignments as AssignmentOut[];
    expect(assigned.map((a) => a.kind)).toEqual(['practitioner', 'room']);

    const list = await api.get(`/api/bookings?serviceDate=${date}&limit=20`, { token: staff });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.bookings.find((b: { id: string }) => b.id === id)?.assignments).toEqual(assigned);
    const search = await api.get(
      `/api/bookings/search?search=${made.body.booking.bookingData.bookingNumber}`,
      {
        token: staff,
      },
    );
    expect(search.body.data[0]?.assignments).toEqual(assigned);

    const one = await api.get(`/api/bookings/${id}`, { token: staff });
    expect(one.body.data.assignments).toEqual(assigned);

    const managed = await api.get(`/api/my-booking/${made.body.manageToken}`);
    expect(managed.status).toBe(200);
    expect(managed.body.booking.assignments).toEqual(assigned.filter((a) => a.kind === 'practitioner'));

    const confirmed = await api.patch(
      `/api/bookings/${id}/status`,
      { status: 'confirmed', updateCode: TEST_SECRETS.updateCode },
      { token: staff },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.assignments).toEqual(assigned);

    const moved = await api.patch(
      `/api/bookings/${id}`,
      { updateCode: TEST_SECRETS.updateCode, bookingData: { time: '15:00' } },
      { token: staff },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.assignments.map((a: AssignmentOut) => [a.kind, a.start, a.end])).toEqual([
      ['practitioner', '15:00', '17:00'],
      ['room', '15:00', '17:00'],
    ]);
  });
});

describe('the client chooses a practitioner (issue 26 item 4)', () => {
  it('availability names the fitting practitioners and answers for the chosen one', async () => {
    const date = soon(31);
    const open = await availability(date);
    expect(open.body.practitioners).toEqual([
      { id: ids.cruz, name: 'Dr. Cruz' },
      { id: ids.reyes, name: 'Dr. Reyes' },
    ]);
    const chosen = await book(date, '10:00', { practitionerId: ids.reyes });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(practitionerOf(chosen.body.booking.assignments)).toBe('Dr. Reyes');
    expect(chosen.body.booking.bookingData.practitionerId).toBe(ids.reyes);

    expect(await freeAt(date, '10:00', ids.reyes)).toBe(false);
    expect(await freeAt(date, '10:00', ids.cruz)).toBe(true);
    expect(await freeAt(date, '10:00')).toBe(true);
    expect(await freeAt(date, '12:00', ids.reyes)).toBe(true);
  });

  it('a busy chosen practitioner is 409 with alternatives free for them; Anyone is still booked', async () => {
    const date = soon(32);
    expect((await book(date, '10:00', { practitionerId: ids.reyes })).status).toBe(201);
    const busy = await book(date, '10:00', { practitionerId: ids.reyes });
    expect(busy.status).toBe(409);
    expect(busy.body.alternatives.length).toBeGreaterThan(0);
    for (const alternative of busy.body.alternatives) {
      expect(await freeAt(alternative.date, alternative.time, ids.reyes)).toBe(true);
    }
    const anyone = await book(date, '10:00');
    expect(anyone.status).toBe(201);
    expect(practitionerOf(anyone.body.booking.assignments)).toBe('Dr. Cruz');
  });

  it('a booking with a chosen practitioner is never moved to another by a later booking', async () => {
    const date = soon(33);
    // Anyone at 10 takes Dr. Cruz; Reyes chosen at 10 then; a third doctor visit at 10 does not fit.
    expect((await book(date, '10:00')).status).toBe(201);
    expect((await book(date, '10:00', { practitionerId: ids.reyes })).status).toBe(201);
    expect((await book(date, '10:00')).status).toBe(409);
    const rows = await server.db
      .knex('booking_assignments')
      .join('bookings', 'bookings.id', 'booking_assignments.booking_id')
      .where({ 'bookings.service_date': date, 'booking_assignments.kind': 'practitioner' })
      .select('bookings.practitioner_id', 'booking_assignments.resource_id');
    for (const row of rows) if (row.practitioner_id) expect(row.resource_id).toBe(row.practitioner_id);
  });

  it('refuses a practitioner who does not fit or is retired, naming them (400)', async () => {
    const date = soon(34);
    const unfit = await book(date, '12:00', { practitionerId: ids.joy });
    expect(unfit.status).toBe(400);
    expect(unfit.body.msg).toMatch(/Joy does not do/);
    const retired = await book(date, '12:00', { practitionerId: ids.old });
    expect(retired.status).toBe(400);
    expect(retired.body.msg).toMatch(/Dr\. Old no longer takes bookings/);
    const unknown = await availability(date, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/does not work at/);
    expect((await availability(date, 'not-an-id')).status).toBe(400);
    const facial = await availability(date, ids.joy, FACIAL);
    expect(facial.status).toBe(400);
  });

  it('a hold for a chosen practitioner holds them, and the booking from it keeps them', async () => {
    const date = soon(35);
    const hold = await api.post('/api/holds', {
      branch: 'makati',
      date,
      time: '13:00',
      services: [THREADS],
      practitionerId: ids.cruz,
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    expect(await freeAt(date, '13:00', ids.cruz)).toBe(false);
    expect(await freeAt(date, '13:00', ids.reyes)).toBe(true);
    const mine = await book(date, '13:00', { holdId: hold.body.hold.id, practitionerId: ids.cruz });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(practitionerOf(mine.body.booking.assignments)).toBe('Dr. Cruz');
  });
});

describe("a practitioner's day off after bookings exist (issue 26 item 4)", () => {
  it('lists the visits that now need another person, with who is free, and the desk reassigns or tells', async () => {
    const date = soon(36);
    const withReyes = await book(date, '14:00', { practitionerId: ids.reyes });
    expect(withReyes.status).toBe(201);
    const alsoReyes = await book(date, '16:00', { practitionerId: ids.reyes });
    expect(alsoReyes.status).toBe(201);
    // Dr. Cruz is busy at 16:00: only 14:00 can go to him.
    expect(
      practitionerOf((await book(date, '16:00', { practitionerId: ids.cruz })).body.booking.assignments),
    ).toBe('Dr. Cruz');

    const dayOff = await api.put(
      `/api/resources/${ids.reyes}/schedule`,
      { weekly: ALL_WEEK, exceptions: [{ date, off: true }] },
      { token: admin },
    );
    expect(dayOff.status, JSON.stringify(dayOff.body)).toBe(200);
    expect(dayOff.body.affected).toEqual([
      expect.objectContaining({
        bookingId: withReyes.body.booking.id,
        date,
        start: '14:00',
        end: '16:00',
        serviceName: expect.any(String),
        customerName: expect.any(String),
        practitioner: { id: ids.reyes, name: 'Dr. Reyes' },
        free: [{ id: ids.cruz, name: 'Dr. Cruz' }],
      }),
      expect.objectContaining({ bookingId: alsoReyes.body.booking.id, start: '16:00', free: [] }),
    ]);
    // Availability for Reyes that day: none; for anyone: Dr. Cruz's free times.
    const reyesDay = await availability(date, ids.reyes);
    expect((reyesDay.body.slots as Slot[]).filter((slot) => slot.available)).toEqual([]);

    const listed = await api.get('/api/resources/affected-visits?branch=makati', { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((visit: { bookingId: string }) => visit.bookingId)).toEqual([
      withReyes.body.booking.id,
      alsoReyes.body.booking.id,
    ]);

    const busy = await api.post(
      '/api/resources/affected-visits/reassign',
      { bookingId: alsoReyes.body.booking.id, from: ids.reyes, to: ids.cruz },
      { token: staff },
    );
    expect(busy.status).toBe(409);
    expect(busy.body.msg).toMatch(/Dr\. Cruz/);
    const unfit = await api.post(
      '/api/resources/affected-visits/reassign',
      { bookingId: withReyes.body.booking.id, from: ids.reyes, to: ids.joy },
      { token: staff },
    );
    expect(unfit.status).toBe(400);
    const reassigned = await api.post(
      '/api/resources/affected-visits/reassign',
      { bookingId: withReyes.body.booking.id, from: ids.reyes, to: ids.cruz },
      { token: staff },
    );
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(200);
    expect(practitionerOf(reassigned.body.data.assignments)).toBe('Dr. Cruz');
    expect(reassigned.body.data.bookingData.practitionerId).toBe(ids.cruz);
    const history = await api.get(`/api/bookings/${withReyes.body.booking.id}`, { token: staff });
    expect(history.body.data.events.map((event: { summary: string }) => event.summary).join(' ')).toMatch(
      /Dr\. Reyes.*Dr\. Cruz/,
    );

    const left = await api.get('/api/resources/affected-visits?branch=makati', { token: staff });
    expect(left.body.data.map((visit: { bookingId: string }) => visit.bookingId)).toEqual([
      alsoReyes.body.booking.id,
    ]);

    const told = await api.post(
      '/api/settings/capacity/affected/notify',
      { visits: [{ kind: 'booking', id: alsoReyes.body.booking.id }] },
      { token: admin },
    );
    expect(told.status, JSON.stringify(told.body)).toBe(200);
    expect(told.body.told ?? told.body.data?.told).toEqual([alsoReyes.body.booking.id]);
    const mail = await server.db
      .knex('email_outbox')
      .where({ booking_id: alsoReyes.body.booking.id, kind: 'desk-stranded' });
    expect(mail).toHaveLength(1);
  });
});

describe('retiring a resource that future visits hold (issue 26 item 1)', () => {
  it('answers the visits that need another person and how many visits still hold it', async () => {
    const date = soon(37);
    const leaving = await addPractitioner('Dr. Leaving', ['doctor']);
    const held = await book(date, '11:00', { practitionerId: leaving });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const retired = await api.patch(`/api/resources/${leaving}`, { active: false }, { token: admin });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(retired.body.data.active).toBe(false);
    expect(retired.body.visitsHolding).toBe(1);
    expect(retired.body.affected).toEqual([
      expect.objectContaining({
        bookingId: held.body.booking.id,
        practitioner: { id: leaving, name: 'Dr. Leaving' },
      }),
    ]);
    // A rename says nothing of visits: only a retirement does.
    const renamed = await api.patch(`/api/resources/${ids.cruz}`, { name: 'Dr. Cruz' }, { token: admin });
    expect(renamed.status).toBe(200);
    expect(renamed.body.affected).toBeUndefined();
  });
});
