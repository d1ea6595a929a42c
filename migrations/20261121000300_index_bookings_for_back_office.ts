import type { Knex } from 'knex';

/**
 * The back-office reads only live (not deleted) bookings, newest first, optionally by status or
 * branch, by service date, or today's appointments; the deleted list reads the rest. Partial indexes
 * keep each of those an index scan, and `id` in each lets a deep page skip rows in the index alone.
 * Counting is done elsewhere (booking_counts).
 */
const INDEXES: Array<[name: string, definition: string]> = [
  ['bookings_live_created_idx', '(created_at desc, id desc) where deleted_at is null'],
  ['bookings_live_status_created_idx', '(status, created_at desc, id desc) where deleted_at is null'],
  ['bookings_live_branch_created_idx', '(branch, created_at desc, id desc) where deleted_at is null'],
  ['bookings_live_service_date_idx', '(service_date, service_time, id) where deleted_at is null'],
  ['bookings_deleted_idx', '(deleted_at desc, id desc) where deleted_at is not null'],
  ['bookings_email_idx', '(email)'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await knex.raw(`create index ${name} on bookings ${definition}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) {
    await knex.raw(`drop index if exists ${name}`);
  }
}
