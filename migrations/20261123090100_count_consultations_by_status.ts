import type { Knex } from 'knex';
import { placeRoomFunction } from './20261123040700_create_place_room_function';

/**
 * The capacity check counts the consultations still on by their status: a cancelled one (by the
 * client through the manage link, or by the desk) or a no-show gives its place back, exactly as the
 * availability list counts them (queries/busy-visits.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(placeRoomFunction('create or replace', "and status not in ('cancelled', 'no-show')"));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(placeRoomFunction('create or replace', 'and cancelled_at is null'));
}
