import type { Knex } from 'knex';

/**
 * `place_room(place, day, time, minutes, moving_booking, own_hold)` takes the capacity lock of
 * (place, day) and answers 'ok', 'full' or 'closed' for a visit starting then. Being a function, it
 * lets a booking's single INSERT statement lock, check and write in one round trip: in READ
 * COMMITTED each query inside a VOLATILE function takes a fresh snapshot, so the count, made after
 * the lock is granted, sees every visit committed before; the lock lasts until the statement's
 * transaction commits. The rule is the one of domain/availability.ts (a visit holds its place in
 * every half hour it covers; a start fits when the busiest of its half hours is below capacity);
 * place-room.test.ts holds the two equal over random days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(placeRoomFunction('create', ''));
}

/**
 * The function's text; `consultationFilter` narrows the online consultations it counts (a later
 * migration, once consultations can be cancelled, counts only those still on).
 */
export function placeRoomFunction(verb: 'create' | 'create or replace', consultationFilter: string): string {
  return `
    ${verb} function place_room(p_place text, p_day date, p_time text, p_minutes int, p_booking uuid, p_hold uuid)
    returns text language plpgsql volatile as $$
    declare
      v_capacity int;
      v_first int := (split_part(p_time, ':', 1)::int * 60 + split_part(p_time, ':', 2)::int) / 30;
      v_steps int := greatest(1, ceil(p_minutes / 30.0)::int);
      v_peak int;
    begin
      perform pg_advisory_xact_lock(hashtextextended('capacity:' || p_place || ':' || p_day::text, 0));
      if exists (select 1 from closed_dates where place = p_place and closed_date = p_day) then
        return 'closed';
      end if;
      select parallel_visits into v_capacity from place_capacity where place = p_place;
      with visits as (
        select service_time as start_time, visit_minutes::int as minutes
          from bookings
         where p_place <> 'online' and branch = p_place and service_date = p_day and deleted_at is null
           and status in ('pending', 'confirmed') and id is distinct from p_booking
        union all
        select consultation_time, 30 from online_consultations
         where p_place = 'online' and consultation_date = p_day ${consultationFilter}
        union all
        select hold_time, visit_minutes::int from slot_holds
         where place = p_place and hold_date = p_day and expires_at > now() and id is distinct from p_hold
      ), spans as (
        select (split_part(start_time, ':', 1)::int * 60 + split_part(start_time, ':', 2)::int) / 30 as first,
               greatest(1, ceil(minutes / 30.0)::int) as steps
          from visits
      )
      select coalesce(max(busy), 0) into v_peak from (
        select count(*) as busy
          from generate_series(v_first, v_first + v_steps - 1) as step
          join spans on spans.first <= step and step < spans.first + spans.steps
         group by step) as per_step;
      if coalesce(v_capacity, 0) - v_peak < 1 then
        return 'full';
      end if;
      return 'ok';
    end $$`;
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists place_room(text, date, text, int, uuid, uuid)');
}
