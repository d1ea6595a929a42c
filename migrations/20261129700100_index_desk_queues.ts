import type { Knex } from 'knex';

/**
 * The desk's queues (issue 29 item 3) count proofs waiting and open health reviews over every live
 * booking: small partial indexes keep each an index-only count, however many bookings there are.
 * Today's and tomorrow's queues read the service-date index; time requests the pending-request one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index bookings_proofs_waiting_idx on bookings (created_at desc, id desc)
    where deleted_at is null and payment_status = 'proof-submitted'`);
  await knex.raw(`create index bookings_review_open_idx on bookings (status, id)
    where deleted_at is null and review_at is not null and review_cleared_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_review_open_idx');
  await knex.raw('drop index if exists bookings_proofs_waiting_idx');
}
