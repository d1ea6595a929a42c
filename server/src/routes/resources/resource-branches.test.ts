import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { ALL_WEEK, addScheduledPractitioner } from '../../test/practitioners';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Roles by branch on the resources screen (issue 29 item 5): a Makati receptionist reads Makati's
 * practitioners, rooms and machines (and online's) only, and of the visits a day off leaves without
 * their practitioner, the Makati clients only; another branch is a 403, never its clients' names.
 */
let server: TestServer;
let api: Client;
let admin: string;
let makatiDesk: string;
const THREADS = 'cog-thread-face-lift';
const date = soon(20);
const visits: Record<string, string> = {};
const doctors: Record<string, string> = {};

const addDoctor = (branch: string, name: string) =>
  addScheduledPractitioner(api, admin, { branch, name, skills: ['doctor'] });

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  const desk = await signedIn(server.db.knex, api, 'staff', 'Mika Makati');
  await server.db
    .knex('users')
    .where({ email: desk.email })
    .update({ branches: ['makati'] });
  makatiDesk = desk.token;
  const needs = await api.patch(
    `/api/catalogue/services/${THREADS}`,
    { needs: [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }] },
    { token: admin },
  );
  expect(needs.status).toBe(200);
  for (const [branch, name, customerName] of [
    ['makati', 'Dr. Makati', 'Makati Client'],
    ['las-pinas', 'Dr. Las Pinas', 'Las Pinas Client'],
  ] as const) {
    doctors[branch] = await addDoctor(branch, name);
    await addDoctor(branch, `${name} Two`);
    const booked = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: {
          branch,
          date,
          time: '14:00',
          customerName,
          practitionerId: doctors[branch],
          ...anotherPerson(),
        },
        cartItems: [{ id: THREADS, quantity: 1, price: 1 }],
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    visits[branch] = booked.body.booking.id;
    // A day off entered after the booking: the visit now needs another doctor.
    const dayOff = await api.put(
      `/api/resources/${doctors[branch]}/schedule`,
      { weekly: ALL_WEEK, exceptions: [{ date, off: true }] },
      { token: admin },
    );
    expect(dayOff.status, JSON.stringify(dayOff.body)).toBe(200);
  }
});

afterAll(async () => {
  await server.close();
});

const namesOf = (reply: { body: { data: Array<{ customerName: string }> } }) =>
  reply.body.data.map((visit) => visit.customerName).sort();

describe('GET /api/resources/affected-visits', () => {
  it("lists a Makati receptionist's clients only; an admin sees both branches'", async () => {
    const all = await api.get('/api/resources/affected-visits', { token: admin });
    expect(all.status).toBe(200);
    expect(namesOf(all)).toEqual(['Las Pinas Client', 'Makati Client']);
    const mine = await api.get('/api/resources/affected-visits', { token: makatiDesk });
    expect(mine.status).toBe(200);
    expect(namesOf(mine)).toEqual(['Makati Client']);
    expect(JSON.stringify(mine.body)).not.toContain('Las Pinas Client');
  });

  it('answers 403 { msg } for another branch, and lists hers when she names it', async () => {
    const other = await api.get('/api/resources/affected-visits?branch=las-pinas', { token: makatiDesk });
    expect([other.status, other.body.msg]).toEqual([403, 'That is another branch: pick one of yours']);
    const hers = await api.get('/api/resources/affected-visits?branch=makati', { token: makatiDesk });
    expect(namesOf(hers)).toEqual(['Makati Client']);
  });

  it('refuses to reassign a Las Piñas visit (403) and leaves it with its doctor; reassigns her own', async () => {
    const other = await api.post(
      '/api/resources/affected-visits/reassign',
      { bookingId: visits['las-pinas'], from: doctors['las-pinas'], to: doctors['las-pinas'] },
      { token: makatiDesk },
    );
    expect([other.status, other.body.msg]).toEqual([403, 'This booking belongs to another branch']);
    const kept = await server.db
      .knex('booking_assignments')
      .where({ booking_id: visits['las-pinas'], kind: 'practitioner' })
      .first('resource_id');
    expect(kept.resource_id).toBe(doctors['las-pinas']);
    const second = (await server.db
      .knex('resources')
      .where({ branch: 'makati', name: 'Dr. Makati Two' })
      .first('id')) as { id: string };
    const own = await api.post(
      '/api/resources/affected-visits/reassign',
      { bookingId: visits.makati, from: doctors.makati, to: second.id },
      { token: makatiDesk },
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });
});

describe('GET /api/resources', () => {
  it("gives a Makati receptionist Makati's and online's resources only", async () => {
    const mine = await api.get('/api/resources', { token: makatiDesk });
    expect(mine.status).toBe(200);
    const places = new Set(mine.body.data.map((resource: { branch: string }) => resource.branch));
    expect([...places].sort()).toEqual(['makati', 'online']);
    expect(JSON.stringify(mine.body)).not.toContain('Dr. Las Pinas');
    const all = await api.get('/api/resources', { token: admin });
    expect(all.body.data.map((resource: { name: string }) => resource.name)).toContain('Dr. Las Pinas');
  });

  it('answers 403 { msg } for another branch, 200 for hers and for online', async () => {
    const other = await api.get(`/api/resources?branch=las-pinas&date=${date}`, { token: makatiDesk });
    expect([other.status, other.body.msg]).toEqual([403, 'That is another branch: pick one of yours']);
    expect((await api.get('/api/resources?branch=makati', { token: makatiDesk })).status).toBe(200);
    expect((await api.get('/api/resources?branch=online', { token: makatiDesk })).status).toBe(200);
  });

  it("cannot add, change or schedule any branch's resources: those are an admin's", async () => {
    const added = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'room', name: 'Room 9' },
      { token: makatiDesk },
    );
    expect(added.status).toBe(403);
    const changed = await api.patch(
      `/api/resources/${doctors['las-pinas']}`,
      { name: 'Renamed' },
      { token: makatiDesk },
    );
    expect(changed.status).toBe(403);
    const scheduled = await api.put(
      `/api/resources/${doctors['las-pinas']}/schedule`,
      { weekly: ALL_WEEK, exceptions: [] },
      { token: makatiDesk },
    );
    expect(scheduled.status).toBe(403);
  });
});
