import type { Knex } from 'knex';

/**
 * Promo packages a paid or completed booking opened for its client, one per cart line that bought
 * one (unique on the booking and line, so paying and completing open it once). Owned by e-mail, or
 * by the phone's digits when there is no e-mail. `sessions_used` is kept beside the total so a
 * redeem is one conditional update: it can never spend past the total, under any concurrency.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_packages', (table) => {
    table.uuid('id').primary();
    table.uuid('source_booking_id').notNullable().references('id').inTable('bookings').onDelete('cascade');
    table.integer('source_line').notNullable();
    table.string('owner_email', 254).notNullable().defaultTo('');
    table.string('owner_phone', 30).notNullable().defaultTo('');
    table.string('service_id', 120).notNullable();
    table.string('title', 120).notNullable();
    table.integer('sessions_total').nullable();
    table.integer('sessions_used').notNullable().defaultTo(0);
    table.timestamp('expires_at', { useTz: true }).nullable();
    table.boolean('transferable').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['source_booking_id', 'source_line'], { indexName: 'client_packages_source_unique' });
    table.index(['owner_email'], 'client_packages_email_idx');
    table.index(['owner_phone'], 'client_packages_phone_idx');
  });
  await knex.raw(
    `alter table client_packages add constraint client_packages_sessions_check
     check (sessions_used >= 0 and (sessions_total is null or sessions_used <= sessions_total))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_packages');
}
