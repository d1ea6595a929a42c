import type { Knex } from 'knex';

/**
 * A booking under review because of the client's health form (issue 27 item 3). `review_reasons`
 * is the list of reasons, sealed like the answers (they say as much); `review_at` is when the form
 * put it under review, which is what the desk's lists read. Confirming or completing it takes a
 * staff note, kept in `review_note` with who wrote it and when (`review_cleared_*`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.text('review_reasons').nullable();
    table.timestamp('review_at', { useTz: true }).nullable();
    table.text('review_note').nullable();
    table.string('review_cleared_by', 254).nullable();
    table.timestamp('review_cleared_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumns('review_reasons', 'review_at', 'review_note', 'review_cleared_by', 'review_cleared_at');
  });
}
