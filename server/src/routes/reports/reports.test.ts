import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../../../domain/catalogue/catalogue-shapes';
import { openMinutesInRange } from '../../../../domain/reports/occupancy';
import { signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let admin: string;
let staff: string;
let manager: string;
const ids: Record<string, string> = {};
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

const HIFU_LINE = {
  id: 'hifu-facelift',
  name: 'HIFU Facelift',
  unitPrice: 5000,
  quantity: 1,
  lineTotal: 5000,
  selectedPromo: 'Buy 4 get 1 free',
  promoCode: null,
};

async function newClient(name: string): Promise<string> {
  const id = crypto.randomUUID();
  await server.db.knex('clients').insert({ id, name, email: `${name.toLowerCase()}@example.com`, phone: '' });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Ana Admin')).token;
  staff = (await signedIn(server.db.knex, api, 'staff', 'Sol Staff')).token;
  const makatiManager = await signedIn(server.db.knex, api, 'manager', 'Mina Manager');
  await server.db.knex.raw("update users set branches = '{makati}' where email = ?", [makatiManager.email]);
  manager = makatiManager.token;
  const db = server.db.knex;
  const [ana, ben, cora] = [await newClient('Ana'), await newClient('Ben'), await newClient('Cora')];
  const stored = await storeBookings(db, [
    { branch: 'makati', date: '2026-10-05', status: 'completed' },
    { branch: 'makati', date: '2026-10-05', time: '11:00', status: 'completed' },
    { branch: 'makati', date: '2026-10-05', time: '12:00', status: 'no-show' },
    { branch: 'makati', date: '2026-10-05', time: '13:00', status: 'cancelled' },
    { branch: 'las-pinas', date: '2026-10-10', status: 'confirmed' },
    { branch: 'makati', date: '2026-09-30', status: 'completed' },
    { branch: 'makati', date: '2026-11-01', status: 'no-show' },
    {
      branch: 'makati',
      date: '2026-10-05',
      status: 'no-show',
      deletedAt: new Date('2026-10-06T00:00:00Z'),
    },
    { branch: 'las-pinas', date: '2026-09-20', status: 'cancelled' },
  ]);
  const [done1, done2, , , hifu, before, , , coraCancelledBefore] = stored as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  Object.assign(ids, { done1, done2, hifu });
  await db('bookings').whereIn('id', [before, done1]).update({ client_id: ana });
  await db('bookings').whereIn('id', [done2]).update({ client_id: ben });
  await db('bookings').whereIn('id', [hifu, coraCancelledBefore]).update({ client_id: cora });
  await db('bookings')
    .where({ id: hifu })
    .update({ cart_items: JSON.stringify([HIFU_LINE, HIFU_LINE]), total_price: 10000, visit_minutes: 90 });
  const room = await db('resources')
    .where({ branch: 'makati', kind: 'room', active: true })
    .orderBy('name')
    .first();
  ids.room = room.id;
  await db('booking_assignments').insert({
    booking_id: done1,
    position: 0,
    service_id: 'stem-cell-facial',
    resource_id: room.id,
    kind: 'room',
    name: room.name,
    service_date: '2026-10-05',
    start_minute: 600,
    end_minute: 660,
  });
  const entry = (
    booking: string,
    method: string | null,
    amount: number,
    recordedAt: string,
    reference?: string,
  ) => ({
    id: crypto.randomUUID(),
    booking_id: booking,
    method,
    amount,
    reference: reference ?? null,
    reason: amount < 0 ? 'Refund of a double charge' : null,
    source: 'desk',
    recorded_by: 'Ana Admin',
    recorded_at: new Date(recordedAt),
  });
  await db('payment_entries').insert([
    // 23:59 on 4 October in Manila (15:59 UTC): the 4th.
    entry(done1, 'cash', 1000, '2026-10-04T15:59:00Z'),
    // 00:01 on 5 October in Manila (16:01 UTC on the 4th): the 5th.
    entry(done1, 'gcash', 999, '2026-10-04T16:01:00Z', '0012345678901'),
    entry(done2, 'gcash', 1999, '2026-10-05T03:00:00Z', '0098765432109'),
    entry(done2, 'gcash', -200, '2026-10-05T05:00:00Z'),
    entry(hifu, 'card', 5000, '2026-10-10T02:00:00Z'),
    // 00:30 on 1 November in Manila: after the period.
    entry(hifu, 'cash', 700, '2026-10-31T16:30:00Z'),
    // 23:30 on 30 September in Manila: before it.
    entry(before, 'cash', 500, '2026-09-30T15:30:00Z'),
  ]);
  const pkg = (overrides: Record<string, unknown>) => ({
    id: crypto.randomUUID(),
    source_booking_id: hifu,
    source_line: 0,
    owner_email: 'cora@example.com',
    service_id: 'hifu-facelift',
    title: 'Buy 4 get 1 free',
    sessions_total: 5,
    sessions_used: 2,
    transferable: false,
    ...overrides,
  });
  await db('client_packages').insert([
    // Opened at 00:30 on 1 October in Manila (still 30 September in UTC): in the period.
    pkg({ created_at: new Date('2026-09-30T16:30:00Z') }),
    // 00:30 on 1 November in Manila: after the period.
    pkg({ source_line: 1, created_at: new Date('2026-10-31T16:30:00Z') }),
    pkg({ source_line: 2, created_at: new Date('2026-10-10T04:00:00Z'), refunded_at: new Date() }),
    pkg({
      source_line: 3,
      created_at: new Date('2026-10-10T04:00:00Z'),
      expires_at: new Date('2026-10-20T00:00:00Z'),
    }),
    pkg({ source_line: 4, created_at: new Date('2026-10-10T04:00:00Z'), sessions_used: 5 }),
  ]);
});

afterAll(async () => {
  await server.close();
});

describe('reports: takings (issue 29 item 4)', () => {
  it("sums the money by the Manila day it was recorded, branch and method, and equals the database's sum of those days", async () => {
    const reply = await api.get(`/api/reports/takings?${OCTOBER}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.rows).toEqual([
      { date: '2026-10-04', branch: 'makati', method: 'cash', amount: 1000 },
      { date: '2026-10-05', branch: 'makati', method: 'gcash', amount: 2798 },
      { date: '2026-10-10', branch: 'las-pinas', method: 'card', amount: 5000 },
    ]);
    expect(reply.body.total).toBe(8798);
    for (const day of ['2026-10-04', '2026-10-05']) {
      const { rows } = await server.db.knex.raw(
        `select coalesce(sum(amount), 0)::text as sum from payment_entries
          where recorded_at >= (?::date)::timestamp at time zone 'Asia/Manila'
            and recorded_at < (?::date + 1)::timestamp at time zone 'Asia/Manila'`,
        [day, day],
      );
      const dayRows = reply.body.rows.filter((row: { date: string }) => row.date === day);
      expect(dayRows.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(
        Number(rows[0].sum),
      );
    }
  });

  it('answers one day and one branch, and a CSV of it', async () => {
    const reply = await api.get('/api/reports/takings?from=2026-10-05&to=2026-10-05&branch=makati', {
      token: admin,
    });
    expect(reply.body).toEqual({
      rows: [{ date: '2026-10-05', branch: 'makati', method: 'gcash', amount: 2798 }],
      total: 2798,
    });
    const csv = await fetch(
      `${server.url}/api/reports/takings?from=2026-10-05&to=2026-10-05&branch=makati&format=csv`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="tbl-takings-makati-2026-10-05-to-2026-10-05.csv"',
    );
    expect(await csv.text()).toBe(
      'Date,Branch,Method,Amount (PHP)\r\n2026-10-05,makati,gcash,2798.00\r\nAll,,,2798.00\r\n',
    );
  });
});

describe('reports: bookings, cancellations and no-shows (issue 29 item 4)', () => {
  it('counts the period by branch and treatment, leaving out deleted bookings and other dates', async () => {
    const reply = await api.get(`/api/reports/bookings?${OCTOBER}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.rows).toEqual([
      {
        branch: 'las-pinas',
        treatment: 'hifu-facelift',
        treatmentName: 'HIFU Facelift',
        bookings: 1,
        cancelled: 0,
        noShows: 0,
        noShowRate: 0,
      },
      {
        branch: 'makati',
        treatment: 'stem-cell-facial',
        treatmentName: 'Stem Cell Facial',
        bookings: 4,
        cancelled: 1,
        noShows: 1,
        noShowRate: 33.3,
      },
    ]);
    expect(reply.body.total).toEqual({ bookings: 5, cancelled: 1, noShows: 1, noShowRate: 25 });
  });

  it('reads one branch when asked', async () => {
    const reply = await api.get(`/api/reports/bookings?${OCTOBER}&branch=las-pinas`, { token: admin });
    expect(reply.body.rows.map((row: { branch: string }) => row.branch)).toEqual(['las-pinas']);
    expect(reply.body.total.bookings).toBe(1);
  });
});

describe('reports: how full each branch and resource was', () => {
  it('is the minutes of visits that held a place over open minutes times rooms', async () => {
    const db = server.db.knex;
    const reply = await api.get(`/api/reports/occupancy?${OCTOBER}&branch=makati`, { token: admin });
    expect(reply.status).toBe(200);
    const branch = await db('branches').where({ id: 'makati' }).first('hours');
    const hours = (typeof branch.hours === 'string' ? JSON.parse(branch.hours) : branch.hours) as WeeklyHours;
    const closed = await db('closed_dates')
      .where({ place: 'makati' })
      .whereBetween('closed_date', ['2026-10-01', '2026-10-31'])
      .select(db.raw('closed_date::text as date'));
    const open = openMinutesInRange(
      hours,
      new Set(closed.map((row: { date: string }) => row.date)),
      '2026-10-01',
      '2026-10-31',
    );
    const rooms = Number(
      (await db('resources').where({ branch: 'makati', kind: 'room', active: true }).count({ n: '*' }))[0]?.n,
    );
    expect(open).toBeGreaterThan(0);
    // Two completed and one no-show of 60 minutes; the cancelled and the deleted are not counted.
    expect(reply.body.rows).toEqual([
      {
        branch: 'makati',
        visits: 3,
        bookedMinutes: 180,
        rooms,
        capacityMinutes: open * rooms,
        percent: Math.round((180 / (open * rooms)) * 1000) / 10,
      },
    ]);
    const room = reply.body.resources.find((row: { resourceId: string }) => row.resourceId === ids.room);
    expect(room).toMatchObject({ kind: 'room', visits: 1, bookedMinutes: 60, capacityMinutes: open });
  });
});

describe('reports: package sessions owed', () => {
  it("owes the open packages bought by the period's end (by Manila's date) their sessions left at the per-session price", async () => {
    const reply = await api.get(`/api/reports/packages?${OCTOBER}`, { token: admin });
    expect(reply.status).toBe(200);
    // 3 sessions left of 5 bought for 5,000: 3 x 1,000. Refunded, expired, used up and November's are left out.
    expect(reply.body.rows).toEqual([
      {
        branch: 'las-pinas',
        treatment: 'hifu-facelift',
        title: 'Buy 4 get 1 free',
        packages: 1,
        sessionsLeft: 3,
        value: 3000,
      },
    ]);
    expect(reply.body.total).toEqual({ packages: 1, sessionsLeft: 3, value: 3000 });
  });

  it('owes, at the end of a later period, the packages bought before it too: a liability, not a sale', async () => {
    const reply = await api.get('/api/reports/packages?from=2026-11-01&to=2026-11-30', { token: admin });
    expect(reply.status).toBe(200);
    // October's package (3 left) and November's (3 left), each 5 sessions bought for 5,000.
    expect(reply.body.total).toEqual({ packages: 2, sessionsLeft: 6, value: 6000 });
  });
});

describe('reports: new and returning clients', () => {
  it('counts a person once, new unless they had a visit (not cancelled) before the period', async () => {
    const reply = await api.get(`/api/reports/clients?${OCTOBER}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.rows).toEqual([
      { branch: 'las-pinas', newClients: 1, returningClients: 0 },
      { branch: 'makati', newClients: 1, returningClients: 1 },
    ]);
    expect(reply.body.total).toEqual({ newClients: 2, returningClients: 1 });
  });
});

describe('reports: CSV', () => {
  it('downloads a report as a named CSV file with a byte order mark', async () => {
    const response = await fetch(`${server.url}/api/reports/bookings?${OCTOBER}&format=csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="tbl-bookings-2026-10-01-to-2026-10-31.csv"',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      '\uFEFFBranch,Treatment,Bookings,Cancelled,No-shows,No-show rate (%)',
      'las-pinas,HIFU Facelift,1,0,0,0',
      'makati,Stem Cell Facial,4,1,1,33.3',
      'All,All,5,1,1,25',
      '',
    ]);
  });
});

describe('reports: bad periods and who may read', () => {
  it.each([
    ['to=2026-10-31', 'from', 'from is required (YYYY-MM-DD)'],
    ['from=2026-10-01', 'to', 'to is required (YYYY-MM-DD)'],
    ['from=2026-10-1&to=2026-10-31', 'from', 'from must be a date written YYYY-MM-DD'],
    ['from=2026-11-01&to=2026-10-31', 'to', 'to must be on or after from'],
    [
      'from=2026-01-01&to=2027-01-02',
      'to',
      'to must be at most 366 days after from (one report covers a year at most)',
    ],
    [`${OCTOBER}&branch=Makati;drop`, 'branch', 'branch must be a branch id such as makati'],
    [`${OCTOBER}&branch=cebu`, 'branch', 'branch cebu is not a branch of the clinic'],
    [`${OCTOBER}&format=xlsx`, 'format', 'format must be json or csv'],
  ])('refuses %s naming %s', async (query, field, msg) => {
    const reply = await api.get(`/api/reports/clients?${query}`, { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ msg, field });
  });

  it('refuses staff (403) and the signed-out (401) on every report', async () => {
    for (const name of ['takings', 'bookings', 'occupancy', 'packages', 'clients']) {
      expect((await api.get(`/api/reports/${name}?${OCTOBER}`, { token: staff })).status).toBe(403);
      expect((await api.get(`/api/reports/${name}?${OCTOBER}`)).status).toBe(401);
    }
  });
});

describe('reports: a manager reads their branches', () => {
  it('reads their branch, and every branch means only theirs', async () => {
    const own = await api.get(`/api/reports/bookings?${OCTOBER}&branch=makati`, { token: manager });
    expect(own.status).toBe(200);
    expect(own.body.total.bookings).toBe(4);
    for (const query of [OCTOBER, `${OCTOBER}&branch=all`]) {
      const all = await api.get(`/api/reports/bookings?${query}`, { token: manager });
      expect(all.status).toBe(200);
      expect(all.body.rows.map((row: { branch: string }) => row.branch)).toEqual(['makati']);
      expect(all.body.total.bookings).toBe(4);
    }
    const occupancy = await api.get(`/api/reports/occupancy?${OCTOBER}`, { token: manager });
    expect(occupancy.body.rows.map((row: { branch: string }) => row.branch)).toEqual(['makati']);
    expect(new Set(occupancy.body.resources.map((row: { branch: string }) => row.branch))).toEqual(
      new Set(['makati']),
    );
    expect((await api.get(`/api/reports/packages?${OCTOBER}`, { token: manager })).body.rows).toEqual([]);
    expect((await api.get(`/api/reports/takings?${OCTOBER}`, { token: manager })).body.total).toBe(3798);
    expect((await api.get(`/api/reports/clients?${OCTOBER}`, { token: manager })).body.total).toEqual({
      newClients: 1,
      returningClients: 1,
    });
  });

  it('is refused another branch with 403, in JSON and CSV', async () => {
    for (const format of ['json', 'csv']) {
      const reply = await api.get(`/api/reports/bookings?${OCTOBER}&branch=las-pinas&format=${format}`, {
        token: manager,
      });
      expect(reply.status).toBe(403);
      expect(reply.body.msg).toBe('These numbers belong to another branch');
    }
  });
});
