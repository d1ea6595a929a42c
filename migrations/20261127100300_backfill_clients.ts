import type { Knex } from 'knex';

/**
 * Builds the clients from the bookings and online consultations that came before them, oldest first,
 * through `attach_client`, so the rule is the one new writes follow: the same e-mail in two spellings
 * (case, spaces) or the same phone in two forms is one person; where a visit's e-mail is one
 * client's and its phone another's, the e-mail decides. Each record shows the contact last given.
 * A package belongs to its owner's client (the buyer, or whom an admin transferred it to); a package
 * whose owner booked nothing is its owner's new record, named by the buying booking when the owner is
 * still the buyer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    do $$
    declare
      visit record;
    begin
      for visit in
        select 'booking' as kind, id, customer_name, email, phone, created_at from bookings where client_id is null
        union all
        select 'consultation', id, customer_name, email, phone, created_at from online_consultations where client_id is null
        order by created_at, id
      loop
        if visit.kind = 'booking' then
          update bookings set client_id = attach_client(visit.customer_name, visit.email, visit.phone) where id = visit.id;
        else
          update online_consultations set client_id = attach_client(visit.customer_name, visit.email, visit.phone) where id = visit.id;
        end if;
      end loop;
      for visit in
        select p.id, p.owner_email, p.owner_phone,
               case when client_key_email(p.owner_email) = client_key_email(b.email)
                     and client_key_phone(p.owner_phone) = client_key_phone(b.phone)
                    then b.customer_name else '' end as name
          from client_packages p join bookings b on b.id = p.source_booking_id
         where p.client_id is null
         order by p.created_at, p.id
      loop
        update client_packages set client_id = attach_client(visit.name, visit.owner_email, visit.owner_phone)
         where id = visit.id;
      end loop;
    end $$`);
}

/** The clients the backfill made go with the columns and tables (earlier migrations' downs). */
export async function down(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'online_consultations', 'client_packages']) {
    await knex(table).update({ client_id: null });
  }
  await knex('client_keys').delete();
  await knex('clients').delete();
}
