import type { Knex } from 'knex';

/**
 * `attach_client(name, email, phone)` answers the client a booking, consultation or package belongs
 * to, creating the person when neither key is known (issue 27 item 1). Keys are the rule of
 * domain/visit-clash.ts: the e-mail trimmed and case-folded, the phone's last 10 digits ('' when
 * fewer). The e-mail decides first: a booking whose e-mail is one client's and whose phone is
 * another's belongs to the e-mail's client (the phone stays with the other; an admin may merge them).
 * Keys the person had not used before are added to their record, and the contact shown is refreshed
 * with what they gave last (each field only where its key is this client's).
 *
 * Race-safety on PostgreSQL without a lock of its own (the desk's writes hold the place's lock, the
 * public ones the person's first; a third lock taken in either order could deadlock): each key is
 * the primary key of `client_keys`, so a second writer inserting a key a first has not committed
 * waits for it, and then finds it taken. A writer that created a record and then lost a key to a
 * concurrent one re-reads the owners (a fresh snapshot: the function is volatile, read committed) in
 * the e-mail-first order and, if another record is the person's, removes its own and uses that one.
 * Two first bookings of one new e-mail sent at once therefore make one client.
 * A record merged while a writer was about to use it is followed to the record it was merged into.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function client_key_email(p_email text) returns text
    language sql immutable parallel safe as $$ select lower(trim(coalesce(p_email, ''))) $$`);
  await knex.raw(`
    create function client_key_phone(p_phone text) returns text
    language sql immutable parallel safe as $$
      select case when length(d) >= 10 then right(d, 10) else '' end
        from (select regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g') as d) digits
    $$`);
  await knex.raw(`
    create function attach_client(p_name text, p_email text, p_phone text) returns uuid
    language plpgsql volatile as $$
    declare
      e text := client_key_email(p_email);
      ph text := client_key_phone(p_phone);
      found uuid;
      fresh uuid;
      winner uuid;
      merged uuid;
    begin
      select client_id into found from client_keys where e <> '' and kind = 'email' and value = e;
      if found is null then
        select client_id into found from client_keys where ph <> '' and kind = 'phone' and value = ph;
      end if;
      if found is null then
        fresh := gen_random_uuid();
        insert into clients (id, name, email, phone)
        values (fresh, left(coalesce(p_name, ''), 100), left(coalesce(p_email, ''), 254), left(coalesce(p_phone, ''), 30));
        found := fresh;
      end if;
      if e <> '' then
        insert into client_keys (kind, value, client_id) values ('email', e, found) on conflict do nothing;
      end if;
      if ph <> '' then
        insert into client_keys (kind, value, client_id) values ('phone', ph, found) on conflict do nothing;
      end if;
      if fresh is not null then
        select coalesce(
          (select client_id from client_keys where e <> '' and kind = 'email' and value = e and client_id <> fresh),
          (select client_id from client_keys where ph <> '' and kind = 'phone' and value = ph and client_id <> fresh))
          into winner;
        if winner is not null then
          delete from clients where id = fresh;
          found := winner;
          if e <> '' then
            insert into client_keys (kind, value, client_id) values ('email', e, found) on conflict do nothing;
          end if;
          if ph <> '' then
            insert into client_keys (kind, value, client_id) values ('phone', ph, found) on conflict do nothing;
          end if;
        end if;
      end if;
      update clients c
         set name = case when coalesce(p_name, '') <> '' then left(p_name, 100) else c.name end,
             email = case when exists (select 1 from client_keys k where k.kind = 'email' and k.value = e and k.client_id = c.id)
                          then left(p_email, 254) else c.email end,
             phone = case when exists (select 1 from client_keys k where k.kind = 'phone' and k.value = ph and k.client_id = c.id)
                          then left(p_phone, 30) else c.phone end,
             updated_at = now()
       where c.id = found
      returning c.merged_into into merged;
      return coalesce(merged, found);
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function attach_client(text, text, text)');
  await knex.raw('drop function client_key_phone(text)');
  await knex.raw('drop function client_key_email(text)');
}
