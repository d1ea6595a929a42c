import type { Knex } from 'knex';

/**
 * The desk searches names without accents (`pena` finds Peña), phones in any form and e-mails.
 * `tbl_fold` lower-cases and, where the unaccent extension is installed, strips accents; unaccent()
 * itself is only STABLE (its dictionary could change), so an IMMUTABLE wrapper naming the dictionary
 * lets a generated column and an index use it. Phones are kept as their last 10 digits (`0917 555
 * 0101`, `+63 917 555 0101` and `639175550101` all become `9175550101`); e-mails lower-cased.
 * Each stored copy gets a trigram index where pg_trgm is installed.
 */
async function installed(knex: Knex, name: string): Promise<boolean> {
  const result = await knex.raw('select 1 from pg_extension where extname = ?', [name]);
  return result.rows.length > 0;
}

const FOLD_WITH_UNACCENT = `create or replace function tbl_fold(text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`;
const FOLD_CASE_ONLY = `create or replace function tbl_fold(text) returns text
  language sql immutable parallel safe strict
  as $$ select lower($1) $$`;
const PHONE_DIGITS = "right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)";

const TRGM_INDEXES: Array<[name: string, table: string, column: string]> = [
  ['bookings_customer_name_folded_trgm_idx', 'bookings', 'customer_name_folded'],
  ['bookings_phone_digits_trgm_idx', 'bookings', 'phone_digits'],
  ['bookings_email_folded_trgm_idx', 'bookings', 'email_folded'],
  ['online_consultations_name_folded_trgm_idx', 'online_consultations', 'customer_name_folded'],
  ['online_consultations_phone_digits_trgm_idx', 'online_consultations', 'phone_digits'],
];

export async function up(knex: Knex): Promise<void> {
  const available = await knex.raw("select 1 from pg_available_extensions where name = 'unaccent'");
  if (available.rows.length > 0) await knex.raw('create extension if not exists unaccent schema public');
  await knex.raw((await installed(knex, 'unaccent')) ? FOLD_WITH_UNACCENT : FOLD_CASE_ONLY);

  await knex.raw('alter table bookings drop column customer_name_folded');
  await knex.raw(`alter table bookings
    add column customer_name_folded text generated always as (tbl_fold(customer_name)) stored,
    add column phone_digits text generated always as (${PHONE_DIGITS}) stored,
    add column email_folded text generated always as (lower(email)) stored`);
  await knex.raw(`alter table online_consultations
    add column customer_name_folded text generated always as (tbl_fold(customer_name)) stored,
    add column phone_digits text generated always as (${PHONE_DIGITS}) stored`);

  if (!(await installed(knex, 'pg_trgm'))) return;
  for (const [name, table, column] of TRGM_INDEXES) {
    await knex.raw(
      `create index ${name} on ${table} using gin (${column} gin_trgm_ops) with (fastupdate = off)`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table online_consultations drop column customer_name_folded, drop column phone_digits',
  );
  await knex.raw(
    'alter table bookings drop column customer_name_folded, drop column phone_digits, drop column email_folded',
  );
  await knex.raw(
    'alter table bookings add column customer_name_folded text generated always as (lower(customer_name)) stored',
  );
  if (await installed(knex, 'pg_trgm')) {
    await knex.raw(
      'create index bookings_customer_name_folded_trgm_idx on bookings using gin (customer_name_folded gin_trgm_ops) with (fastupdate = off)',
    );
  }
  await knex.raw('drop function if exists tbl_fold(text)');
  await knex.raw('drop extension if exists unaccent');
}
