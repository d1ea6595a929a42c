import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { addDays, manilaDate } from '../domain/manila-date';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { BenchServers, benchDatabase, freshDatabase } from './bench-setup';
import { combine, type LoadResult, runLoad } from './load';
import { describeResources, RESOURCES_PER_PLACE } from './resources-seed';
import { seedBookings } from './seed';
import { measureWrites } from './write-runs';

/**
 * `npm run bench` (issues #15 and #26): on PostgreSQL, a throwaway `<name>_bench_time` database with
 * 100,000 bookings and twelve resources a place (a doctor, a nurse, four aestheticians, four rooms, a
 * HIFU and a laser machine; the suggested needs applied, every live seeded booking assigned).
 * Measures GET /api/availability over resources (target p99 under 10 ms; a facial, which takes an
 * aesthetician and a room, and Ulthera, which also takes the HIFU machine) and POST /api/bookings
 * with its resource plan and locks against the bare INSERT baseline (target at least 50%). The write
 * runs spread over 360 days and every start, so they measure the check's cost, not refusals (the
 * errors column shows any). Never fails on time.
 */
const ROWS = 100_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'The time bench needs PostgreSQL: set DATABASE_URL (a throwaway <db>_bench_time is made beside it).',
  );
  process.exit(0);
}
const { name, url: benchUrl } = benchDatabase(databaseUrl, 'bench_time');
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
const servers = new BenchServers();

const ms = (value: number) => value.toFixed(1);
const row = (result: LoadResult) =>
  `| ${result.name} | ${result.requests.toLocaleString()} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} |`;

async function main() {
  console.log(`Preparing ${name} with ${ROWS.toLocaleString()} bookings...`);
  await freshDatabase(admin, name);
  const db = await openDatabase({ databaseUrl: benchUrl, poolMax: 2 });
  await migrateToLatest(db.knex);
  await seedBookings(db.knex, ROWS);
  await describeResources(db.knex, ['makati', 'las-pinas', 'quezon-city', 'home']);
  const today = manilaDate();
  const busiest = await db.knex.raw(
    `select max(n)::int as n from (select count(*) as n from bookings
      where service_date > current_date and deleted_at is null and status in ('pending', 'confirmed')
      group by branch, service_date) as per_day`,
  );
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const appUrl = await servers.start('app-server.ts', {
    BENCH_DATABASE_URL: benchUrl,
    BENCH_JWT_SECRET: 'x'.repeat(48),
  });
  const baselineUrl = await servers.start('baseline-server.ts', { BENCH_DATABASE_URL: benchUrl });
  const loads: number[] = [];

  const places = ['makati', 'las-pinas', 'quezon-city', 'home', 'online'];
  const readOptions = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 500 };
  const availabilityRuns = [];
  for (let round = 1; round <= 3; round += 1) {
    console.log(`Measuring GET /api/availability, round ${round} of 3...`);
    loads.push(os.loadavg()[0] ?? 0);
    availabilityRuns.push(
      await runLoad('availability', appUrl, readOptions, (index) => ({
        method: 'GET',
        path: `/api/availability?branch=${places[index % places.length]}&date=${addDays(today, 1 + (index % 170))}&services=${index % 3 === 0 && index % places.length < 3 ? 'ulthera-prime' : 'stem-cell-facial'}`,
      })),
    );
  }
  const availability = combine(
    'GET /api/availability (one day, one place, over resources)',
    availabilityRuns,
  );

  const { baseline, create } = await measureWrites({ baselineUrl, appUrl, today, loads });
  const ratio = create.perSecond / baseline.perSecond;
  const report = [
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${ROWS.toLocaleString()} bookings seeded (up to ${Number(busiest.rows[0]?.n)} open visits at one place on one day), ${RESOURCES_PER_PLACE} resources a place.`,
    `1-minute load average during the run (other work on the machine included): ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}.`,
    '',
    '| scenario | requests | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    row(availability),
    row(baseline),
    row(create),
    '',
    `- Availability p99 ${ms(availability.p99)} ms (target under 10 ms): ${availability.p99 < 10 ? 'met' : 'NOT met'}.`,
    ...[availability, baseline, create]
      .filter((result) => result.firstError)
      .map((result) => `- First error of "${result.name}": ${result.firstError}`),
    `- POST /api/bookings runs at ${(ratio * 100).toFixed(0)}% of the bare INSERT baseline (target at least 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}.`,
  ].join('\n');
  console.log(`\n${report}`);
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.tmp', 'bench-time-report.md'), report);
  console.log('(also written to .tmp/bench-time-report.md)');
  await db.close();
}

try {
  await main();
} finally {
  await servers.stopAll();
  await admin.raw(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.destroy();
}
