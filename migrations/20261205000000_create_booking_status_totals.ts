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
 * Kept exact by a trigger of its own (as booking_treatment_counts, 20261202200000), in the same
 * transaction as every insert, delete and change of status, branch or deletion. Each booking made
 * already locks its branch's row of booking_created_counts for this week and status until it
 * commits, so the row here, per branch and status, makes no booking wait that did not wait before.
 * A change's two rows (before and after) are written in one statement in key order, so two changes
 * at once take them in the same order and cannot deadlock on them; a change that moves neither
 * writes nothing here.
 */
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
  await knex.raw(`
    create function booking_status_totals_apply() returns trigger language plpgsql as $$
    begin
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
      on conflict (branch, status, deleted) do update set bookings = t.bookings + excluded.bookings;
      return null;
    end $$`);
  await knex.raw(`
    create trigger bookings_status_totalled
    after insert or delete or update of status, branch, deleted_at on bookings
    for each row execute function booking_status_totals_apply()`);
  // The trigger above locks out writers until this migration commits, so counting now misses nothing.
  await knex.raw(`
    insert into booking_status_totals (branch, status, deleted, bookings)
    select branch, status, deleted_at is not null, count(*) from bookings group by 1, 2, 3`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists bookings_status_totalled on bookings');
  await knex.raw('drop function if exists booking_status_totals_apply()');
  await knex.schema.dropTable('booking_status_totals');
}
