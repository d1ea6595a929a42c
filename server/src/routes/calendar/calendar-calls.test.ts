import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, consultationBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Issue 24 item 19 and issue 26 item 5: the online place's calendar shows the day's video calls in
 * their consultants' columns, and the desk moves a call or gives it to another consultant from there
 * (`PATCH /api/online-consultations/:id/time { consultantId }`).
 */
let server: TestServer;
let api: Client;
let staff: string;
const consultants: Record<string, string> = {};
const { updateCode } = TEST_SECRETS;
const DATE = soon(30);

interface Block {
  id: string;
  kind: string;
  customerName: string;
  status: string;
  time: string;
  end: string;
  services: Array<{ id: string; name: string }>;
  assignments: Array<{ resourceId: string; name: string; candidates: string[] }>;
}

async function booked(date: string, time: string, customerName: string) {
  const reply = await api.post(
    '/api/online-consultations',
    consultationBody({ date, time, ...anotherPerson(), customerName }),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const call = reply.body.consultation as { id: string; assignments: Array<{ resourceId: string }> };
  return { id: call.id, consultantId: call.assignments[0]?.resourceId as string };
}

async function onlineDay(
  date: string,
  token = staff,
): Promise<{ resources: Array<{ id: string; name: string }>; blocks: Block[] }> {
  const reply = await api.get(`/api/calendar?date=${date}&branch=online`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

const move = (id: string, body: Record<string, unknown>) =>
  api.patch(`/api/online-consultations/${id}/time`, { updateCode, ...body }, { token: staff });

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  const admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  const added = await api.post(
    '/api/resources',
    { branch: 'online', kind: 'practitioner', name: 'Dr. Abad', skills: ['doctor'] },
    { token: admin },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const listed = await api.get('/api/resources?branch=online', { token: staff });
  for (const resource of listed.body.data as Array<{ id: string; name: string; kind: string }>) {
    if (resource.kind === 'practitioner') consultants[resource.name] = resource.id;
  }
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/calendar?branch=online: the video calls', () => {
  it("shows each call of the day not cancelled in its consultant's column, with its data", async () => {
    const call = await booked(DATE, '10:00', 'Bea Online');
    const cancelled = await booked(DATE, '11:00', 'Cora Cancelled');
    await server.db.knex('online_consultations').where({ id: cancelled.id }).update({ status: 'cancelled' });
    const done = await booked(DATE, '10:30', 'Dina Done');
    await server.db.knex('online_consultations').where({ id: done.id }).update({ status: 'done' });
    await booked(soon(31), '10:00', 'Ella Next Day');

    const day = await onlineDay(DATE);
    expect(day.resources.map((r) => r.name)).toEqual(expect.arrayContaining(['Consultant 1', 'Dr. Abad']));
    expect(day.blocks.map((b) => b.customerName)).toEqual(['Bea Online', 'Dina Done']);
    const block = day.blocks.find((b) => b.id === call.id);
    expect(block).toMatchObject({
      kind: 'consultation',
      status: 'pending',
      serviceType: 'online',
      time: '10:00',
      end: '10:30',
      bookingNumber: expect.any(String),
      services: [{ id: 'consultation', name: 'Online video consultation' }],
    });
    const name = Object.keys(consultants).find((key) => consultants[key] === call.consultantId);
    expect(block?.assignments).toEqual([
      expect.objectContaining({
        kind: 'practitioner',
        resourceId: call.consultantId,
        name,
        start: '10:00',
        end: '10:30',
        candidates: expect.arrayContaining([consultants['Consultant 1'], consultants['Dr. Abad']]),
      }),
    ]);
    // A finished call keeps the column it was taken in.
    expect(day.blocks.find((b) => b.id === done.id)?.assignments).toHaveLength(1);
  });

  it('shows a call stored without a consultant where the day is planned, and a missed one without any in no column', async () => {
    const date = soon(32);
    const first = await booked(date, '14:00', 'Fe Unplaced');
    const second = await booked(date, '14:00', 'Gia Placed');
    // Booked before the consultants existed: no consultant stored.
    await server.db
      .knex('online_consultations')
      .where({ id: first.id })
      .update({ consultant_id: null, consultant_name: null });
    let day = await onlineDay(date);
    const placed = day.blocks.find((b) => b.id === first.id);
    const other = Object.values(consultants).find((id) => id !== second.consultantId);
    expect(placed?.assignments).toEqual([expect.objectContaining({ resourceId: other })]);

    // A missed call without a consultant takes no place in the plan: it answers none, and the desk
    // lists it apart ("Not yet placed") rather than in a column it never had.
    await server.db.knex('online_consultations').where({ id: first.id }).update({ status: 'no-show' });
    day = await onlineDay(date);
    expect(day.blocks.find((b) => b.id === first.id)).toMatchObject({ status: 'no-show', assignments: [] });
  });

  it("is every staff member's: an account limited to a branch still sees the online calendar", async () => {
    const limited = await signedIn(server.db.knex, api, 'staff', 'Mika Makati');
    await server.db
      .knex('users')
      .where({ email: limited.email })
      .update({ branches: ['makati'] });
    const day = await onlineDay(DATE, limited.token);
    expect(day.blocks.length).toBeGreaterThan(0);
  });
});

describe('PATCH /api/online-consultations/:id/time with consultantId (the calendar)', () => {
  it('gives a call to another consultant at its time, not e-mailed, and the calendar shows it there', async () => {
    const date = soon(33);
    const call = await booked(date, '15:00', 'Hana Reassigned');
    const to = Object.values(consultants).find((id) => id !== call.consultantId) as string;
    const outbox = () => server.db.knex('email_outbox').where({ consultation_id: call.id }).count({ n: '*' });
    const before = Number(((await outbox()) as Array<{ n: string | number }>)[0]?.n);
    const reply = await move(call.id, { date, time: '15:00', consultantId: to });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toMatch(/^Consultation given to /);
    expect(reply.body.data.assignments).toEqual([
      expect.objectContaining({ resourceId: to, start: '15:00' }),
    ]);
    expect(Number(((await outbox()) as Array<{ n: string | number }>)[0]?.n)).toBe(before);
    const block = (await onlineDay(date)).blocks.find((b) => b.id === call.id);
    expect(block?.assignments[0]?.resourceId).toBe(to);
    // The same consultant again changes nothing.
    expect((await move(call.id, { date, time: '15:00', consultantId: to })).body.message).toBe(
      'Nothing to change',
    );
  });

  it('moves and reassigns in one step, and refuses a consultant taken then with 409 and their free times', async () => {
    const date = soon(34);
    const busy = await booked(date, '16:00', 'Iris Busy');
    const call = await booked(date, '17:00', 'Jade Moving');
    const refused = await move(call.id, { date, time: '16:00', consultantId: busy.consultantId });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/fully booked/);
    expect(refused.body.alternatives.length).toBeGreaterThan(0);
    expect(refused.body.alternatives).not.toContainEqual(expect.objectContaining({ date, time: '16:00' }));
    const stored = await server.db.knex('online_consultations').where({ id: call.id }).first();
    expect(stored.consultation_time).toBe('17:00');

    const moved = await move(call.id, { date, time: '16:30', consultantId: busy.consultantId });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toMatch(/moved/);
    expect(moved.body.data).toMatchObject({
      time: '16:30',
      assignments: [expect.objectContaining({ resourceId: busy.consultantId, start: '16:30' })],
    });
  });

  it('refuses what is no consultant with 400, never a 500', async () => {
    const date = soon(35);
    const call = await booked(date, '12:00', 'Kaye Checked');
    const notOne = await move(call.id, { date, time: '12:00', consultantId: crypto.randomUUID() });
    expect(notOne.status).toBe(400);
    expect(notOne.body.msg).toMatch(/does not work/);
    const garbage = await move(call.id, { date, time: '12:00', consultantId: 'Consultant 1' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.msg).toMatch(/consultantId must be a consultant id/);
  });
});
