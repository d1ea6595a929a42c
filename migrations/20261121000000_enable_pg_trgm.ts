import type { Knex } from 'knex';

/** Trigram indexes make partial name search fast; skip quietly where the extension is not shipped. */
export async function up(knex: Knex): Promise<void> {
  const available = await knex.raw("select 1 from pg_available_extensions where name = 'pg_trgm'");
  if (available.rows.length > 0) await knex.raw('create extension if not exists pg_trgm');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop extension if exists pg_trgm');
}
