import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { manilaDate } from '../domain/manila-date';
import { PLACE_IDS } from '../domain/opening-hours';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { setCapacity } from '../server/src/test/capacity';
import { saveUser } from '../server/src/users/users';
import { BenchServers, benchDatabase, freshDatabase } from './bench-setup';
import { benchBooking } from './booking-requests';
import { explainBackOffice } from './explain';
import { combine, type LoadResult, runLoad } from './load';
import { measureRefresh } from './refresh';
import { renderReport } from './report';
import { seedBookings } from './seed';

/**
 * `npm run bench`: on PostgreSQL (DATABASE_URL) a throwaway database `<name>_bench` gets 100,000
 * bookings; the real app and a bare node:http + pg baseline each run in their own process and a
 * loopback load generator measures them. Prints a report; never fails on time.
 */
const ROWS = 100_000;
/** A small clinic's first weeks: the dashboard's refresh is measured here and at ROWS. */
const SMALL_ROWS = 100;
const ROOT = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'npm run bench needs PostgreSQL: set DATABASE_URL=postgres://user:pass@host:5432/db (a throwaway <db>_bench database is created beside it).',
  );
  process.exit(0);
}

const { name: benchName, url: benchUrl } = benchDatabase(databaseUrl, 'bench');
const { name: smallName, url: smallUrl } = benchDatabase(databaseUrl, 'bench_small');
const BENCH_USER = {
  email: 'bench@tbl-clinic.ph',
  name: 'Bench Admin',
  role: 'admin',
  password: 'bench-password-1',
} as const;
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
const servers = new BenchServers();

async function main() {
  console.log(`Preparing ${benchName} with ${ROWS.toLocaleString()} bookings...`);
  await freshDatabase(admin, benchName);
  const db = await openDatabase({ databaseUrl: benchUrl, poolMax: 2 });
  await migrateToLatest(db.knex);
  const seedStarted = performance.now();
  await seedBookings(db.knex, ROWS);
  // The seed fills slots past any real capacity; with 100 rooms a place (100 consultants online: the
  // number itself decides nothing since issue 26), the write runs measure the check, not refusals.
  for (const place of PLACE_IDS) await setCapacity(db.knex, place, 100);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  // Let the checkpoint and autovacuum that follow a 100,000-row insert settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await saveUser(db.knex, BENCH_USER);
  await freshDatabase(admin, smallName);
  const small = await openDatabase({ databaseUrl: smallUrl, poolMax: 1 });
  await migrateToLatest(small.knex);
  await seedBookings(small.knex, SMALL_ROWS);
  await saveUser(small.knex, BENCH_USER);
  await small.close();

  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  const appUrl = await servers.start('app-server.ts', {
    BENCH_DATABASE_URL: benchUrl,
    BENCH_JWT_SECRET: jwtSecret,
  });
  const smallAppUrl = await servers.start('app-server.ts', {
    BENCH_DATABASE_URL: smallUrl,
    BENCH_JWT_SECRET: jwtSecret,
  });
  const baselineUrl = await servers.start('baseline-server.ts', { BENCH_DATABASE_URL: benchUrl });
  const signIn = async (url: string) => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const token = await signIn(appUrl);
  const auth = { authorization: `Bearer ${token}` };

  const today = manilaDate();
  // 62 live bookings carry this name; 'Santos' alone matches one in forty.
  const search = 'Ana Reyes';
  const broadSearch = 'Santos';
  const numberFragment = 'TBL0079';
  const reads: LoadResult[] = [];
  const loads: number[] = [];
  // A handful of staff with dashboards open: 4 requests in flight at every instant is already far
  // more than the clinic's back-office will see. Each scenario runs in three slices, taking turns
  // with the others, so a change in the machine's background load (it is shared) falls on all alike.
  const readOptions = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 500 };
  const scenarios = [
    ['GET /api/bookings page 1', '?page=1&limit=10'],
    ['GET /api/bookings page 5,000', '?page=5000&limit=10'],
    ['GET /api/bookings status+branch', '?status=confirmed&branch=makati&page=1&limit=10'],
    ["GET /api/bookings today's", '?sort=today&page=1&limit=10'],
    [`GET /api/bookings search "${search}"`, `?search=${encodeURIComponent(search)}&page=1&limit=10`],
    [`GET /api/bookings search "${broadSearch}"`, `?search=${broadSearch}&page=1&limit=10`],
    [`GET /api/bookings search "${numberFragment}"`, `?search=${numberFragment}&page=1&limit=10`],
  ] as const;
  const slices = new Map<string, Awaited<ReturnType<typeof runLoad>>[]>();
  for (let round = 1; round <= 3; round += 1) {
    console.log(`Measuring the back-office lists, round ${round} of 3...`);
    loads.push(os.loadavg()[0] ?? 0);
    for (const [name, query] of scenarios) {
      const slice = await runLoad(name, appUrl, readOptions, () => ({
        method: 'GET',
        path: `/api/bookings${query}`,
        headers: auth,
      }));
      slices.set(name, [...(slices.get(name) ?? []), slice]);
    }
  }
  for (const [name] of scenarios) reads.push(combine(name, slices.get(name) ?? []));

  loads.push(os.loadavg()[0] ?? 0);
  const refresh = await measureRefresh([
    { url: smallAppUrl, token: await signIn(smallAppUrl), bookings: SMALL_ROWS },
    { url: appUrl, token, bookings: ROWS },
  ]);

  console.log('Collecting query plans...');
  const plans = await explainBackOffice(db.knex, today, [search, broadSearch, numberFragment]);

  const bookingRequest = (index: number) => benchBooking(index, today);
  // Baseline and app take turns in short slices, so a change in the machine's background load
  // (it is shared) falls on both alike.
  const writeOptions = { concurrency: 10, durationMs: 2_500, maxRequests: 200_000, warmupMs: 500 };
  const baselineRuns = [];
  const createRuns = [];
  for (let round = 1; round <= 4; round += 1) {
    console.log(`Measuring the baseline INSERT and POST /api/bookings, round ${round} of 4...`);
    loads.push(os.loadavg()[0] ?? 0);
    baselineRuns.push(await runLoad('baseline', baselineUrl, writeOptions, bookingRequest));
    createRuns.push(await runLoad('create', appUrl, writeOptions, bookingRequest));
  }
  const baseline = combine('baseline: node:http + pg INSERT', baselineRuns);
  const create = combine('POST /api/bookings', createRuns);

  const rows = await db.knex('bookings').count({ n: '*' });
  loads.push(os.loadavg()[0] ?? 0);
  const report = renderReport({
    loads,
    rows: ROWS,
    totalAfter: Number(rows[0]?.n),
    seedSeconds,
    reads,
    baseline,
    create,
    plans,
    refresh,
  });
  console.log(`\n${report}`);
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.tmp', 'bench-report.md'), report);
  console.log('(also written to .tmp/bench-report.md)');
  await db.close();
}

try {
  await main();
} finally {
  await servers.stopAll();
  await admin.raw(`drop database if exists ${benchName} with (force)`).catch(() => undefined);
  await admin.raw(`drop database if exists ${smallName} with (force)`).catch(() => undefined);
  await admin.destroy();
}
