import os from 'node:os';
import path from 'node:path';
import { BenchServers } from './bench-setup';
import { combine, runLoad } from './load';
import { cpuTicks } from './process-cpu';

/**
 * `npx tsx bench/api-ab.ts <checkoutA> <checkoutB> <databaseUrl> [rounds]`: the same requests against
 * the app of two checkouts (e.g. /work/main and this branch), each in its own process over the same
 * bench database (a kept `BENCH_REUSE=1` one), in alternating 2-second slices so the shared
 * machine's load falls on both alike. Prints req/s, p50, p99 and the app process's CPU per request
 * (user + system, from /proc), which the load moves less than the latencies.
 */
const [checkoutA, checkoutB, databaseUrl, roundsText] = process.argv.slice(2);
if (!checkoutA || !checkoutB || !databaseUrl) {
  console.log('usage: npx tsx bench/api-ab.ts <checkoutA> <checkoutB> <databaseUrl> [rounds]');
  process.exit(0);
}
const rounds = Number(roundsText ?? 3);
const PATHS = process.env.AB_PATHS?.split(' ') ?? [
  '/api/bookings?page=1&limit=10',
  '/api/bookings?search=Santos&page=1&limit=10',
  '/api/bookings?search=Ana%20Reyes&page=1&limit=10',
];

const sides = [checkoutA, checkoutB].map((root) => ({ root, servers: new BenchServers(path.resolve(root)) }));
try {
  const started = await Promise.all(
    sides.map(async (side) => {
      const url = await side.servers.start('app-server.ts', {
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_JWT_SECRET: 'x'.repeat(48),
      });
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@tbl-clinic.ph', password: 'bench-password-1' }),
      });
      const { token } = (await login.json()) as { token: string };
      return { ...side, url, token, pid: side.servers.pids()[0] ?? 0 };
    }),
  );
  const options = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 300 };
  const loads: number[] = [];
  for (const requestPath of PATHS) {
    const slices = started.map(() => [] as Awaited<ReturnType<typeof runLoad>>[]);
    const ticks = started.map(() => 0);
    for (let round = 0; round < rounds; round += 1) {
      loads.push(os.loadavg()[0] ?? 0);
      for (const [index, side] of started.entries()) {
        const before = cpuTicks(side.pid);
        const slice = await runLoad(requestPath, side.url, options, () => ({
          method: 'GET',
          path: requestPath,
          headers: { authorization: `Bearer ${side.token}` },
        }));
        ticks[index] = (ticks[index] ?? 0) + cpuTicks(side.pid) - before;
        slices[index]?.push(slice);
      }
    }
    for (const [index, side] of started.entries()) {
      const result = combine(requestPath, slices[index] ?? []);
      // The warm-up's requests share the CPU figure; it counts the recorded ones, so it errs high.
      const cpuMs = ((ticks[index] ?? 0) * 10) / result.requests;
      console.log(
        `${side.root} ${requestPath}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, app CPU ${cpuMs.toFixed(2)} ms/request, errors ${result.errors}`,
      );
    }
  }
  console.log(`1-minute load average: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`);
} finally {
  for (const side of sides) await side.servers.stopAll();
}
