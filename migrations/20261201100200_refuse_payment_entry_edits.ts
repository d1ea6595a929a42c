import type { Knex } from 'knex';

/**
 * Money is never edited in place (issue 29 item 2): a correction is a new entry. The database
 * itself refuses any UPDATE or DELETE of `payment_entries`, whoever sends it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function refuse_payment_entry_edit() returns trigger language plpgsql as $$
    begin
      raise exception 'A payment entry is never edited or deleted: a correction is a new entry'
        using errcode = 'P0001';
    end $$`);
  await knex.raw(`
    create trigger payment_entries_never_edited
      before update or delete on payment_entries
      for each row execute function refuse_payment_entry_edit()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger payment_entries_never_edited on payment_entries');
  await knex.raw('drop function refuse_payment_entry_edit()');
}
