import type { Knex } from 'knex';

/**
 * `public_person(...)` is the person's part of `public_room` (20261126230100) on its own: it takes
 * the person's locks (e-mail, then phone) and answers 'clash' when they have an overlapping visit,
 * else 'ok'. A public booking at a place decided by resources runs it first, then takes the
 * resources' locks (`lock_resources`), so the order stays person, then place or resources.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function public_person(p_day date, p_time text, p_minutes int, p_email text, p_phone text)
    returns text language plpgsql volatile as $$
    begin
      if p_email <> '' then
        perform pg_advisory_xact_lock(hashtextextended('person:email:' || p_email, 0));
      end if;
      if p_phone <> '' then
        perform pg_advisory_xact_lock(hashtextextended('person:phone:' || p_phone, 0));
      end if;
      if exists (select 1 from person_visit_clash(p_email, p_phone, p_day, p_time, p_minutes)) then
        return 'clash';
      end if;
      return 'ok';
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function public_person(date, text, int, text, text)');
}
