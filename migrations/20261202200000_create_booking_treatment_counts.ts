import type { Knex } from 'knex';

/**
 * Live (not deleted) bookings per service date, branch, status and treatment, for the bookings report
 * (GET /api/reports/bookings): at 100,000 bookings that report read every booking of the period and
 * unpacked its cart (1.9 s for 31 days, 3.7 s for a year on a loaded machine), while this table holds
 * a few rows per day. A cart of two treatments counts once under each; the same treatment twice in
 * one cart counts once, under the name its lines carry (the greatest, as the report picked it).
 * Kept exact like booking_counts (20261121001000): one trigger in the same transaction as every
 * insert, delete and change of status, branch, service date, deletion or cart; filled here from the
 * bookings already there, under the lock the trigger's creation takes. Empty strings stand for a
 * cart line without an id or a name (a key column cannot be null).
 */
/** A cart as an array of lines: anything else counts as no lines, so a write never fails on it. */
const lines = (cart: string) => `case when jsonb_typeof(${cart}) = 'array' then ${cart} else '[]'::jsonb end`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_treatment_counts', (table) => {
    table.date('service_date').notNullable();
    table.string('branch', 20).notNullable();
    table.string('status', 20).notNullable();
    table.text('treatment').notNullable();
    table.text('treatment_name').notNullable();
    table.integer('bookings').notNullable();
    table.primary(['service_date', 'branch', 'status', 'treatment', 'treatment_name']);
  });
  // Every booking updates its rows here: half-empty pages keep those updates on their page (HOT).
  await knex.raw('alter table booking_treatment_counts set (fillfactor = 50)');
  await knex.raw(`
    create function booking_treatment_counts_apply() returns trigger language plpgsql as $$
    begin
      -- Each statement takes its rows in treatment order, so two carts of the same treatments
      -- written at once lock them in the same order and cannot deadlock on them.
      if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
        insert into booking_treatment_counts as c
               (service_date, branch, status, treatment, treatment_name, bookings)
        select old.service_date, old.branch, old.status, coalesce(line->>'id', ''),
               coalesce(max(line->>'name'), ''), -1
          from jsonb_array_elements(${lines('old.cart_items')}) as line
         group by coalesce(line->>'id', '') order by 4
        on conflict (service_date, branch, status, treatment, treatment_name)
        do update set bookings = c.bookings - 1;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
        insert into booking_treatment_counts as c
               (service_date, branch, status, treatment, treatment_name, bookings)
        select new.service_date, new.branch, new.status, coalesce(line->>'id', ''),
               coalesce(max(line->>'name'), ''), 1
          from jsonb_array_elements(${lines('new.cart_items')}) as line
         group by coalesce(line->>'id', '') order by 4
        on conflict (service_date, branch, status, treatment, treatment_name)
        do update set bookings = c.bookings + 1;
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger bookings_treatments_counted
    after insert or delete or update of status, branch, service_date, deleted_at, cart_items on bookings
    for each row execute function booking_treatment_counts_apply()`);
  // The trigger above locks out writers until this migration commits, so counting now misses nothing.
  await knex.raw(`
    insert into booking_treatment_counts (service_date, branch, status, treatment, treatment_name, bookings)
    select service_date, branch, status, treatment, name, count(*)
      from (select b.service_date, b.branch, b.status, coalesce(line->>'id', '') as treatment,
                   coalesce(max(line->>'name'), '') as name
              from bookings b cross join lateral jsonb_array_elements(${lines('b.cart_items')}) as line
             where b.deleted_at is null
             group by b.id, b.service_date, b.branch, b.status, coalesce(line->>'id', '')) as lines
     group by service_date, branch, status, treatment, name`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists bookings_treatments_counted on bookings');
  await knex.raw('drop function if exists booking_treatment_counts_apply()');
  await knex.schema.dropTable('booking_treatment_counts');
}
