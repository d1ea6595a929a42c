import type { Knex } from 'knex';

/**
 * Live (not deleted) bookings counted two ways, kept exact by one trigger in the same transaction
 * as every change, and filled from the bookings already there:
 * - booking_counts, per service date, status and branch: the stat cards and the list totals sum a
 *   few thousand rows here instead of counting the whole table on every dashboard refresh;
 * - booking_created_counts, per week booked (UTC, from Monday), status and branch: a deep page of
 *   the newest-first list finds the week it starts in from these sums and skips whole weeks instead
 *   of index entries. A week keeps both the sums (a few rows a week) and the rest (one week's
 *   bookings at most) small.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_counts', (table) => {
    table.date('service_date').notNullable();
    table.string('status', 20).notNullable();
    table.string('branch', 20).notNullable();
    table.integer('bookings').notNullable();
    table.primary(['service_date', 'status', 'branch']);
  });
  await knex.schema.createTable('booking_created_counts', (table) => {
    table.date('created_week').notNullable();
    table.string('status', 20).notNullable();
    table.string('branch', 20).notNullable();
    table.integer('bookings').notNullable();
    table.primary(['created_week', 'status', 'branch']);
  });
  // Every booking updates a row in each: half-empty pages let those updates stay on their page (HOT).
  await knex.raw('alter table booking_counts set (fillfactor = 50)');
  await knex.raw('alter table booking_created_counts set (fillfactor = 50)');
  await knex.raw(`
    create function booking_counts_apply() returns trigger language plpgsql as $$
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
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger bookings_counted
    after insert or delete or update of status, branch, service_date, created_at, deleted_at on bookings
    for each row execute function booking_counts_apply()`);
  // The trigger above locks out writers until this migration commits, so counting now misses nothing.
  await knex.raw(`
    insert into booking_counts (service_date, status, branch, bookings)
    select service_date, status, branch, count(*) from bookings where deleted_at is null
     group by service_date, status, branch`);
  await knex.raw(`
    insert into booking_created_counts (created_week, status, branch, bookings)
    select date_trunc('week', created_at at time zone 'UTC')::date, status, branch, count(*)
      from bookings where deleted_at is null
     group by 1, status, branch`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists bookings_counted on bookings');
  await knex.raw('drop function if exists booking_counts_apply()');
  await knex.schema.dropTable('booking_created_counts');
  await knex.schema.dropTable('booking_counts');
}
