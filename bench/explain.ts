import type { Knex } from 'knex';
import { COUNTS_SQL, summedCountQuery } from '../server/src/queries/booking-counts';
import { bookedWeeksQuery, pageQuery, searchQuery, seekFor } from '../server/src/queries/booking-pages';

export interface Plan {
  name: string;
  indexes: string[];
  executionMs: number;
  text: string;
}

async function explain(db: Knex, name: string, sql: string, bindings: readonly unknown[]): Promise<Plan> {
  const result = await db.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(
    `explain (analyze, buffers, costs off, timing off) ${sql}`,
    bindings as Knex.RawBinding[],
  );
  const text = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const indexes = [
    ...new Set(
      [
        ...text.matchAll(
          /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
        ),
      ].map((m) => m[1] ?? ''),
    ),
  ];
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);
  return { name, indexes, executionMs, text };
}

const native = (builder: Knex.QueryBuilder) => builder.toSQL();

/** The plans PostgreSQL picks for the back-office queries at the seeded size. */
export async function explainBackOffice(db: Knex, today: string, searches: string[]): Promise<Plan[]> {
  const live = { deleted: false };
  const seek = await seekFor(db, live, 'booked', 49_990);
  if (!seek || seek === 'past-end') throw new Error('page 5,000 should start inside the seeded days');
  const cases: Array<[string, { sql: string; bindings: readonly unknown[] }]> = [
    ['stat-card counts', { sql: COUNTS_SQL, bindings: [today] }],
    ['page 1, newest first', native(pageQuery(db, live, 'booked', 1, 10))],
    ['page 5,000: bookings per week booked', native(bookedWeeksQuery(db, live))],
    ['page 5,000, newest first', native(pageQuery(db, live, 'booked', 5_000, 10, seek))],
    [
      'status + branch filter, page 1',
      native(pageQuery(db, { ...live, status: 'confirmed', branch: 'makati' }, 'booked', 1, 10)),
    ],
    [
      'status + branch filter, total',
      native(summedCountQuery(db, { ...live, status: 'confirmed', branch: 'makati' })),
    ],
    ['deleted list, page 1', native(pageQuery(db, { deleted: true }, 'deleted', 1, 10))],
    ['deleted list, total', native(summedCountQuery(db, { deleted: true }))],
    ["today's appointments", native(pageQuery(db, { ...live, serviceDate: today }, 'today', 1, 10))],
    ...searches.map((search): [string, { sql: string; bindings: readonly unknown[] }] => [
      `search "${search}", page 1 and total`,
      native(searchQuery(db, { ...live, search }, 'booked', 1, 10)),
    ]),
  ];
  const plans: Plan[] = [];
  for (const [name, query] of cases) plans.push(await explain(db, name, query.sql, query.bindings));
  return plans;
}
