import path from 'node:path';
import pg from 'pg';
import { manilaDate } from '../domain/manila-date';
import { BenchServers } from './bench-setup';
import { benchBooking } from './booking-requests';
import type { Request } from './load';
import { backendTicks, cpuTicks } from './process-cpu';
import { type ReadScenario, readScenarios } from './scale-scenarios';

/**
 * `npx tsx bench/request-cost.ts <template-database-url> <kind> [count] [in-flight]`: what one
 * request costs, for profiling rather than for targets. Kinds: `post` (the time bench's bookings) and
 * the scale bench's reads (bench/scale-scenarios.ts): `availability`, and signed in as its admin
 * (the template is then a `bench:million` database) `desk` (list page 1), `search` ("Santos"),
 * `calendar` and `client`. Copies the template database (a seeded one kept for it, e.g. `<db>_bench_scale_100000` after `BENCH_ROWS=100000 BENCH_REUSE=1 npm
 * run bench:million`), starts the real app on the copy
 * (bench/app-server.ts; `PROFILE_DIR=<dir>` adds `--cpu-prof` there), warms it, then sends the
 * bench's requests one at a time (or `in-flight` at once) and prints the statuses, req/s, p50 and
 * p99, and per request the app process's CPU and its database backends' CPU (from /proc). When the
 * server loads `pg_stat_statements` and the role may reset it, also the statements by time spent
 * planning and running them (how 2026-11-28's profile found the re-planned reads). The copy is
 * dropped at the end.
 */
const [templateUrl, kind, countText, inFlightText] = process.argv.slice(2);
/** The scale bench's read each kind stands for, by the start of its name. */
const READS: Record<string, string> = {
  availability: 'GET /api/availability',
  desk: 'GET /api/bookings page 1',
  search: 'GET /api/bookings search "Santos"',
  calendar: 'GET /api/calendar',
  client: 'GET /api/clients/:id',
};
const KINDS = ['post', ...Object.keys(READS)];
if (!templateUrl || !kind || !KINDS.includes(kind)) {
  console.log(
    `usage: npx tsx bench/request-cost.ts <template-database-url> <${KINDS.join('|')}> [count] [in-flight]`,
  );
  process.exit(0);
}
const count = Number(countText ?? 1_000);
const inFlight = Number(inFlightText ?? 1);
const WARM_UP = 300;
const today = manilaDate();

const template = new URL(templateUrl).pathname.slice(1);
const copyName = `${template}_cost`;
const copyUrl = new URL(templateUrl);
copyUrl.pathname = `/${copyName}`;
const admin = new pg.Client(templateUrl);
await admin.connect();
await admin.query(`drop database if exists ${copyName} with (force)`);
await admin.query(`create database ${copyName} template ${template}`);

let read: ReadScenario | undefined;
const request = (index: number): Request => (read ? read.request(index) : benchBooking(index, today));

const servers = new BenchServers();
const profileDir = process.env.PROFILE_DIR;
try {
  const base = await servers.start(
    'app-server.ts',
    { BENCH_DATABASE_URL: copyUrl.toString(), BENCH_JWT_SECRET: 'x'.repeat(48) },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  const appPid = servers.pids()[0] ?? 0;
  const readName = READS[kind];
  if (readName) {
    let token = '';
    let clients = 1;
    if (kind !== 'availability') {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@tbl-clinic.ph', password: 'bench-password-1' }),
      });
      token = ((await login.json()) as { token: string }).token;
      const copy = new pg.Client(copyUrl.toString());
      await copy.connect();
      const seeded = await copy
        .query<{ clients: number }>("select (summary->>'clients')::int as clients from bench_seeded")
        .catch(() => ({ rows: [{ clients: 1 }] }));
      await copy.end();
      clients = seeded.rows[0]?.clients ?? 1;
    }
    read = readScenarios(today, token, clients).find((scenario) => scenario.name.startsWith(readName));
  }
  const send = async (index: number) => {
    const { method, path: url, body, headers } = request(index);
    const reply = await fetch(base + url, {
      method,
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    await reply.text();
    return reply.status;
  };
  // The warm-up books far from the measured requests.
  for (let index = 0; index < WARM_UP; index += 1) await send(1_000_000 + index);
  const statements = new pg.Client(copyUrl.toString());
  await statements.connect();
  const counting = await statements
    .query('select pg_stat_statements_reset()')
    .then(() => true)
    .catch(() => false);

  const app = cpuTicks(appPid);
  const db = await backendTicks(admin, [copyName]);
  const started = performance.now();
  const statuses: Record<number, number> = {};
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const index = next++;
        const sent = performance.now();
        const status = await send(index);
        times.push(performance.now() - sent);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const perRequest = (ticks: number) => ((ticks * 10) / count).toFixed(2);
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(times.length * share)] ?? 0).toFixed(1);
  console.log(
    `${kind}, ${count} requests, ${inFlight} in flight: ${JSON.stringify(statuses)}, ${(count / seconds).toFixed(0)} req/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, app CPU ${perRequest(cpuTicks(appPid) - app)} ms/request, database CPU ${perRequest((await backendTicks(admin, [copyName])) - db)} ms/request`,
  );
  if (counting) {
    const { rows } = await statements.query<{
      calls: string;
      planning: number;
      running: number;
      text: string;
    }>(
      `select calls, total_plan_time::float as planning, total_exec_time::float as running,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as text
         from pg_stat_statements where dbid = (select oid from pg_database where datname = $1)
        order by total_plan_time + total_exec_time desc limit 12`,
      [copyName],
    );
    console.log('calls | planning ms each | running ms each | statement');
    for (const row of rows) {
      const calls = Number(row.calls);
      console.log(
        `${calls} | ${(row.planning / calls).toFixed(3)} | ${(row.running / calls).toFixed(3)} | ${row.text}`,
      );
    }
  }
  await statements.end();
} finally {
  await servers.stopAll();
  await admin.query(`drop database if exists ${copyName} with (force)`);
  await admin.end();
}
