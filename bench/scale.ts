import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { manilaDate } from '../domain/manila-date';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { saveUser } from '../server/src/users/users';
import { BenchServers, benchDatabase, freshDatabase } from './bench-setup';
import { type SeedSummary, seedAtScale } from './bulk-seed';
import { explainBackOffice } from './explain';
import { combine, type LoadResult, runLoad } from './load';
import { writeFiguresInto } from './pages/write-doc';
import { describeResources } from './resources-seed';
import { type InProcess, inProcessTimings } from './scale-in-process';
import { readScenarios, scenarioRow } from './scale-scenarios';
import { measureWrites } from './write-runs';

/**
 * `npm run bench:million` (issue 30 items 1 and 3; DATABASE_URL): a throwaway `<db>_bench_scale_<rows>`
 * with BENCH_ROWS bookings (default 1,000,000; `BENCH_ROWS=100000` gives the same figures at the
 * usual size), their clients, twelve resources a place, packages and payments (bench/bulk-seed.ts).
 * The real app and the bare baseline each in their own process; every read in three 2-second slices
 * taking turns with the others, then POST /api/bookings against the bare INSERT in four. Each figure
 * beside its target, the load averages beside them (the machine is shared). `BENCH_REUSE=1` keeps the
 * database for the next run and uses it if it is there (the bookings the write runs add are removed
 * at the end, so each run reads the seed). Writes `.tmp/bench-scale-<rows>.md`; never fails on time.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REUSE = process.env.BENCH_REUSE === '1';
const ROOT = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !Number.isInteger(ROWS) || ROWS < 1_000) {
  console.log('bench/scale.ts needs DATABASE_URL (PostgreSQL) and BENCH_ROWS of at least 1000.');
  process.exit(0);
}
const { name, url: benchUrl } = benchDatabase(databaseUrl, `bench_scale_${ROWS}`);
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
const servers = new BenchServers();
const USER = {
  email: 'bench@tbl-clinic.ph',
  name: 'Bench Admin',
  role: 'admin',
  password: 'bench-password-1',
};
const load1 = () => os.loadavg()[0] ?? 0;

/** The seed a kept database already holds, if BENCH_REUSE and it finished. */
async function keptSeed(): Promise<SeedSummary | undefined> {
  if (!REUSE) return undefined;
  const exists = await admin.raw('select 1 from pg_database where datname = ?', [name]);
  if (exists.rows.length === 0) return undefined;
  const kept = knexFactory({ client: 'pg', connection: benchUrl, pool: { min: 0, max: 1 } });
  try {
    const row = await kept.raw('select summary from bench_seeded').catch(() => undefined);
    return row?.rows[0]?.summary as SeedSummary | undefined;
  } finally {
    await kept.destroy();
  }
}

async function main() {
  let seed = await keptSeed();
  if (seed) console.log(`Reusing ${name} (seeded ${seed.bookings.toLocaleString()} bookings).`);
  else {
    console.log(`Preparing ${name} with ${ROWS.toLocaleString()} bookings (disk: see df -h)...`);
    await freshDatabase(admin, name);
  }
  const db = await openDatabase({ databaseUrl: benchUrl, poolMax: 2 });
  if (!seed) {
    await migrateToLatest(db.knex);
    seed = await seedAtScale(db.knex, ROWS);
    const started = performance.now();
    await describeResources(db.knex, ['makati', 'las-pinas', 'quezon-city', 'home']);
    seed.seconds.resources = (performance.now() - started) / 1000;
    await saveUser(db.knex, USER);
    await db.knex.raw('create table bench_seeded (summary jsonb)');
    await db.knex('bench_seeded').insert({ summary: JSON.stringify(seed) });
    console.log(`Seeded: ${JSON.stringify(seed)}`);
    // Let the checkpoint and autovacuum that follow a bulk load settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const today = manilaDate();
  const appUrl = await servers.start('app-server.ts', {
    BENCH_DATABASE_URL: benchUrl,
    BENCH_JWT_SECRET: 'x'.repeat(48),
  });
  const baselineUrl = await servers.start('baseline-server.ts', { BENCH_DATABASE_URL: benchUrl });
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER.email, password: USER.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const loads: number[] = [];

  const scenarios = readScenarios(today, token, seed.clients);
  const readOptions = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 500 };
  const slices = new Map<string, Awaited<ReturnType<typeof runLoad>>[]>();
  for (let round = 1; round <= 3; round += 1) {
    console.log(`Measuring the reads, round ${round} of 3 (load ${load1().toFixed(1)})...`);
    loads.push(load1());
    for (const scenario of scenarios) {
      const slice = await runLoad(
        scenario.name,
        scenario.baseline ? baselineUrl : appUrl,
        readOptions,
        scenario.request,
      );
      slices.set(scenario.name, [...(slices.get(scenario.name) ?? []), slice]);
    }
  }
  const reads = scenarios.map((scenario) => ({
    result: combine(scenario.name, slices.get(scenario.name) ?? []),
    targetMs: scenario.targetMs,
  }));

  // Before the writes, like the reads above: the write's bookings are the newest, and a broad
  // search walks the newest first, so after them its plan and timing measured the bench's own rows.
  // The plans include page 5,000, which needs 50,000 rows.
  const plans = ROWS >= 100_000 ? await explainBackOffice(db.knex, today, ['Ana Reyes', 'Santos']) : [];
  console.log('Timing the reads in this process...');
  const direct = await inProcessTimings(db.knex, today, seed.clients);
  loads.push(load1());
  // Past what earlier runs on a kept database wrote, so no request repeats a phone at its time.
  const { baseline, create } = await measureWrites({
    baselineUrl,
    appUrl,
    today,
    loads,
    firstIndex: Date.now() % 1_000_000,
  });
  if (REUSE) {
    // A kept database goes back to its seed (the counts follow through their trigger): the next
    // run's searches would otherwise walk these newest bookings before reaching a seeded one.
    const removed = await db.knex('bookings').where('customer_name', 'like', 'Bench Client %').delete();
    console.log(`Removed the ${removed.toLocaleString()} bookings the write runs made.`);
  }
  const ratio = create.perSecond / baseline.perSecond;
  const report = renderScaleReport(seed, loads, reads, baseline, create, ratio, plans, direct);
  console.log(`\n${report}`);
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.tmp', `bench-scale-${ROWS}.md`), report);
  writeFiguresInto(
    path.join(ROOT, 'docs', 'PERFORMANCE.md'),
    report,
    `scale-bench-${ROWS}`,
    `API at ${ROWS.toLocaleString()} bookings: latest figures`,
    `${ROWS === 1_000_000 ? '' : `BENCH_ROWS=${ROWS} `}npm run bench:million`,
  );
  console.log(`(also written to .tmp/bench-scale-${ROWS}.md and docs/PERFORMANCE.md)`);
  await db.close();
}

function renderScaleReport(
  seed: SeedSummary,
  loads: number[],
  reads: Array<{ result: LoadResult; targetMs: number }>,
  baseline: LoadResult,
  create: LoadResult,
  ratio: number,
  plans: Awaited<ReturnType<typeof explainBackOffice>>,
  direct: InProcess[],
): string {
  // In the order the seed runs (the kept summary comes back from jsonb in another order).
  const steps = ['clients', 'bookings', 'indexes', 'counts', 'packages and payments', 'vacuum', 'resources'];
  const seconds = Object.entries(seed.seconds)
    .sort(([a], [b]) => steps.indexOf(a) - steps.indexOf(b))
    .map(([step, s]) => `${step} ${s.toFixed(0)} s`)
    .join(', ');
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${seed.bookings.toLocaleString()} bookings over ${seed.spanDays} days of service dates, ${seed.clients.toLocaleString()} clients, 12 resources a place (seed: ${seconds}).`,
    `1-minute load average during the run (the machine is shared): ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}.`,
    '',
    '| scenario | requests | req/s | p50 ms | p99 ms | errors | p99 target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...reads.map(({ result, targetMs }) => scenarioRow(result, targetMs)),
    scenarioRow(baseline, Number.POSITIVE_INFINITY),
    scenarioRow(create, Number.POSITIVE_INFINITY),
    '',
    `- POST /api/bookings runs at ${(ratio * 100).toFixed(0)}% of the bare INSERT (target at least 50%): ${ratio >= 0.5 ? 'met' : '**missed**'}.`,
    ...[...reads.map((read) => read.result), baseline, create]
      .filter((result) => result.firstError)
      .map((result) => `- First error of "${result.name}": ${result.firstError}`),
    '',
    'The same reads called in the bench process one at a time (no HTTP, nothing else in flight from the bench), 50 runs each:',
    '',
    '| read | p50 ms | p99 ms |',
    '|---|---:|---:|',
    ...direct.map((read) => `| ${read.name} | ${read.p50.toFixed(1)} | ${read.p99.toFixed(1)} |`),
    '',
    '| query | indexes used | execution ms |',
    '|---|---|---:|',
    ...plans.map(
      (plan) => `| ${plan.name} | ${plan.indexes.join(', ') || '(none)'} | ${plan.executionMs.toFixed(2)} |`,
    ),
  ].join('\n');
}

try {
  await main();
} finally {
  await servers.stopAll();
  if (!REUSE) await admin.raw(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.destroy();
}
