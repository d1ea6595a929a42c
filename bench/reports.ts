import os from 'node:os';
import knexFactory from 'knex';
import { addDays, manilaDate } from '../domain/manila-date';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { bookingsReport } from '../server/src/queries/reports/bookings-report';
import { clientsReport } from '../server/src/queries/reports/clients-report';
import { occupancyReport } from '../server/src/queries/reports/occupancy-report';
import { packagesOwedReport } from '../server/src/queries/reports/packages-report';
import type { ReportScope } from '../server/src/queries/reports/report-scope';
import { takingsReport } from '../server/src/queries/reports/takings-report';
import { benchDatabase, freshDatabase } from './bench-setup';
import { seedBookings } from './seed';
import { seedPackagesAndPayments } from './seed-people';

/**
 * `tsx bench/reports.ts` (DATABASE_URL): every report of /api/reports at 100,000 bookings, in a
 * throwaway `<db>_bench_reports` database. The bookings are bench/seed.ts's (dates half a year either
 * side of today); each gets a client (8,000 people, so most return), every tenth a room assignment,
 * every twentieth an open package, every completed one a payment entry (a fifth a second one). Each report is run 60 times in this process (10 warm-up) for
 * a month and for the longest period allowed (366 days), all branches and one; p50/p99 against the
 * 200 ms p99 target.
 */
const ROWS = 100_000;
const TARGET_P99_MS = 200;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('bench/reports.ts needs DATABASE_URL (PostgreSQL).');
  process.exit(0);
}
const { name, url: benchUrl } = benchDatabase(databaseUrl, 'bench_reports');
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
await freshDatabase(admin, name);
await admin.destroy();
const db = await openDatabase({ databaseUrl: benchUrl, poolMax: 2 });
const knex = db.knex;
await migrateToLatest(knex);
await seedBookings(knex, ROWS);
await knex.raw(`insert into clients (id, name, email, phone)
  select gen_random_uuid(), 'Client ' || g, 'person' || g || '@example.com', '' from generate_series(1, 8000) as g`);
await knex.raw(`with people as (select id, row_number() over (order by id) as n from clients),
                    numbered as (select id, row_number() over (order by id) as n from bookings)
  update bookings b set client_id = p.id from numbered x join people p on p.n = 1 + x.n % 8000 where b.id = x.id`);
await knex.raw(`insert into booking_assignments (booking_id, position, service_id, resource_id, kind, name, service_date, start_minute, end_minute)
  select b.id, 0, 'stem-cell-facial', r.id, 'room', r.name, b.service_date, 600, 660
    from (select id, branch, service_date, row_number() over (order by id) as n from bookings) b
    join lateral (select id, name from resources where branch = b.branch and kind = 'room' order by name limit 1) r on true
   where b.n % 10 = 0`);
await seedPackagesAndPayments(knex);
for (const table of ['bookings', 'clients', 'booking_assignments', 'client_packages', 'payment_entries']) {
  await knex.raw(`vacuum analyze ${table}`);
}

const today = manilaDate();
const periods: Array<[string, ReportScope]> = [
  ['last 31 days, all branches', { from: addDays(today, -30), to: today, branches: null }],
  ['last 31 days, makati', { from: addDays(today, -30), to: today, branches: ['makati'] }],
  ['366 days, all branches', { from: addDays(today, -365), to: today, branches: null }],
];
const reports = {
  takings: takingsReport,
  bookings: bookingsReport,
  occupancy: occupancyReport,
  packages: packagesOwedReport,
  clients: clientsReport,
} as const;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let round = 0; round < 60; round += 1) {
    const started = performance.now();
    await run();
    if (round >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

console.log(`Load average before: ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`);
let over = 0;
try {
  for (const [label, scope] of periods) {
    for (const [report, run] of Object.entries(reports)) {
      const { p50, p99 } = await timed(() => run(knex, scope));
      const verdict = p99 < TARGET_P99_MS ? 'ok' : 'OVER';
      if (p99 >= TARGET_P99_MS) over += 1;
      console.log(
        `${report.padEnd(10)} ${label.padEnd(28)} p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ${verdict}`,
      );
    }
  }
} finally {
  await db.close();
}
if (over > 0) process.exitCode = 1;
