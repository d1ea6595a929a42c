import { describe, expect, it } from 'vitest';
import { manilaDate } from '../../../domain/manila-date';
import { preparesStatements } from '../db/named-statement';
import { seededBookings } from '../test/seeded-bookings';
import { usingPostgres } from '../test/test-database';
import { bookingCounts, totalFor } from './booking-counts';
import { listWithCounts } from './booking-list';
import { pageOfBookings, searchPage } from './booking-pages';

/**
 * The reads every desk list request makes (its page, the stat-card counts, a filtered total) go as
 * named prepared statements, and the first page's text holds its size and no offset: on PostgreSQL
 * each connection then plans them once and runs one generic plan after, where with `limit $1` the
 * page was planned again on every request (0.56 ms of planning for 0.5 ms of running at 100,000
 * bookings). The answers are the plain queries' on both databases.
 */
const seeded = seededBookings(2_000);
const live = { deleted: false } as const;
const newestFirst = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

describe("the desk list's reads", () => {
  it('answer what the plain queries answer, first page and later ones', async () => {
    const knex = seeded.knex();
    const plain = (offset: number, where: Record<string, string> = {}) =>
      knex('bookings')
        .whereNull('deleted_at')
        .where(where)
        .orderBy([...newestFirst])
        .limit(10)
        .offset(offset)
        .pluck('id');
    expect((await pageOfBookings(knex, live, 'booked', 1, 10)).map((row) => row.id)).toEqual(await plain(0));
    expect((await pageOfBookings(knex, live, 'booked', 3, 10)).map((row) => row.id)).toEqual(await plain(20));
    const confirmed = { ...live, status: 'confirmed', branch: 'makati' } as const;
    expect((await pageOfBookings(knex, confirmed, 'booked', 1, 10)).map((row) => row.id)).toEqual(
      await plain(0, { status: 'confirmed', branch: 'makati' }),
    );
    const counted = await knex('bookings').whereNull('deleted_at').count<[{ count: string }]>('* as count');
    expect((await bookingCounts(knex, manilaDate())).total).toBe(Number(counted[0]?.count));
    const inMakati = await knex('bookings')
      .whereNull('deleted_at')
      .where({ status: 'confirmed', branch: 'makati' })
      .count<[{ count: string }]>('* as count');
    expect(await totalFor(knex, confirmed)).toBe(Number(inMakati[0]?.count));
  });

  it('are prepared once per connection and reuse one plan on PostgreSQL', async () => {
    const knex = seeded.knex();
    expect(preparesStatements(knex)).toBe(usingPostgres());
    if (!usingPostgres()) return; // PGlite keeps no prepared statements: the answers above are its test
    const today = manilaDate();
    const plans = await knex.transaction(async (trx) => {
      for (let run = 0; run < 8; run += 1) {
        await pageOfBookings(trx, live, 'booked', 1, 10);
        await bookingCounts(trx, today);
      }
      const { rows } = await trx.raw<{
        rows: Array<{ statement: string; generic_plans: string; custom_plans: string }>;
      }>('select statement, generic_plans, custom_plans from pg_prepared_statements');
      return rows;
    });
    // The first page's own statement (a connection may also hold a later page's, with its offset).
    const page = plans.find(
      (plan) =>
        plan.statement.startsWith('select "bookings".*') &&
        plan.statement.endsWith('limit 10) order by "created_at" desc, "id" desc'),
    );
    // The cards' statement (a list total's also begins with a sum of bookings).
    const counts = plans.find(
      (plan) =>
        plan.statement.startsWith('select coalesce(sum(bookings)') && plan.statement.includes('"noShow"'),
    );
    for (const plan of [page, counts]) {
      expect(plan, JSON.stringify(plans)).toBeDefined();
      expect(Number(plan?.generic_plans), JSON.stringify(plan)).toBeGreaterThan(0);
      expect(Number(plan?.custom_plans)).toBeLessThanOrEqual(5);
    }
  });

  it('bring the stat cards in the page statement itself: one statement for the list, its cards and total', async () => {
    const knex = seeded.knex();
    const today = manilaDate();
    const statements = async <T>(read: () => Promise<T>) => {
      const seen: string[] = [];
      const listen = (query: { sql: string }) => seen.push(query.sql);
      knex.on('query', listen);
      try {
        return { answer: await read(), seen };
      } finally {
        knex.off('query', listen);
      }
    };
    const cards = await bookingCounts(knex, today);
    const first = await statements(() => listWithCounts(knex, live, 'booked', 1, 10, today));
    expect(first.seen).toHaveLength(1);
    expect(first.answer.counts).toEqual(cards);
    expect(first.answer.total).toBe(cards.total);
    expect(first.answer.rows.map((row) => row.id)).toEqual(
      (await pageOfBookings(knex, live, 'booked', 1, 10)).map((row) => row.id),
    );
    expect(first.answer.rows[0]).not.toHaveProperty('stat_counts');

    const pending = await listWithCounts(knex, { ...live, status: 'pending' }, 'booked', 1, 10, today);
    expect(pending.total).toBe(cards.pending);

    // A page past the end has no row to carry the cards: they are read on their own.
    const past = await statements(() => listWithCounts(knex, live, 'booked', 400, 10, today));
    expect(past.answer.rows).toEqual([]);
    expect(past.answer.counts).toEqual(cards);
    expect(past.seen).toHaveLength(2);

    // A staff member of one branch: the cards, the page and the total are that branch's.
    const makati = { ...live, branches: ['makati'] };
    const scoped = await listWithCounts(knex, makati, 'booked', 1, 10, today);
    expect(scoped.counts).toEqual(await bookingCounts(knex, today, ['makati']));
    expect(scoped.total).toBe(scoped.counts.total);
    expect(new Set(scoped.rows.map((row) => row.branch))).toEqual(new Set(['makati']));

    // A filter the cards do not answer (a branch, a date) has its total summed beside the page.
    const branchFilter = await statements(() =>
      listWithCounts(knex, { ...live, branch: 'las-pinas' }, 'booked', 1, 10, today),
    );
    expect(branchFilter.seen).toHaveLength(2);
    expect(branchFilter.answer.total).toBe(await totalFor(knex, { ...live, branch: 'las-pinas' }));
    expect(branchFilter.answer.counts).toEqual(cards);

    // A search's statement always answers a row (its count): the cards ride in it, found or not.
    const name = (await knex('bookings').whereNull('deleted_at').first('customer_name'))
      .customer_name as string;
    const surname = name.split(' ').at(-1) ?? name;
    for (const search of [surname, 'no-such-client-anywhere']) {
      const searched = await statements(() =>
        listWithCounts(knex, { ...live, search }, 'booked', 1, 10, today),
      );
      expect(searched.seen, search).toHaveLength(1);
      expect(searched.answer.counts).toEqual(cards);
      const alone = await searchPage(knex, { ...live, search }, 'booked', 1, 10);
      expect(searched.answer.rows).toEqual(alone.rows);
      expect(searched.answer.total).toBe(alone.total);
      expect(searched.answer.rows[0] ?? {}).not.toHaveProperty('stat_counts');
    }
    const scopedSearch = await listWithCounts(knex, { ...makati, search: surname }, 'booked', 1, 10, today);
    expect(scopedSearch.counts).toEqual(scoped.counts);
  });
});
