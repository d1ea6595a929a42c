import type { Knex } from 'knex';

/**
 * The desk's list filtered by branch and status together (the dashboard's two pickers), newest
 * first. With one index per column the planner walks the newest-first index and drops what does not
 * match: at a million bookings the confirmed visits of one branch were 8,195 entries deep at the
 * head of that index (6.7 ms warm, 206 ms cold, docs/SCALING.md). Both columns first, the order
 * after, make the page ten entries of one index whatever the mix of recent bookings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index bookings_live_branch_status_created_idx on bookings (branch, status, created_at desc, id desc) where deleted_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_live_branch_status_created_idx');
}
