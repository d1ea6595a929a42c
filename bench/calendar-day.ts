import knexFactory from 'knex';
import { addDays, manilaDate } from '../domain/manila-date';
import { minuteOfDay } from '../domain/opening-hours';
import { createCurrentCatalogue } from '../server/src/catalogue/current-catalogue';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { BLOCKS_SQL, calendarDay } from '../server/src/queries/calendar-day';
import { loadResourceDays } from '../server/src/queries/resource-days';
import { benchDatabase, freshDatabase } from './bench-setup';
import { seedBookings } from './seed';

/**
 * `npx tsx bench/calendar-day.ts` (DATABASE_URL set): what the desk's calendar costs at 100,000
 * bookings with 12 resources a branch (issue 26 item 5). A throwaway `<db>_calendar_bench` gets the
 * bench's seed (about 70 visits a branch a day, stored without assignments: the calendar then plans
 * them, its slowest case) plus one day at Makati booked through resources; prints each statement's
 * plan and the whole read's p50 and p99 over 200 runs.
 */
const ROWS = 100_000;
const RUNS = 200;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('Set DATABASE_URL=postgres://user:pass@host:5432/db');
  process.exit(0);
}

const { name, url } = benchDatabase(databaseUrl, 'calendar_bench');
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });

async function main() {
  await freshDatabase(admin, name);
  const db = await openDatabase({ databaseUrl: url, poolMax: 2 });
  await migrateToLatest(db.knex);
  await seedBookings(db.knex, ROWS);
  // 12 a branch: the four rooms of the upgrade, four people, four machines.
  for (const branch of ['makati', 'las-pinas', 'quezon-city']) {
    await db.knex('resources').insert([
      ...['Dr. Reyes', 'Nurse Dela Cruz', 'Aesthetician Lopez', 'Aesthetician Tan'].map((person, index) => ({
        id: crypto.randomUUID(),
        branch,
        kind: 'practitioner',
        name: person,
        skills: JSON.stringify([index === 0 ? 'doctor' : index === 1 ? 'nurse' : 'aesthetician']),
        type: '',
      })),
      ...['HIFU 1', 'Laser 1', 'Laser 2', 'RF 1'].map((machine) => ({
        id: crypto.randomUUID(),
        branch,
        kind: 'machine',
        name: machine,
        skills: '[]',
        type: machine.split(' ')[0]?.toLowerCase(),
      })),
    ]);
  }
  await db.knex.raw('vacuum analyze');
  const catalogue = createCurrentCatalogue(db.knex, { checkEveryMs: 60_000 });
  const rules = await catalogue.rules();
  // The seed puts each date at one branch: the busiest Makati day still to come.
  const busiest = await db
    .knex('bookings')
    .where({ branch: 'makati' })
    .where('service_date', '>=', manilaDate())
    .groupBy('service_date')
    .orderByRaw('count(*) desc, service_date')
    .first(db.knex.raw("to_char(service_date, 'YYYY-MM-DD') as date"));
  const date = (busiest as { date: string } | undefined)?.date ?? addDays(manilaDate(), 7);
  await explainBlocks();
  await measure('the seed as it is (unassigned: planned on each read)');
  // A day as the clinic has it: what fits stored with its assignments, what never could cancelled.
  const planned = (await loadResourceDays(db.knex, { place: 'makati', from: date, to: date, rules })).get(
    date,
  );
  for (const visit of planned?.visits ?? []) {
    if (visit.assignments.length === 0) {
      await db.knex('bookings').where({ id: visit.id }).update({ status: 'cancelled' });
      continue;
    }
    await db.knex('booking_assignments').insert(
      visit.assignments.map((a, position) => ({
        booking_id: visit.id,
        position,
        service_id: a.serviceId,
        resource_id: a.resourceId,
        kind: a.kind,
        name: a.name,
        service_date: date,
        start_minute: minuteOfDay(a.start),
        end_minute: minuteOfDay(a.end),
      })),
    );
  }
  await db.knex.raw('vacuum analyze bookings, booking_assignments');
  await explainBlocks();
  await measure('a full day stored with its assignments');

  async function explainBlocks() {
    const plan = await db.knex.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(
      `explain (analyze, buffers, costs off) ${BLOCKS_SQL}`,
      { day: date, place: 'makati' },
    );
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }

  async function measure(label: string) {
    const day = await calendarDay(db.knex, { place: 'makati', date, rules });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await calendarDay(db.knex, { place: 'makati', date, rules });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(
      `${label}: ${day.resources.length} resources, ${day.blocks.length} visits on ${date} at Makati; calendarDay p50 ${at(0.5)} ms, p99 ${at(0.99)} ms over ${RUNS} runs`,
    );
  }
  await db.close();
  await admin.raw(`drop database if exists ${name} with (force)`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => admin.destroy());
