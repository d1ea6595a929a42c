import type { Knex } from 'knex';

/**
 * Read-your-writes with a read replica (issue 30 item 4): after a change made under a staff session,
 * the primary's WAL position is kept on that session's row. The session is read from the primary on
 * every request by whichever instance answers it, so any instance then sends that member's reads to
 * the primary until the replica has replayed past it (db/read-routing.ts). Empty without a replica.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table staff_sessions add column write_lsn pg_lsn');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table staff_sessions drop column write_lsn');
}
