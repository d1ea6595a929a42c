import type { Knex } from 'knex';

/**
 * A row for every committed change to what a place's day of availability is made of (the tables
 * the day read, queries/resource-days.ts, reads), so an instance may keep an answer it worked out
 * and know, with one index-only count, whether anything under it changed since (issue 26's
 * availability p99; queries/availability-cache.ts). `day` null: every day of the place (its
 * resources, their schedules and exceptions); place `*`: every place (a truncated table). Rows are
 * only added, so the count of a place's day and place-wide rows grows with every change, whichever
 * order the writers commit in; the cleanup drops rows of days already past (no answer for them is
 * kept) and never a place-wide one. Each trigger is one statement per writing statement, and an
 * update of a booking that leaves its visit as it was (a payment, a note) adds nothing.
 */
interface Source {
  table: string;
  /** `place, day` of the changed rows, from the transition table `t`. */
  select: string;
  /** Bookings only: the columns whose change moves the day read's answer. */
  visitColumns?: string;
}

const SOURCES: Source[] = [
  {
    table: 'bookings',
    select: 't.branch, t.service_date from %rows% t',
    visitColumns:
      'branch, service_date, service_time, visit_minutes, cart_items, practitioner_id, status, deleted_at',
  },
  {
    table: 'booking_assignments',
    select: 'b.branch, b.service_date from %rows% t join bookings b on b.id = t.booking_id',
  },
  { table: 'slot_holds', select: 't.place, t.hold_date from %rows% t' },
  { table: 'online_consultations', select: "'online', t.consultation_date from %rows% t" },
  { table: 'closed_dates', select: 't.place, t.closed_date from %rows% t' },
  { table: 'resources', select: 't.branch, null::date from %rows% t' },
  {
    table: 'resource_schedules',
    select: 'r.branch, null::date from %rows% t join resources r on r.id = t.resource_id',
  },
  {
    table: 'resource_exceptions',
    select: 'r.branch, null::date from %rows% t join resources r on r.id = t.resource_id',
  },
];

const functionName = (table: string) => `place_day_changes_of_${table}`;

/**
 * `place, day` of one side's rows (`old_rows` or `new_rows`), each once; after an update of bookings,
 * only of those whose visit moved.
 */
function sideOf(source: Source, side: 'old_rows' | 'new_rows', updated: boolean): string {
  const rows = `select distinct ${source.select.replace('%rows%', side)}`;
  if (!updated || !source.visitColumns) return rows;
  const other = side === 'old_rows' ? 'new_rows' : 'old_rows';
  const columns = source.visitColumns.split(', ');
  const of = (alias: string) => `(${columns.map((column) => `${alias}.${column}`).join(', ')})`;
  return `${rows} where not exists (select 1 from ${other} o where o.id = t.id and ${of('o')} is not distinct from ${of('t')})`;
}

/** The trigger function of one table: each statement's changed places and days, once each. */
function functionBody(source: Source): string {
  const log = 'insert into place_day_changes (place, day)';
  return `
    create function ${functionName(source.table)}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        ${log} values ('*', null);
      elsif tg_op = 'INSERT' then
        ${log} ${sideOf(source, 'new_rows', false)};
      elsif tg_op = 'DELETE' then
        ${log} ${sideOf(source, 'old_rows', false)};
      else
        ${log} ${sideOf(source, 'old_rows', true)} union ${sideOf(source, 'new_rows', true)};
      end if;
      return null;
    end $$`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('place_day_changes', (table) => {
    table.bigIncrements('id');
    table.string('place', 20).notNullable();
    table.date('day');
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['place', 'day'], 'place_day_changes_place_day_idx');
  });
  for (const source of SOURCES) {
    await knex.raw(functionBody(source));
    const run = `for each statement execute function ${functionName(source.table)}()`;
    const on = `on ${source.table}`;
    await knex.raw(
      `create trigger ${source.table}_day_inserted after insert ${on} referencing new table as new_rows ${run}`,
    );
    await knex.raw(
      `create trigger ${source.table}_day_updated after update ${on} referencing old table as old_rows new table as new_rows ${run}`,
    );
    await knex.raw(
      `create trigger ${source.table}_day_deleted after delete ${on} referencing old table as old_rows ${run}`,
    );
    await knex.raw(`create trigger ${source.table}_day_truncated after truncate ${on} ${run}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const source of SOURCES) {
    for (const event of ['inserted', 'updated', 'deleted', 'truncated']) {
      await knex.raw(`drop trigger if exists ${source.table}_day_${event} on ${source.table}`);
    }
    await knex.raw(`drop function if exists ${functionName(source.table)}()`);
  }
  await knex.schema.dropTableIfExists('place_day_changes');
}
