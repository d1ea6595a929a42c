import type { Knex } from 'knex';

/**
 * Proofs of payment, the image bytes in the database itself (bytea): every server instance reads
 * the same proof, backups and the embedded database carry it, and no disk of one machine holds it.
 * Images are re-encoded and at most 1600 px, so a row is a few hundred kilobytes at most. The latest
 * proof of a booking or consultation is its current one; a replaced proof keeps its row (the history)
 * but gives its bytes back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_proofs', (table) => {
    table.uuid('id').primary();
    table.uuid('booking_id').nullable().references('id').inTable('bookings').onDelete('cascade');
    table
      .uuid('consultation_id')
      .nullable()
      .references('id')
      .inTable('online_consultations')
      .onDelete('cascade');
    table.binary('content').nullable();
    table.string('content_type', 40).notNullable();
    table.integer('byte_size').notNullable();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.string('reference', 60).nullable();
    table.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('replaced_at', { useTz: true }).nullable();
    // The outbox's key: a proof sent again after a lost answer is stored once.
    table
      .string('idempotency_key', 200)
      .nullable()
      .unique({ indexName: 'payment_proofs_idempotency_unique' });
    table.index(['booking_id', 'submitted_at'], 'payment_proofs_booking_idx');
    table.index(['consultation_id', 'submitted_at'], 'payment_proofs_consultation_idx');
  });
  await knex.raw(
    `alter table payment_proofs add constraint payment_proofs_one_owner_check
     check ((booking_id is null) <> (consultation_id is null))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_proofs');
}
