import type { Knex } from 'knex';

/**
 * `attach_client` (20261127100200) joined a write whose e-mail was new to the client who had its
 * phone. A mobile number is no secret: anyone who booked online with someone else's number and an
 * e-mail of their own became that person's client record, and so read and rewrote her health form
 * through their own manage link (GET/PUT /api/my-booking/:token/intake) and got her whole record
 * from the /my-bookings link of their own e-mail (export, erasure). Now a write that gives an e-mail
 * belongs to that e-mail's client or to a new one (the phone key stays with whoever had it; an admin
 * may merge the two); the phone alone decides only for a write without an e-mail (a desk booking
 * taken by phone). Records already joined this way are left as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function attach_client(p_name text, p_email text, p_phone text) returns uuid
    language plpgsql volatile as $$
    declare
      e text := client_key_email(p_email);
      ph text := client_key_phone(p_phone);
      found uuid;
      fresh uuid;
      winner uuid;
      merged uuid;
    begin
      if e <> '' then
        select client_id into found from client_keys where kind = 'email' and value = e;
      else
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
          (select client_id from client_keys where e = '' and ph <> '' and kind = 'phone' and value = ph and client_id <> fresh))
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
  await knex.raw(`
    create or replace function attach_client(p_name text, p_email text, p_phone text) returns uuid
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
