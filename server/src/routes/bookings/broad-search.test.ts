import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '../../queries/booking-pages';
import { signedIn, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A search counts its matches up to 1,000 (issue 30 item 3): past that the answer says `total: 1000`
 * with `totalCapped: true`, and its pages are still the newest matches first, past the thousandth too.
 */
let server: TestServer;
let api: Client;
let token: string;
const BROAD = 1_003;
const started = Date.now() - 10 * 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  token = (await signedIn(server.db.knex, api)).token;
  // Santos n was booked n seconds after the first: the newest is Santos 1002. Exactly 1,000 of them
  // at Makati, the other three at Las Piñas; two deleted ones and five Reyes besides.
  await storeBookings(server.db.knex, [
    ...Array.from({ length: BROAD }, (_, n) => ({
      customerName: `Carmela Santos ${n}`,
      branch: n < 3 ? 'las-pinas' : 'makati',
      createdAt: new Date(started + n * 1000),
    })),
    ...[1, 2].map((n) => ({ customerName: `Gone Santos ${n}`, deletedAt: new Date() })),
    ...[1, 2, 3, 4, 5].map((n) => ({
      customerName: `Liza Reyes ${n}`,
      createdAt: new Date(started - n * 1000),
    })),
  ]);
});

afterAll(async () => {
  await server.close();
});

const names = (body: { data: Array<{ bookingData: { customerName: string } }> }) =>
  body.data.map((row) => row.bookingData.customerName);
const santos = (...numbers: number[]) => numbers.map((n) => `Carmela Santos ${n}`);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe('a broad search', () => {
  it('answers 1,000 with totalCapped past a thousand matches, newest first', async () => {
    for (const path of ['/api/bookings?search=santos', '/api/bookings/search?search=SANTOS']) {
      const first = await api.get(path, { token });
      expect(first.status, path).toBe(200);
      expect(first.body, path).toMatchObject({
        total: 1000,
        totalCapped: true,
        totalPages: 100,
        currentPage: 1,
      });
      expect(names(first.body), path).toEqual(santos(...range(1002, 993)));
      const second = await api.get(`${path}&page=2`, { token });
      expect(second.body).toMatchObject({ total: 1000, totalCapped: true, currentPage: 2 });
      expect(names(second.body)).toEqual(santos(...range(992, 983)));
    }
  });

  it('pages on past the thousandth match', async () => {
    const beyond = await api.get('/api/bookings?search=santos&page=101', { token });
    expect(beyond.body).toMatchObject({ total: 1000, totalCapped: true, currentPage: 101 });
    expect(names(beyond.body)).toEqual(santos(2, 1, 0));
    const end = await api.get('/api/bookings?search=santos&page=102', { token });
    expect(end.body.data).toEqual([]);
  });

  it('counts exactly up to a thousand, and says nothing of a cap then', async () => {
    const makati = await api.get('/api/bookings?search=santos&branch=makati', { token });
    expect(makati.body.total).toBe(1000);
    expect(makati.body.totalPages).toBe(100);
    expect(makati.body).not.toHaveProperty('totalCapped');
    expect(names(makati.body)).toEqual(santos(...range(1002, 993)));
    const few = await api.get('/api/bookings?search=reyes', { token });
    expect(few.body).toMatchObject({ total: 5, totalPages: 1 });
    expect(few.body).not.toHaveProperty('totalCapped');
    expect(names(few.body)).toEqual([1, 2, 3, 4, 5].map((n) => `Liza Reyes ${n}`));
    const deleted = await api.get('/api/bookings/deleted?search=santos', { token });
    expect(deleted.body).toMatchObject({ total: 2 });
    expect(deleted.body).not.toHaveProperty('totalCapped');
  });

  it("takes a broad search's page by walking the list's order, whatever the statistics guess", async () => {
    if (!usingPostgres()) return; // PGlite has the same text; the plan is PostgreSQL's to choose
    // Five Reyes among a thousand rows, the statistics fresh: a trigram index is the cheapest way to
    // them, and with plain index scans and sequential scans off the walk is dear besides. The
    // count's read takes the trigram index; the walk's branch (planned though not run, as the count
    // is small) must not be able to: its search columns are unindexed, so that whatever the
    // statistics guess (one seed of a million guessed 99 "santos" for 25,000) it walks the list's
    // order rather than fetching and sorting every match.
    const knex = server.db.knex;
    await knex.raw('analyze bookings');
    const { sql, bindings } = searchQuery(knex, { deleted: false, search: 'reyes' }, 'booked', 1, 10).toSQL();
    const plan = await knex.transaction(async (trx) => {
      await trx.raw('set local enable_indexscan = off');
      await trx.raw('set local enable_seqscan = off');
      const { rows } = await trx.raw(`explain ${sql}`, bindings);
      return (rows as Array<Record<string, string>>).map((row) => Object.values(row)[0]).join('\n');
    });
    const walked = plan.slice(plan.indexOf('*SELECT* 2'));
    expect(plan).toContain('*SELECT* 2');
    expect(walked, plan).not.toMatch(/trgm/);
    expect(plan.slice(0, plan.indexOf('*SELECT* 2')), plan).toMatch(/trgm/);
  });
});
