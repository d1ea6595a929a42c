import type { Knex } from 'knex';

/**
 * Online consultations become desk work: a status (pending, confirmed, done, cancelled, no-show), the
 * video-call link staff set, and a line per change (its id names the client's e-mail in the outbox,
 * so a change is e-mailed once). A consultation its client already cancelled starts as cancelled.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_consultations', (table) => {
    table.string('status', 20).notNullable().defaultTo('pending');
    table.string('video_link', 500);
  });
  await knex.raw(
    `alter table online_consultations add constraint online_consultations_status_check
       check (status in ('pending', 'confirmed', 'done', 'cancelled', 'no-show'))`,
  );
  await knex('online_consultations').whereNotNull('cancelled_at').update({ status: 'cancelled' });
  await knex.schema.createTable('consultation_events', (table) => {
    table.bigIncrements('id').primary();
    table
      .uuid('consultation_id')
      .notNullable()
      .references('id')
      .inTable('online_consultations')
      .onDelete('CASCADE');
    table.string('kind', 20).notNullable();
    table.string('from_value', 500);
    table.string('to_value', 500);
    table.string('actor', 254).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['consultation_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consultation_events');
  await knex.raw('alter table online_consultations drop constraint online_consultations_status_check');
  await knex.schema.alterTable('online_consultations', (table) => {
    table.dropColumn('video_link');
    table.dropColumn('status');
  });
}
