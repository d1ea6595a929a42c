import type { Knex } from 'knex';
import { insertBookings } from './seed';
import { seedPackagesAndPayments, seedPeople } from './seed-people';

/** The 100,000 seed's density: 365 days of service dates for 100,000 bookings, about 274 a day. */
const BOOKINGS_PER_DAY = 100_000 / 365;
/** bench/reports.ts's proportion: 8,000 people to 100,000 bookings, so most of them return. */
const BOOKINGS_PER_CLIENT = 12.5;

/** What `seedAtScale` made, for the report. */
export interface SeedSummary {
  bookings: number;
  clients: number;
  spanDays: number;
  seconds: Record<string, number>;
}

/**
 * A million bookings in minutes (issue 30 item 1): the same rows as bench/seed.ts over a span of
 * days in proportion (the 100,000 seed's visits a day, so a day's reads compare), each with a
 * client, then packages and payments in bench/reports.ts's proportions. Loaded the way one loads a
 * table in bulk: the secondary indexes of `bookings` dropped and built again after the one INSERT,
 * the counting triggers off during it and their tables filled by one GROUP BY each (what the
 * triggers would have left, as the migrations that made them fill them).
 */
export async function seedAtScale(db: Knex, rows: number): Promise<SeedSummary> {
  const seconds: Record<string, number> = {};
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    seconds[label] = (performance.now() - started) / 1000;
  };
  const spanDays = Math.max(365, Math.round(rows / BOOKINGS_PER_DAY));
  const clients = Math.round(rows / BOOKINGS_PER_CLIENT);
  await timed('clients', () => seedPeople(db, clients));
  // One connection for all of it: the session settings below must hold for every statement.
  await db.transaction(async (trx) => {
    await trx.raw("set local maintenance_work_mem = '256MB'");
    const indexes = await trx.raw<{ rows: Array<{ name: string; definition: string }> }>(
      `select i.indexname as name, i.indexdef as definition
         from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'bookings'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    await trx.raw('alter table bookings disable trigger bookings_counted');
    await trx.raw('alter table bookings disable trigger bookings_treatments_counted');
    await trx.raw('alter table bookings disable trigger bookings_status_totalled');
    for (const index of indexes.rows) await trx.raw(`drop index "${index.name}"`);
    await timed('bookings', () => insertBookings(trx, rows, { spanDays, clients }));
    await timed('indexes', async () => {
      for (const index of indexes.rows) await trx.raw(index.definition);
    });
    await timed('counts', async () => {
      await trx.raw('delete from booking_counts');
      await trx.raw('delete from booking_created_counts');
      await trx.raw(`insert into booking_counts (service_date, status, branch, bookings)
        select service_date, status, branch, count(*) from bookings where deleted_at is null
         group by service_date, status, branch`);
      await trx.raw(`insert into booking_created_counts (created_week, status, branch, bookings)
        select date_trunc('week', created_at at time zone 'UTC')::date, status, branch, count(*)
          from bookings where deleted_at is null group by 1, status, branch`);
      // As migrations/20261205000000_create_booking_status_totals.ts fills it.
      await trx.raw('delete from booking_status_totals');
      await trx.raw(`insert into booking_status_totals (branch, status, deleted, bookings)
        select branch, status, deleted_at is not null, count(*) from bookings group by 1, 2, 3`);
      // As migrations/20261202200000_create_booking_treatment_counts.ts fills it.
      await trx.raw('delete from booking_treatment_counts');
      await trx.raw(`insert into booking_treatment_counts
               (service_date, branch, status, treatment, treatment_name, bookings)
        select service_date, branch, status, treatment, name, count(*)
          from (select b.service_date, b.branch, b.status, coalesce(line->>'id', '') as treatment,
                       coalesce(max(line->>'name'), '') as name
                  from bookings b cross join lateral jsonb_array_elements(b.cart_items) as line
                 where b.deleted_at is null
                 group by b.id, b.service_date, b.branch, b.status, coalesce(line->>'id', '')) as lines
         group by service_date, branch, status, treatment, name`);
    });
    await trx.raw('alter table bookings enable trigger bookings_counted');
    await trx.raw('alter table bookings enable trigger bookings_treatments_counted');
    await trx.raw('alter table bookings enable trigger bookings_status_totalled');
  });
  await timed('packages and payments', () => seedPackagesAndPayments(db));
  await timed('vacuum', async () => {
    for (const table of ['bookings', 'clients', 'client_packages', 'payment_entries']) {
      await db.raw(`vacuum analyze ${table}`);
    }
    for (const table of [
      'booking_counts',
      'booking_created_counts',
      'booking_status_totals',
      'booking_treatment_counts',
    ]) {
      await db.raw(`vacuum analyze ${table}`);
    }
  });
  return { bookings: rows, clients, spanDays, seconds };
}
