import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;
const today = manilaDate();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api)).token;
  await storeBookings(server.db.knex, [
    {
      customerName: 'Ana Santos',
      status: 'pending',
      branch: 'makati',
      date: today,
      time: '16:00',
      createdAt: minutesAgo(60),
      bookingNumber: 'TBL10000001',
    },
    {
      customerName: 'Ben Cruz',
      status: 'confirmed',
      branch: 'las-pinas',
      date: today,
      time: '11:00',
      createdAt: minutesAgo(50),
      bookingNumber: 'TBL10000002',
    },
    {
      customerName: 'Cora 50% Off',
      status: 'completed',
      branch: 'quezon-city',
      date: addDays(today, 1),
      createdAt: minutesAgo(40),
      bookingNumber: 'TBL10000003',
    },
    {
      customerName: 'Dan_Reyes',
      status: 'cancelled',
      branch: 'home',
      date: addDays(today, 5),
      createdAt: minutesAgo(30),
      bookingNumber: 'TBL10000004',
    },
    {
      customerName: 'Eve Santos',
      status: 'completed',
      branch: 'makati',
      date: addDays(today, 2),
      createdAt: minutesAgo(20),
      bookingNumber: 'TBL10000005',
    },
    {
      customerName: 'Fay Lim',
      status: 'pending',
      branch: 'makati',
      date: addDays(today, 3),
      createdAt: minutesAgo(10),
      bookingNumber: 'TBL10000006',
    },
    {
      customerName: 'Gone Santos',
      status: 'pending',
      branch: 'makati',
      date: today,
      createdAt: minutesAgo(5),
      deletedAt: minutesAgo(1),
      bookingNumber: 'TBL10000007',
    },
  ]);
});

afterAll(async () => {
  await server.close();
});

type Row = { bookingData: { customerName: string; bookingNumber: string }; status: string };
const names = (rows: Row[]) => rows.map((row) => row.bookingData.customerName);
const list = (query = '') => api.get(`/api/bookings${query}`, { token });

describe('GET /api/bookings', () => {
  it('pages the live bookings newest first, with the stat-card counts', async () => {
    const reply = await list('?limit=4');
    expect(reply.status).toBe(200);
    expect(names(reply.body.data)).toEqual(['Fay Lim', 'Eve Santos', 'Dan_Reyes', 'Cora 50% Off']);
    expect(reply.body.bookings).toEqual(reply.body.data);
    expect(reply.body).toMatchObject({ total: 6, totalPages: 2, currentPage: 1, limit: 4 });
    expect(reply.body.counts).toEqual({
      total: 6,
      pending: 2,
      confirmed: 1,
      completed: 2,
      cancelled: 1,
      noShow: 0,
      arrived: 0,
      inTreatment: 0,
      today: 2,
    });
    const second = await list('?limit=4&page=2');
    expect(names(second.body.data)).toEqual(['Ben Cruz', 'Ana Santos']);
  });

  it('defaults to 10 a page and answers an empty page past the end', async () => {
    expect((await list()).body.limit).toBe(10);
    const beyond = await list('?page=50');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.total).toBe(6);
  });

  it('filters by status and branch, with totals to match', async () => {
    const completed = await list('?status=completed');
    expect(names(completed.body.data)).toEqual(['Eve Santos', 'Cora 50% Off']);
    expect(completed.body.total).toBe(2);
    const makati = await list('?branch=makati');
    expect(names(makati.body.data)).toEqual(['Fay Lim', 'Eve Santos', 'Ana Santos']);
    expect(makati.body.total).toBe(3);
    const both = await list('?branch=makati&status=pending');
    expect(names(both.body.data)).toEqual(['Fay Lim', 'Ana Santos']);
    const home = await list('?branch=home');
    expect(names(home.body.data)).toEqual(['Dan_Reyes']);
    const all = await list('?status=all&branch=all');
    expect(all.body.total).toBe(6);
  });

  it('sorts by service date, soonest first', async () => {
    const reply = await list('?sort=service-date');
    expect(names(reply.body.data)).toEqual([
      'Ben Cruz',
      'Ana Santos',
      'Cora 50% Off',
      'Eve Santos',
      'Fay Lim',
      'Dan_Reyes',
    ]);
  });

  it("shows only today's appointments by time for sort=today", async () => {
    const reply = await list('?sort=today');
    expect(names(reply.body.data)).toEqual(['Ben Cruz', 'Ana Santos']);
    expect(reply.body.total).toBe(2);
  });

  it('searches booking numbers and names, partially and case-insensitively', async () => {
    expect(names((await list('?search=santos')).body.data)).toEqual(['Eve Santos', 'Ana Santos']);
    expect(names((await list('?search=10000002')).body.data)).toEqual(['Ben Cruz']);
    expect(names((await list('?search=tbl1000000')).body.data)).toHaveLength(6);
    expect((await list('?search=santos')).body.total).toBe(2);
    expect((await list('?search=santos')).body.counts.total).toBe(6);
  });

  it('matches %, _ and \\ literally', async () => {
    expect(names((await list(`?search=${encodeURIComponent('50%')}`)).body.data)).toEqual(['Cora 50% Off']);
    expect(names((await list('?search=n_R')).body.data)).toEqual(['Dan_Reyes']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).body.data).toHaveLength(1);
    expect((await list(`?search=${encodeURIComponent('\\')}`)).body.data).toHaveLength(0);
  });

  it('refuses bad paging, filters and sorts with 400', async () => {
    for (const query of [
      '?page=0',
      '?limit=500',
      '?limit=-3',
      '?page=2.5',
      '?status=lost',
      '?branch=cebu',
      '?sort=price',
      '?page=1e3',
    ]) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.msg).toBeTruthy();
    }
    expect((await list(`?search=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('accepts limits of 1 and 100', async () => {
    expect((await list('?limit=1')).body.data).toHaveLength(1);
    expect((await list('?limit=100')).status).toBe(200);
  });
});

describe('GET /api/bookings/search', () => {
  it('answers data and paging for a search', async () => {
    const reply = await api.get('/api/bookings/search?search=Santos', { token });
    expect(reply.status).toBe(200);
    expect(names(reply.body.data)).toEqual(['Eve Santos', 'Ana Santos']);
    expect(reply.body).toMatchObject({ total: 2, totalPages: 1, currentPage: 1 });
  });

  it('lists everything live for an empty search', async () => {
    expect((await api.get('/api/bookings/search?search=', { token })).body.total).toBe(6);
  });
});

describe('GET /api/bookings/deleted and /completed', () => {
  it('lists deleted bookings only, with who and when', async () => {
    const reply = await api.get('/api/bookings/deleted?page=1&limit=10', { token });
    expect(reply.status).toBe(200);
    expect(names(reply.body.data)).toEqual(['Gone Santos']);
    expect(reply.body.data[0].deletedAt).toBeTruthy();
    expect(reply.body.data[0].deletedBy).toBe('Someone');
    expect(reply.body).toMatchObject({ total: 1, totalPages: 1, currentPage: 1 });
    expect(names((await api.get('/api/bookings/deleted?search=gone', { token })).body.data)).toEqual([
      'Gone Santos',
    ]);
    expect((await api.get('/api/bookings/deleted?search=ana', { token })).body.data).toEqual([]);
  });

  it('lists completed live bookings', async () => {
    const reply = await api.get('/api/bookings/completed?page=1&limit=10', { token });
    expect(names(reply.body.data)).toEqual(['Eve Santos', 'Cora 50% Off']);
    expect(names((await api.get('/api/bookings/completed?search=cora', { token })).body.data)).toEqual([
      'Cora 50% Off',
    ]);
  });

  it('are for staff only', async () => {
    for (const path of [
      '/api/bookings/deleted',
      '/api/bookings/completed',
      '/api/bookings/search?search=a',
    ]) {
      expect((await api.get(path)).status).toBe(401);
    }
  });
});

describe('a search for a name beyond ASCII', () => {
  it('folds the case of Ñ as of A, whichever way the name and the search are written', async () => {
    await storeBookings(server.db.knex, [
      { customerName: 'Liza DELA PEÑA', createdAt: minutesAgo(2), bookingNumber: 'TBL10000008' },
    ]);
    // Accents are folded too: `pena` finds Peña (the desk's search, issue 16).
    for (const search of ['peña', 'PEÑA', 'Dela Peña', 'a pe', 'pena', 'DELA PENA']) {
      const reply = await list(`?search=${encodeURIComponent(search)}`);
      expect(names(reply.body.data), search).toEqual(['Liza DELA PEÑA']);
      expect(reply.body.total, search).toBe(1);
    }
  });
});
