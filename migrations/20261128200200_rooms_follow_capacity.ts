import type { Knex } from 'knex';

/**
 * While the capacity screen still exists (round three replaces it with resources), a place's
 * capacity N keeps meaning "N generic rooms": a change of `place_capacity.parallel_visits` makes the
 * generic rooms "Room 1" ... "Room N" of that place active and retires the generic ones above N
 * (never deleted: past bookings name them). Rooms the clinic described (a type, or another name)
 * are left alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function rooms_follow_capacity()
    returns trigger language plpgsql as $$
    declare
      v_number int;
    begin
      if not exists (select 1 from branches where id = new.place) then
        return new;
      end if;
      update resources set active = (substring(name from 6)::int <= new.parallel_visits), updated_at = now()
       where branch = new.place and kind = 'room' and type = '' and name ~ '^Room [0-9]{1,4}$'
         and active <> (substring(name from 6)::int <= new.parallel_visits);
      for v_number in 1 .. new.parallel_visits loop
        if not exists (select 1 from resources
                        where branch = new.place and lower(name) = lower('Room ' || v_number)) then
          insert into resources (id, branch, kind, name, updated_by)
          values (gen_random_uuid(), new.place, 'room', 'Room ' || v_number, 'capacity');
        end if;
      end loop;
      return new;
    end $$`);
  await knex.raw(`
    create trigger place_capacity_rooms after insert or update of parallel_visits on place_capacity
    for each row execute function rooms_follow_capacity()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger place_capacity_rooms on place_capacity');
  await knex.raw('drop function rooms_follow_capacity()');
}
