import type { Knex } from 'knex';
import { up as followCapacity } from './20261128200200_rooms_follow_capacity';

/**
 * The capacity screen no longer edits per-place numbers (issue 26: the capacity numbers give way to
 * resources), so nothing keeps "Room 1..N" in step with `place_capacity` any more: the rooms, people
 * and consultants are edited on the resources screen. `down` puts the trigger of
 * 20261128200200_rooms_follow_capacity back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger place_capacity_rooms on place_capacity');
  await knex.raw('drop function rooms_follow_capacity()');
}

export async function down(knex: Knex): Promise<void> {
  await followCapacity(knex);
}
