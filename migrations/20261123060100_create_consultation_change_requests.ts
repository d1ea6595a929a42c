import type { Knex } from 'knex';

/**
 * A client's request to move an online consultation to another date and time. The clinic is e-mailed
 * and answers the client directly; at most one request per consultation is pending (a new one
 * replaces it), and the rows count the requests of the last 24 hours for the limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consultation_change_requests', (table) => {
    table.uuid('id').primary();
    table
      .uuid('consultation_id')
      .notNullable()
      .references('id')
      .inTable('online_consultations')
      .onDelete('cascade');
    table.date('requested_date').notNullable();
    table.string('requested_time', 5).notNullable();
    table.string('message', 500);
    table.string('status', 10).notNullable().defaultTo('pending');
    table.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("status in ('pending', 'withdrawn')", [], 'consultation_change_requests_status_known');
    table.index(['consultation_id', 'requested_at'], 'consultation_change_requests_consultation_idx');
  });
  await knex.raw(
    "create unique index consultation_change_requests_one_pending on consultation_change_requests (consultation_id) where status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consultation_change_requests');
}
