import crypto from 'node:crypto';
import os from 'node:os';
import knexFactory from 'knex';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { pageWithTotal } from '../server/src/queries/booking-list';
import { saveUser } from '../server/src/users/users';
import { BenchServers, benchDatabase, freshDatabase } from './bench-setup';
import { combine, runLoad } from './load';
import { seedBookings } from './seed';

/**
 * `tsx bench/desk-search.ts` (DATABASE_URL): the desk's searches at 100,000 bookings, in a throwaway
 * `<db>_bench_desk` database: a name typed without its accents (`pena` finds the 2,500 Peña), a phone
 * in three written forms and by its last four digits, an e-mail whole and in part (without its `@`,
 * which every seeded address shares a start with: `client`). Prints p50/p99 per search against the
 * 25 ms p99 target.
 */
const ROWS = 100_000;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('bench/desk-search.ts needs DATABASE_URL (PostgreSQL).');
  process.exit(0);
}
const { name, url: benchUrl } = benchDatabase(databaseUrl, 'bench_desk');
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
const USER = { email: 'bench@tbl-clinic.ph', name: 'Bench', role: 'admin', password: 'bench-password-1' };

await freshDatabase(admin, name);
const db = await openDatabase({ databaseUrl: benchUrl, poolMax: 2 });
await migrateToLatest(db.knex);
await seedBookings(db.knex, ROWS);
// One surname in forty gets its accent, as the clinic's clients write it.
await db.knex.raw("update bookings set customer_name = replace(customer_name, 'Perez', 'Peña')");
await db.knex.raw('vacuum analyze bookings');
await saveUser(db.knex, USER);

/** The list's own statements in this process, without HTTP: less of the shared machine in them. */
async function inProcess(text: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let run = 0; run < 60; run += 1) {
    const started = performance.now();
    await pageWithTotal(db.knex, { deleted: false, search: text }, 'booked', 1, 10);
    if (run >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const jwtSecret = crypto.randomBytes(48).toString('base64url');
const servers = new BenchServers();
const appUrl = await servers.start('app-server.ts', {
  BENCH_DATABASE_URL: benchUrl,
  BENCH_JWT_SECRET: jwtSecret,
});
try {
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER.email, password: USER.password }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const searches = [
    'pena',
    'Maria Pena',
    '0917 000 1234',
    '+63 917 000 1234',
    '639170001234',
    '1234',
    'client1234@example.com',
    'client1234',
  ];
  const options = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 500 };
  const load = os.loadavg()[0] ?? 0;
  console.log(`Load average before: ${load.toFixed(1)} on ${os.cpus().length} cores`);
  for (const text of searches) {
    const slices = [];
    for (let round = 0; round < 3; round += 1) {
      slices.push(
        await runLoad(text, appUrl, options, () => ({
          method: 'GET',
          path: `/api/bookings?search=${encodeURIComponent(text)}&page=1&limit=10`,
          headers: { authorization: `Bearer ${token}` },
        })),
      );
    }
    const result = combine(text, slices);
    const direct = await inProcess(text);
    const reply = await fetch(`${appUrl}/api/bookings?search=${encodeURIComponent(text)}&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const total = ((await reply.json()) as { total: number }).total;
    console.log(
      `search "${text}": ${total} found, ${result.requests} requests, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}; the queries alone p50 ${direct.p50.toFixed(1)} ms, p99 ${direct.p99.toFixed(1)} ms`,
    );
  }
  console.log(`Load average after: ${(os.loadavg()[0] ?? 0).toFixed(1)}`);
} finally {
  await servers.stopAll();
  await db.close();
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
}
