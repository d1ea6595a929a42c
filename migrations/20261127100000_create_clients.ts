import type { Knex } from 'knex';

/**
 * A client is one person (issue 27 item 1): the record the desk opens, and what bookings,
 * consultations and packages belong to. `client_keys` holds every e-mail (trimmed, lower-case) and
 * phone (its last 10 digits) the person has used, each owned by one client (the primary key), which
 * is what makes two writers creating the same new person at once end with one record (see
 * `attach_client`). `name`, `email` and `phone` are the contact as last given, for the desk to read
 * and search; `merged_into` is set when an admin merged this record into another, which then holds
 * everything it had. The health form, consents and the access log hang off `clients.id`.
 */
async function installed(knex: Knex, name: string): Promise<boolean> {
  const result = await knex.raw('select 1 from pg_extension where extname = ?', [name]);
  return result.rows.length > 0;
}

const TRGM_INDEXES: Array<[name: string, column: string]> = [
  ['clients_name_folded_trgm_idx', 'name_folded'],
  ['clients_email_folded_trgm_idx', 'email_folded'],
  ['clients_phone_digits_trgm_idx', 'phone_digits'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('clients', (table) => {
    table.uuid('id').primary();
    table.string('name', 100).notNullable().defaultTo('');
    table.string('email', 254).notNullable().defaultTo('');
    table.string('phone', 30).notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.uuid('merged_into').nullable().references('id').inTable('clients');
    table.timestamp('merged_at', { useTz: true }).nullable();
    table.string('merged_by', 254).nullable();
  });
  await knex.raw(`alter table clients
    add column name_folded text generated always as (tbl_fold(name)) stored,
    add column email_folded text generated always as (lower(email)) stored,
    add column phone_digits text generated always as (right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)) stored`);
  // The desk's list: live records by name, a page at a time.
  await knex.raw('create index clients_live_name_idx on clients (name_folded, id) where merged_into is null');
  await knex.raw(
    'create index clients_merged_into_idx on clients (merged_into) where merged_into is not null',
  );
  if (await installed(knex, 'pg_trgm')) {
    for (const [name, column] of TRGM_INDEXES) {
      await knex.raw(
        `create index ${name} on clients using gin (${column} gin_trgm_ops) with (fastupdate = off)`,
      );
    }
  }

  await knex.schema.createTable('client_keys', (table) => {
    table.string('kind', 5).notNullable();
    table.string('value', 254).notNullable();
    table.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('cascade');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['kind', 'value']);
    table.index(['client_id'], 'client_keys_client_idx');
  });
  await knex.raw(
    "alter table client_keys add constraint client_keys_kind_check check (kind in ('email', 'phone') and value <> '')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_keys');
  await knex.schema.dropTable('clients');
}
