import type { Knex } from 'knex';

/**
 * A signed consent is never edited (issue 27 item 4): withdrawing is a new row. The database itself
 * refuses any UPDATE or DELETE of `client_consents`, whoever sends it, with one exception: the
 * client's erasure, which blanks the typed name and the drawn signature and sets `erased_at` once,
 * leaving what was signed and when (kind, category, version, hash, date) as it was.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function refuse_consent_edit() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
         and old.erased_at is null and new.erased_at is not null
         and new.signed_name = '' and new.signature is null
         and new.id = old.id and new.client_id = old.client_id
         and new.booking_id is not distinct from old.booking_id
         and new.kind = old.kind and new.category is not distinct from old.category
         and new.action = old.action and new.version = old.version
         and new.text_hash = old.text_hash and new.signed_at = old.signed_at
         and new.request_id is not distinct from old.request_id then
        return new;
      end if;
      raise exception 'A signed consent is never edited or deleted: withdrawing is a new record'
        using errcode = 'P0001';
    end $$`);
  await knex.raw(`
    create trigger client_consents_never_edited
      before update or delete on client_consents
      for each row execute function refuse_consent_edit()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger client_consents_never_edited on client_consents');
  await knex.raw('drop function refuse_consent_edit()');
}
