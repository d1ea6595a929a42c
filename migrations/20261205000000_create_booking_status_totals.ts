import type { Knex } from 'knex';

/**
 * Bookings per branch, status and whether deleted, whatever their date: the stat cards' totals,
 * and the totals of the lists filtered by status, branch or deletion only. The cards summed
 * booking_counts (20261121001000), a row per service date, status and branch, so their cost grew
 * with history: 2,700 rows at 100,000 bookings and 8,500 at a million, 0.5 and 2 ms of every desk
 * list and search (issue 30 item 3). The deleted list counted its rows one by one: 33 ms at
 * 100,000 and 109 ms at a million. This table holds a few dozen rows, and counts every booking
 * once, deleted or not.
 *
 * Kept exact by the same trigger function as booking_counts, in the same transaction as every
 * change. Each booking made already locks its branch's row of booking_created_counts for this week
 * and status until it commits, so the row here, per branch and status, makes no booking wait that
 * did not wait before. A change's two rows (before and after) are written in one statement in key
 * order, so two changes at once take them in the same order and cannot deadlock on them; a change
 * that moves neither (a new service date) writes nothing here.
 */
/** The function's body as 20261121001000 wrote it, word for word: `down` puts it back. */
const COUNTS_BEFORE = `
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
        update booking_counts set bookings = bookings - 1
         where service_date = old.service_date and status = old.status and branch = old.branch;
        update booking_created_counts set bookings = bookings - 1
         where created_week = date_trunc('week', old.created_at at time zone 'UTC')::date
           and status = old.status and branch = old.branch;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
        insert into booking_counts as c (service_date, status, branch, bookings)
        values (new.service_date, new.status, new.branch, 1)
        on conflict (service_date, status, branch) do update set bookings = c.bookings + 1;
        insert into booking_created_counts as c (created_week, status, branch, bookings)
        values (date_trunc('week', new.created_at at time zone 'UTC')::date, new.status, new.branch, 1)
        on conflict (created_week, status, branch) do update set bookings = c.bookings + 1;
      end if;`;

const TOTALS = `
      insert into booking_status_totals as t (branch, status, deleted, bookings)
      select branch, status, deleted, sum(change)::int
        from (select old.branch as branch, old.status as status, old.deleted_at is not null as deleted, -1 as change
               where tg_op in ('UPDATE', 'DELETE')
              union all
              select new.branch, new.status, new.deleted_at is not null, 1
               where tg_op in ('INSERT', 'UPDATE')) as changes
       group by branch, status, deleted
      having sum(change) <> 0
       order by branch, status, deleted
      on conflict (branch, status, deleted) do update set bookings = t.bookings + excluded.bookings;`;

const functionWith = (body: string) => `
    create or replace function booking_counts_apply() returns trigger language plpgsql as $$
    ${body}
      return null;
    end $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_status_totals', (table) => {
    table.string('branch', 20).notNullable();
    table.string('status', 20).notNullable();
    table.boolean('deleted').notNullable();
    table.integer('bookings').notNullable();
    table.primary(['branch', 'status', 'deleted']);
  });
  // Every booking updates a row here: half-empty pages let those updates stay on their page (HOT).
  await knex.raw('alter table booking_status_totals set (fillfactor = 50)');
  // Writers wait from here until this migration commits (and the new function with it), so the
  // count below misses nothing and counts nothing twice.
  await knex.raw('lock table bookings in share row exclusive mode');
  await knex.raw(functionWith(COUNTS_BEFORE + TOTALS));
  await knex.raw(`
    insert into booking_status_totals (branch, status, deleted, bookings)
    select branch, status, deleted_at is not null, count(*) from bookings group by 1, 2, 3`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(functionWith(COUNTS_BEFORE));
  await knex.schema.dropTable('booking_status_totals');
}
