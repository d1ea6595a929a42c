import type { Knex } from 'knex';
import { placeRoomFunction } from './20261123040700_create_place_room_function';

/**
 * A consultation its client cancelled through the manage link (`cancelled_at`, migration
 * 20261123060000) gives its place back: the capacity check of every write counts only the
 * consultations still on, as the availability list does (queries/busy-visits.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(placeRoomFunction('create or replace', 'and cancelled_at is null'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(placeRoomFunction('create or replace', ''));
}
