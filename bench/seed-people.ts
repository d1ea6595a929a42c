import type { Knex } from 'knex';
import { seededClientIdSql } from './seed';

/** `count` clients, the n-th with the id `seededClientIdSql(n)`, so bookings can name them as they are inserted. */
export async function seedPeople(db: Knex, count: number): Promise<void> {
  await db.raw(
    `insert into clients (id, name, email, phone)
    select ${seededClientIdSql('g')}, 'Client ' || g, 'person' || g || '@example.com', ''
      from generate_series(1, ?) as g`,
    [count],
  );
}

/**
 * bench/reports.ts's proportions: every twentieth booking sold an open package (to its client), every
 * completed booking paid at the counter, a fifth of those in two parts (cash, then GCash). One
 * INSERT ... SELECT each.
 */
export async function seedPackagesAndPayments(db: Knex): Promise<void> {
  await db.raw(`insert into client_packages (id, source_booking_id, source_line, owner_email, service_id, title,
                                              sessions_total, sessions_used, transferable, created_at, client_id)
    select gen_random_uuid(), b.id, 0, b.email, 'stem-cell-facial', 'Buy 4 get 1 free', 5, 1 + b.n % 4, false,
           b.created_at, b.client_id
      from (select id, email, created_at, client_id, row_number() over (order by id) as n from bookings) b
     where b.n % 20 = 0`);
  await db.raw(`insert into payment_entries (id, booking_id, method, amount, reference, source, recorded_by, recorded_at)
    select gen_random_uuid(), b.id, (array['cash','gcash','maya','card','bank'])[1 + (b.n % 5)::int], 1999,
           '00' || lpad(b.n::text, 11, '0'), 'desk', 'Bench Desk', b.created_at
      from (select id, created_at, row_number() over (order by id) as n from bookings where status = 'completed') b`);
  await db.raw(`insert into payment_entries (id, booking_id, method, amount, source, recorded_by, recorded_at)
    select gen_random_uuid(), b.id, 'gcash', 500, 'desk', 'Bench Desk', b.created_at + interval '1 hour'
      from (select id, created_at, row_number() over (order by id) as n from bookings where status = 'completed') b
     where b.n % 5 = 0`);
}
