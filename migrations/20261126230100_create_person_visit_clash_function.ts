import type { Knex } from 'knex';

/**
 * One person, one visit at a time (issue 23 item 10, domain/visit-clash.ts).
 * - `person_visit_clash(email, phone10, day, time, minutes)` lists the live visits of the person
 *   (same e-mail case folded, or same last 10 phone digits; '' matches nothing) that overlap the
 *   asked time on that day: pending or confirmed bookings not deleted, at any place, and pending or
 *   confirmed consultations (30 minutes).
 * - `public_room(...)` is `place_room(...)` for a public booking or consultation: it first takes a
 *   lock per key of the person (in a fixed order, so two writers never wait on each other in a cycle),
 *   then answers 'clash' when the person has an overlapping visit, else whatever `place_room` answers.
 *   As in `place_room`, the check runs after the locks are granted, in a fresh snapshot, so two
 *   identical bookings sent at once for one person are written one after the other and the second
 *   sees the first. The person's locks are always taken before the place's, and no other writer
 *   takes them, so they add no deadlock.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function person_visit_clash(p_email text, p_phone text, p_day date, p_time text, p_minutes int)
    returns table (kind text, booking_number text, place text, visit_date date, visit_time text)
    language sql stable as $$
      with asked as (
        select split_part(p_time, ':', 1)::int * 60 + split_part(p_time, ':', 2)::int as first,
               split_part(p_time, ':', 1)::int * 60 + split_part(p_time, ':', 2)::int + greatest(1, p_minutes) as last
      ), visits as (
        select 'booking'::text as kind, b.booking_number::text, b.branch::text as place, b.service_date as visit_date,
               b.service_time::text as visit_time, greatest(1, b.visit_minutes::int) as minutes
          from bookings b
         where b.service_date = p_day and b.deleted_at is null and b.status in ('pending', 'confirmed')
           and ((p_email <> '' and lower(trim(b.email)) = p_email)
             or (p_phone <> '' and right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = p_phone))
        union all
        select 'consultation', c.booking_number, 'online', c.consultation_date, c.consultation_time, 30
          from online_consultations c
         where c.consultation_date = p_day and c.status in ('pending', 'confirmed')
           and ((p_email <> '' and lower(trim(c.email)) = p_email)
             or (p_phone <> '' and right(regexp_replace(c.phone, '\\D', '', 'g'), 10) = p_phone))
      )
      select v.kind, v.booking_number, v.place, v.visit_date, v.visit_time
        from visits v, asked a
       where (split_part(v.visit_time, ':', 1)::int * 60 + split_part(v.visit_time, ':', 2)::int) < a.last
         and (split_part(v.visit_time, ':', 1)::int * 60 + split_part(v.visit_time, ':', 2)::int) + v.minutes > a.first
       order by v.visit_time, v.booking_number
    $$`);
  await knex.raw(`
    create function public_room(p_place text, p_day date, p_time text, p_minutes int, p_booking uuid, p_hold uuid,
                                p_email text, p_phone text)
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
      return place_room(p_place, p_day, p_time, p_minutes, p_booking, p_hold);
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function public_room(text, date, text, int, uuid, uuid, text, text)');
  await knex.raw('drop function person_visit_clash(text, text, date, text, int)');
}
