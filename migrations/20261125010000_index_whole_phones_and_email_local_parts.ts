import type { Knex } from 'knex';

/**
 * The desk's phone and e-mail searches by btree rather than only by trigram. At 100,000 bookings a
 * trigram search for a whole phone or e-mail walked the posting lists of trigrams nearly every row
 * shares (`917`, `@ex`, `com`): 6 ms for a phone, 20 ms for an e-mail, where a btree probe takes
 * well under one. So:
 * - the stored last 10 digits of a phone get a btree: a whole number is an equality on them;
 * - the e-mail's local part, reversed, gets a btree (`text_pattern_ops`, so LIKE 'prefix%' uses it
 *   under any collation): text typed with its `@` must end the local part, i.e. start it reversed;
 * - consultations get the same lower-cased e-mail copy (`email_folded`) as bookings, with its
 *   trigram index (where pg_trgm is installed) replacing the one on the raw e-mail, and both btrees.
 * Partial matches without an `@` or with fewer digits still use the trigram indexes.
 */
const LOCAL_PART = "reverse(split_part(email_folded, '@', 1)) text_pattern_ops";

async function installed(knex: Knex, name: string): Promise<boolean> {
  const result = await knex.raw('select 1 from pg_extension where extname = ?', [name]);
  return result.rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table online_consultations add column email_folded text generated always as (lower(email)) stored',
  );
  for (const table of ['bookings', 'online_consultations']) {
    await knex.raw(`create index ${table}_phone_digits_idx on ${table} (phone_digits)`);
    await knex.raw(`create index ${table}_email_local_reversed_idx on ${table} (${LOCAL_PART})`);
  }
  if (await installed(knex, 'pg_trgm')) {
    await knex.raw('drop index if exists online_consultations_email_trgm_idx');
    await knex.raw(
      'create index online_consultations_email_folded_trgm_idx on online_consultations using gin (email_folded gin_trgm_ops) with (fastupdate = off)',
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'online_consultations']) {
    await knex.raw(`drop index if exists ${table}_email_local_reversed_idx`);
    await knex.raw(`drop index if exists ${table}_phone_digits_idx`);
  }
  await knex.raw('alter table online_consultations drop column email_folded');
  if (await installed(knex, 'pg_trgm')) {
    await knex.raw(
      'create index online_consultations_email_trgm_idx on online_consultations using gin (email gin_trgm_ops) with (fastupdate = off)',
    );
  }
}
