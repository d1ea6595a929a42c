import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../../domain/branch-hours';
import { addDays } from '../../../../domain/manila-date';
import { signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 26 items 1 and 2 (first slice): a branch's resources and their schedules over the API. */
let server: TestServer;
let api: Client;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await server.close();
});

const room = (name: string) => ({ kind: 'room', name, skills: [], type: '', active: true, schedule: null });

describe('GET /api/resources', () => {
  it("gives staff each branch's upgrade rooms, Room 1 to N for its old capacity", async () => {
    const reply = await api.get('/api/resources?branch=makati', { token: staff });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(
      ['Room 1', 'Room 2', 'Room 3', 'Room 4'].map((name) => ({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        branch: 'makati',
        ...room(name),
      })),
    );
    const all = await api.get('/api/resources', { token: staff });
    const perBranch = Object.fromEntries(
      ['makati', 'las-pinas', 'quezon-city', 'home', 'online'].map((branch) => [
        branch,
        all.body.data.filter((resource: { branch: string }) => resource.branch === branch).length,
      ]),
    );
    expect(perBranch).toEqual({ makati: 4, 'las-pinas': 3, 'quezon-city': 3, home: 2, online: 1 });
  });

  it('is for the back-office only, and names a wrong branch', async () => {
    expect((await api.get('/api/resources')).status).toBe(401);
    const wrong = await api.get('/api/resources?branch=cebu', { token: staff });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'branch', msg: expect.stringContaining('branch must be') });
  });
});

describe('POST /api/resources and PATCH /api/resources/:id', () => {
  it('lets an admin add a doctor and a HIFU machine, listed people first, then rooms, then machines', async () => {
    const doctor = await api.post(
      '/api/resources',
      {
        branch: 'las-pinas',
        kind: 'practitioner',
        name: '  Dr. Cruz ',
        skills: ['Doctor', 'doctor', 'threads'],
      },
      { token: admin },
    );
    expect(doctor.status).toBe(201);
    expect(doctor.body.data).toEqual({
      id: expect.any(String),
      branch: 'las-pinas',
      kind: 'practitioner',
      name: 'Dr. Cruz',
      skills: ['doctor', 'threads'],
      type: '',
      active: true,
      schedule: null,
    });
    const machine = await api.post(
      '/api/resources',
      { branch: 'las-pinas', kind: 'machine', name: 'Ulthera', type: 'hifu' },
      { token: admin },
    );
    expect(machine.status).toBe(201);
    const list = await api.get('/api/resources?branch=las-pinas', { token: staff });
    expect(list.body.data.map((resource: { name: string }) => resource.name)).toEqual([
      'Dr. Cruz',
      'Room 1',
      'Room 2',
      'Room 3',
      'Ulthera',
    ]);
  });

  it('renames and retires, keeping kind and branch; a staff member gets 403 and changes nothing', async () => {
    const added = await api.post(
      '/api/resources',
      { branch: 'quezon-city', kind: 'room', name: 'Laser room', type: 'laser-room' },
      { token: admin },
    );
    const id = added.body.data.id;
    const renamed = await api.patch(
      `/api/resources/${id}`,
      { name: 'Room L', active: false },
      { token: admin },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      id,
      name: 'Room L',
      active: false,
      kind: 'room',
      type: 'laser-room',
    });

    const refused = await api.patch(`/api/resources/${id}`, { name: 'Mine now' }, { token: staff });
    expect(refused.status).toBe(403);
    const addRefused = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'room', name: 'Room 9' },
      { token: staff },
    );
    expect(addRefused.status).toBe(403);
    const scheduleRefused = await api.put(
      `/api/resources/${id}/schedule`,
      { weekly: null },
      { token: staff },
    );
    expect(scheduleRefused.status).toBe(403);
    const after = await api.get('/api/resources?branch=quezon-city', { token: staff });
    expect(after.body.data.find((resource: { id: string }) => resource.id === id)).toMatchObject({
      name: 'Room L',
      active: false,
    });
    expect(after.body.data.some((resource: { name: string }) => resource.name === 'Room 9')).toBe(false);

    const moved = await api.patch(`/api/resources/${id}`, { branch: 'makati' }, { token: admin });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toBe(
      'kind and branch cannot change: retire this resource (active: false) and add a new one',
    );
  });

  it.each([
    [{ branch: 'makati', kind: 'robot', name: 'R2' }, 'kind', 'kind must be practitioner, room or machine'],
    [{ branch: 'makati', kind: 'room', name: '   ' }, 'name', 'name cannot be empty'],
    [{ branch: 'makati', kind: 'room' }, 'name', 'name must be text'],
    [{ branch: 'cebu', kind: 'room', name: 'Room X' }, 'branch', 'branch must be one of'],
    [
      { branch: 'makati', kind: 'machine', name: 'Mystery box' },
      'type',
      'type cannot be empty for a machine',
    ],
    [
      { branch: 'makati', kind: 'room', name: 'Room S', skills: ['doctor'] },
      'skills',
      'skills are for practitioners',
    ],
    [
      { branch: 'makati', kind: 'practitioner', name: 'Nurse T', type: 'hifu' },
      'type',
      'type is for rooms and machines',
    ],
    [
      { branch: 'makati', kind: 'practitioner', name: 'Nurse U', skills: 'nurse' },
      'skills',
      'skills must be a list',
    ],
    [{ branch: 'makati', kind: 'room', name: 'Room V', colour: 'red' }, undefined, 'Unknown field: colour'],
    [
      { branch: 'makati', kind: 'room', name: 'R'.repeat(121) },
      'name',
      'name must be at most 120 characters',
    ],
    [
      { branch: 'makati', kind: 'room', name: 'Room\u0000' },
      'name',
      'name contains characters that are not allowed',
    ],
    [{ branch: 'makati', kind: 'room', name: 'Room\nTwo' }, 'name', 'name must be on one line'],
    [
      { branch: 'makati', kind: 'machine', name: 'M', type: 'hifu<script>' },
      'type',
      'type must be letters, digits',
    ],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const reply = await api.post('/api/resources', body, { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    if (field) expect(reply.body.field).toBe(field);
  });

  it('refuses a second resource of the same name at a branch (any case) with 409, but not at another branch', async () => {
    const clash = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'room', name: 'room 1' },
      { token: admin },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('There is already a resource named "room 1" at Makati');
    const elsewhere = await api.post(
      '/api/resources',
      { branch: 'home', kind: 'room', name: 'Room 3' },
      { token: admin },
    );
    expect(elsewhere.status).toBe(201);
  });

  it('answers 404 for an unknown or malformed id, and 400 for a machine made typeless', async () => {
    expect((await api.patch('/api/resources/not-a-uuid', { name: 'X' }, { token: admin })).status).toBe(404);
    expect(
      (
        await api.patch(
          '/api/resources/00000000-0000-4000-8000-000000000000',
          { name: 'X' },
          { token: admin },
        )
      ).status,
    ).toBe(404);
    const machine = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'machine', name: 'Pico laser', type: 'laser' },
      { token: admin },
    );
    const typeless = await api.patch(
      `/api/resources/${machine.body.data.id}`,
      { type: '' },
      { token: admin },
    );
    expect(typeless.status).toBe(400);
    expect(typeless.body).toMatchObject({
      field: 'type',
      msg: 'type cannot be empty for a machine (e.g. hifu, laser)',
    });
  });
});

describe('PUT /api/resources/:id/schedule', () => {
  async function newPractitioner(name: string) {
    const reply = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'practitioner', name, skills: ['aesthetician'] },
      { token: admin },
    );
    return reply.body.data.id as string;
  }

  it('stores weekly hours and exceptions, answers them back, and replaces them whole on the next PUT', async () => {
    const id = await newPractitioner('Joy');
    const schedule = {
      weekly: {
        mon: [
          ['10:00', '13:00'],
          ['14:00', '19:00'],
        ],
        wed: [['12:00', '21:00']],
      },
      exceptions: [
        { date: '2026-12-25', off: true },
        { date: '2026-12-08', hours: [['10:00', '14:00']] },
      ],
    };
    const reply = await api.put(`/api/resources/${id}/schedule`, schedule, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data.schedule).toEqual({
      weekly: schedule.weekly,
      exceptions: [
        { date: '2026-12-08', hours: [['10:00', '14:00']] },
        { date: '2026-12-25', off: true },
      ],
    });
    const listed = await api.get('/api/resources?branch=makati', { token: staff });
    expect(listed.body.data.find((resource: { id: string }) => resource.id === id).schedule).toEqual(
      reply.body.data.schedule,
    );

    const again = await api.put(
      `/api/resources/${id}/schedule`,
      { weekly: { tue: [['10:00', '18:00']] } },
      { token: admin },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.schedule).toEqual({ weekly: { tue: [['10:00', '18:00']] }, exceptions: [] });
  });

  it('lets a machine keep the branch hours (weekly null) with a maintenance day', async () => {
    const machine = await api.post(
      '/api/resources',
      { branch: 'makati', kind: 'machine', name: 'HIFU', type: 'hifu' },
      { token: admin },
    );
    const reply = await api.put(
      `/api/resources/${machine.body.data.id}/schedule`,
      { weekly: null, exceptions: [{ date: '2026-12-02', off: true }] },
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.schedule).toEqual({
      weekly: null,
      exceptions: [{ date: '2026-12-02', off: true }],
    });
  });

  it.each([
    [
      { weekly: { mon: [['18:00', '10:00']] } },
      'weekly.mon.0',
      'weekly.mon: 18:00-10:00 closes before it opens',
    ],
    [
      { weekly: { mon: [['10:00', '10:00']] } },
      'weekly.mon.0',
      'weekly.mon: 10:00-10:00 closes before it opens',
    ],
    [
      {
        weekly: {
          tue: [
            ['10:00', '14:00'],
            ['13:00', '18:00'],
          ],
        },
      },
      'weekly.tue',
      'weekly.tue: 10:00-14:00 and 13:00-18:00 overlap',
    ],
    [
      { weekly: { wed: [['10:15', '18:00']] } },
      'weekly.wed.0',
      'must start and end on the hour or half hour',
    ],
    [{ weekly: { thu: [['9am', '18:00']] } }, 'weekly.thu.0.0', 'weekly.thu: times must be HH:MM'],
    [{ weekly: { thu: [['25:00', '26:00']] } }, 'weekly.thu.0.0', 'weekly.thu: times must be HH:MM'],
    [{ weekly: { funday: [['10:00', '18:00']] } }, 'weekly', 'Unknown field: funday'],
    [
      { weekly: { mon: '10:00-18:00' } },
      'weekly.mon',
      "weekly.mon must be a list of ['HH:MM', 'HH:MM'] ranges",
    ],
    [
      { exceptions: [{ date: '2026-02-30', off: true }] },
      'exceptions.0.date',
      'exceptions: 2026-02-30 is not a date',
    ],
    [{ exceptions: [{ date: '30/12/2026', off: true }] }, 'exceptions.0.date', 'is not a date'],
    [
      { exceptions: [{ date: '2026-12-01', off: true, hours: [['10:00', '12:00']] }] },
      'exceptions.0',
      'needs either off: true or hours, not both',
    ],
    [{ exceptions: [{ date: '2026-12-01' }] }, 'exceptions.0', 'needs either off: true or hours'],
    [{ exceptions: [{ date: '2026-12-01', hours: [] }] }, 'exceptions.0.hours', 'hours cannot be empty'],
    [
      {
        exceptions: [
          { date: '2026-12-01', off: true },
          { date: '2026-12-01', hours: [['10:00', '12:00']] },
        ],
      },
      'exceptions',
      'exceptions: 2026-12-01 is given twice',
    ],
    [{ weekly: null, holidays: [] }, undefined, 'Unknown field: holidays'],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const id = await newPractitioner(`Nurse ${Math.random().toString(36).slice(2, 8)}`);
    const reply = await api.put(`/api/resources/${id}/schedule`, body, { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    if (field) expect(reply.body.field).toBe(field);
    const listed = await api.get('/api/resources?branch=makati', { token: staff });
    expect(listed.body.data.find((resource: { id: string }) => resource.id === id).schedule).toBeNull();
  });

  it('answers 404 for an unknown resource', async () => {
    const reply = await api.put(
      '/api/resources/00000000-0000-4000-8000-000000000000/schedule',
      { weekly: null },
      { token: admin },
    );
    expect(reply.status).toBe(404);
  });
});

describe('GET /api/resources?branch=&date=', () => {
  // A Monday a week or two ahead (closed dates must be inside the booking window), and its Tuesday.
  let MONDAY = soon(7);
  while (weekdayOf(MONDAY) !== 'mon') MONDAY = addDays(MONDAY, 1);
  const TUESDAY = addDays(MONDAY, 1);
  const NEXT_MONDAY = addDays(MONDAY, 7);

  const hoursOf = async (date: string) => {
    const reply = await api.get(`/api/resources?branch=las-pinas&date=${date}`, { token: staff });
    expect(reply.status).toBe(200);
    return Object.fromEntries(
      reply.body.data.map((resource: { name: string; workingHours: string[][] }) => [
        resource.name,
        resource.workingHours,
      ]),
    );
  };

  it("gives each resource its hours that day: rooms the branch's from the current catalogue, people their own", async () => {
    const doctor = await api.post(
      '/api/resources',
      { branch: 'las-pinas', kind: 'practitioner', name: 'Dr. Reyes', skills: ['doctor'] },
      { token: admin },
    );
    const nurse = await api.post(
      '/api/resources',
      { branch: 'las-pinas', kind: 'practitioner', name: 'Nurse Ana', skills: ['nurse'] },
      { token: admin },
    );
    await api.put(
      `/api/resources/${doctor.body.data.id}/schedule`,
      { weekly: { mon: [['12:00', '19:00']] }, exceptions: [{ date: NEXT_MONDAY, off: true }] },
      { token: admin },
    );
    const monday = await hoursOf(MONDAY);
    expect(monday['Room 1']).toEqual([['10:00', '20:00']]);
    expect(monday['Dr. Reyes']).toEqual([['12:00', '19:00']]);
    expect(monday['Nurse Ana']).toEqual([]);
    expect((await hoursOf(TUESDAY))['Dr. Reyes']).toEqual([]);
    expect((await hoursOf(NEXT_MONDAY))['Dr. Reyes']).toEqual([]);
    expect(nurse.status).toBe(201);

    const edit = await api.patch(
      '/api/catalogue/branches/las-pinas',
      {
        hours: { mon: { opens: '11:00', closes: '18:00' } },
        closedDates: [{ date: TUESDAY, reason: 'Inventory' }],
      },
      { token: admin },
    );
    expect(edit.status).toBe(200);
    expect((await hoursOf(MONDAY))['Room 1']).toEqual([['11:00', '18:00']]);
    const closed = await hoursOf(TUESDAY);
    expect(closed['Room 1']).toEqual([]);
    expect(closed['Dr. Reyes']).toEqual([]);
  });

  it('names a bad date', async () => {
    const reply = await api.get('/api/resources?branch=makati&date=2030-02-30', { token: staff });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'date', msg: 'date must be a date (YYYY-MM-DD)' });
  });
});
