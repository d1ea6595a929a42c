import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, manilaDate } from '../domain/manila-date';
import { BenchServers } from './bench-setup';
import { benchBooking } from './booking-requests';
import { combine, type LoadResult, runLoad } from './load';
import { backendTicks, cpuTicks } from './process-cpu';

/**
 * `npx tsx bench/time-ab.ts <checkoutA> <checkoutB> <databaseA> <databaseB> [rounds]`: the time
 * bench's two scenarios (bench/time.ts: availability over resources, 4 in flight; POST /api/bookings,
 * 10 in flight, and the bare INSERT) against the apps of two checkouts (e.g. /work/main and a
 * branch), each in its own process on its own copy of one seeded database (`create database ...
 * template ...`), in alternating slices so the shared machine's load falls on both alike. Each side
 * walks the same request sequence, so both book the same starts and meet the same refusals. Prints
 * req/s, p50, p99, and per request the app process's CPU and its database backends' CPU (from /proc).
 */
const [checkoutA, checkoutB, databaseA, databaseB, roundsText] = process.argv.slice(2);
if (!checkoutA || !checkoutB || !databaseA || !databaseB) {
  console.log('usage: npx tsx bench/time-ab.ts <checkoutA> <checkoutB> <databaseA> <databaseB> [rounds]');
  process.exit(0);
}
const rounds = Number(roundsText ?? 4);
const today = manilaDate();
const PLACES = ['makati', 'las-pinas', 'quezon-city', 'home', 'online'];
const admin = new pg.Client(databaseA);
await admin.connect();
const names = [databaseA, databaseB].map((url) => new URL(url).pathname.slice(1));

const apps = [checkoutA, checkoutB].map((root) => new BenchServers(path.resolve(root)));
const baseline = new BenchServers(path.resolve(checkoutA));
try {
  const urls = await Promise.all(
    apps.map((servers, k) =>
      servers.start('app-server.ts', {
        BENCH_DATABASE_URL: [databaseA, databaseB][k] ?? '',
        BENCH_JWT_SECRET: 'x'.repeat(48),
      }),
    ),
  );
  const baselineUrl = await baseline.start('baseline-server.ts', { BENCH_DATABASE_URL: databaseA });
  const sides = [
    { label: checkoutA, url: urls[0] ?? '', pid: apps[0]?.pids()[0] ?? 0, next: 0 },
    { label: checkoutB, url: urls[1] ?? '', pid: apps[1]?.pids()[0] ?? 0, next: 0 },
  ];
  // The bare INSERT books far from the apps' sequence, on the first copy.
  const insert = { label: 'bare INSERT', url: baselineUrl, pid: baseline.pids()[0] ?? 0, next: 10_000_000 };
  const scenarios = [
    {
      name: 'GET /api/availability',
      options: { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 300 },
      sides,
      request: (_first: number) => (i: number) => ({
        method: 'GET' as const,
        path: `/api/availability?branch=${PLACES[i % PLACES.length]}&date=${addDays(today, 1 + (i % 170))}&services=${i % 3 === 0 && i % PLACES.length < 3 ? 'ulthera-prime' : 'stem-cell-facial'}`,
      }),
    },
    {
      name: 'POST /api/bookings',
      options: { concurrency: 10, durationMs: 2_500, maxRequests: 200_000, warmupMs: 300 },
      sides: [...sides, insert],
      request: (first: number) => (i: number) => benchBooking(first + i, today),
    },
  ];
  const loads: number[] = [];
  for (const scenario of scenarios) {
    const slices = scenario.sides.map(() => ({
      runs: [] as Array<LoadResult & { latencies: number[] }>,
      app: 0,
      db: 0,
    }));
    for (let round = 0; round < rounds; round += 1) {
      loads.push(os.loadavg()[0] ?? 0);
      for (const [k, side] of scenario.sides.entries()) {
        const app = cpuTicks(side.pid);
        const db = await backendTicks(admin, names);
        const run = await runLoad(scenario.name, side.url, scenario.options, scenario.request(side.next));
        const slice = slices[k];
        if (!slice) continue;
        slice.app += cpuTicks(side.pid) - app;
        slice.db += (await backendTicks(admin, names)) - db;
        slice.runs.push(run);
        // Past the warm-up's requests too: the next slice books starts not yet tried.
        side.next += run.requests + 2_000;
      }
    }
    for (const [k, side] of scenario.sides.entries()) {
      const slice = slices[k];
      if (!slice) continue;
      const result = combine(scenario.name, slice.runs);
      // The warm-up's requests share the CPU figures; they count the recorded ones, so they err high.
      const perRequest = (ticks: number) => ((ticks * 10) / result.requests).toFixed(2);
      console.log(
        `${scenario.name} ${side.label}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, app CPU ${perRequest(slice.app)} ms/request, database CPU ${perRequest(slice.db)} ms/request, refused ${result.errors}`,
      );
    }
  }
  console.log(`1-minute load average: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`);
} finally {
  for (const servers of [...apps, baseline]) await servers.stopAll();
  await admin.end();
}
