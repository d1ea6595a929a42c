import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bookingBody } from '../test/factories';
import { usingPostgres } from '../test/test-database';
import { runBounded } from './bounded';
import { createServerStore, freePort, startChildServer } from './child-server';
import { compileServer } from './compiled-server';
import { type LoadRequest, type RateResult, runAtRate } from './open-loop';

/**
 * The highest rate of mixed traffic the real server holds for 60 s with p99 under 200 ms and no
 * errors, on this machine. Steps the rate up in 10 s probes (a miss is tried once more), then holds the best one for 60 s (and
 * steps down if the long run misses). Bounded: at most ~4 minutes, loopback only.
 * Run by `npm run test:soak`; writes .tmp/soak-load.json for docs/RELIABILITY.md.
 */
const P99_LIMIT_MS = 200;
const HOLD_SECONDS = 60;
const PROBE_SECONDS = 10;
const RATES = [50, 100, 150, 200, 300, 400, 500, 650, 800];
const SEED_BOOKINGS = 1_000;
const ADMIN = { ADMIN_EMAIL: 'load@tbl-clinic.ph', ADMIN_PASSWORD: 'load-password-123' };

const store = await createServerStore();
const port = await freePort();
// The server as production runs it: compiled JavaScript.
const compiled = await compileServer();
const server = await startChildServer(port, { ...store.env, ...ADMIN }, compiled.nodeArgs);
try {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const staff = { authorization: `Bearer ${token}` };
  // Capacity is real since issue #15: at the default 4 parallel visits the spread of starts the
  // bookings use fills up within the hold, and every booking after that is a (correct) 409. Raised
  // to the most an admin may set, the run measures serving, not refusals, as bench/time.ts does.
  const raised = await fetch(`${server.url}/api/settings/capacity`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...staff },
    body: JSON.stringify({
      capacity: { makati: 100, 'las-pinas': 100, 'quezon-city': 100, home: 100, online: 100 },
      closedDates: [],
      updateCode: 'update-1234',
    }),
  });
  if (raised.status !== 200) throw new Error(`raising capacity failed: ${raised.status}`);
  await runBounded(Array.from({ length: SEED_BOOKINGS }), 16, async (_, index) => {
    const reply = await post(bookingBody({ bookingData: { customerName: `Seed Customer ${index}` } }));
    if (reply.status !== 201) throw new Error(`seeding failed: ${reply.status}`);
  });

  // The mix: public reads a visitor's browser makes, new bookings, and the back-office lists.
  const mix: Array<[number, () => LoadRequest]> = [
    [25, () => ({ kind: 'browse', method: 'GET', path: '/api/health' })],
    [15, () => ({ kind: 'browse', method: 'GET', path: '/api/openapi.json' })],
    [
      20,
      () => ({
        kind: 'booking',
        method: 'POST',
        path: '/api/bookings',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(bookingBody()),
      }),
    ],
    [
      25,
      () => ({
        kind: 'back-office',
        method: 'GET',
        path: `/api/bookings?page=${1 + crypto.randomInt(20)}&limit=20&sort=${['booked', 'service-date'][crypto.randomInt(2)]}`,
        headers: staff,
      }),
    ],
    [
      15,
      () => ({
        kind: 'back-office',
        method: 'GET',
        path: `/api/bookings/search?search=customer%20${crypto.randomInt(1000)}`,
        headers: staff,
      }),
    ],
  ];
  const weight = mix.reduce((sum, [share]) => sum + share, 0);
  const next = () => {
    let pick = crypto.randomInt(weight);
    for (const [share, make] of mix) {
      if (pick < share) return make();
      pick -= share;
    }
    return (mix[0] as [number, () => LoadRequest])[1]();
  };
  const holds = (result: RateResult) => result.errors === 0 && result.p99 < P99_LIMIT_MS;
  const show = (label: string, result: RateResult) =>
    console.log(
      `${label} ${result.rate}/s for ${result.seconds.toFixed(0)} s: ${result.requests} requests, ` +
        `${result.errors} errors, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms ` +
        `${JSON.stringify(result.byKind)}`,
    );

  await runAtRate(server.url, 50, 5, next); // warm-up: JIT, pools, caches
  const probes: RateResult[] = [];
  let best: number | undefined;
  // The cores are shared (with PostgreSQL, the load generator and whatever else runs), so one noisy
  // 10 s probe is tried again before it ends the search.
  search: for (const rate of RATES) {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const result = await runAtRate(server.url, rate, PROBE_SECONDS, next);
      probes.push(result);
      show(attempt === 1 ? 'probe' : 'probe again', result);
      if (holds(result)) {
        best = rate;
        continue search;
      }
    }
    break;
  }
  const holdRuns: RateResult[] = [];
  let held: RateResult | undefined;
  for (const rate of RATES.filter((candidate) => best !== undefined && candidate <= best)
    .reverse()
    .slice(0, 3)) {
    const result = await runAtRate(server.url, rate, HOLD_SECONDS, next);
    holdRuns.push(result);
    show('hold', result);
    if (holds(result)) {
      held = result;
      break;
    }
  }
  const report = {
    at: new Date().toISOString(),
    database: usingPostgres() ? 'PostgreSQL 15' : 'PGlite',
    seededBookings: SEED_BOOKINGS,
    p99LimitMs: P99_LIMIT_MS,
    probes,
    holdRuns,
    held: held ?? null,
  };
  fs.mkdirSync(path.resolve(import.meta.dirname, '../../../.tmp'), { recursive: true });
  fs.writeFileSync(
    path.resolve(import.meta.dirname, '../../../.tmp/soak-load.json'),
    JSON.stringify(report, null, 2),
  );
  console.log(
    held
      ? `load: ${held.rate} requests/s of mixed traffic held for ${HOLD_SECONDS} s, p99 ${held.p99} ms, 0 errors`
      : 'load: no rate held for 60 s within the limits',
  );
  process.exitCode = held ? 0 : 1;
} finally {
  await server.stop();
  compiled.remove();
  await store.drop();
}
