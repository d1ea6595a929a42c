import crypto from 'node:crypto';
import type { Knex } from 'knex';

const GENERATED_ROOM = /^Room \d+$/;

/**
 * Each place's capacity N (`place_capacity.parallel_visits`, the number the capacity check counts
 * against) becomes N generic rooms "Room 1" ... "Room N" with no schedule, so they follow the
 * branch's hours; with every treatment needing `[{ kind: 'room' }]` a branch offers what it offered
 * before until the clinic describes its people and machines. `down` removes the generated rooms
 * that no booking took.
 */
export async function up(knex: Knex): Promise<void> {
  const places: Array<{ place: string; parallel_visits: number }> = await knex('place_capacity')
    .join('branches', 'branches.id', 'place_capacity.place')
    .select('place_capacity.place', 'place_capacity.parallel_visits')
    .orderBy('branches.position');
  const rooms = places.flatMap(({ place, parallel_visits }) =>
    Array.from({ length: Number(parallel_visits) }, (_, index) => ({
      id: crypto.randomUUID(),
      branch: place,
      kind: 'room',
      name: `Room ${index + 1}`,
      updated_by: 'upgrade',
    })),
  );
  if (rooms.length > 0) await knex('resources').insert(rooms);
}

export async function down(knex: Knex): Promise<void> {
  const rooms: Array<{ id: string; name: string }> = await knex('resources')
    .where({ kind: 'room', type: '', updated_by: 'upgrade' })
    .whereNotExists(knex('booking_assignments').whereRaw('booking_assignments.resource_id = resources.id'))
    .select('id', 'name');
  const generated = rooms.filter((room) => GENERATED_ROOM.test(room.name)).map((room) => room.id);
  if (generated.length > 0) await knex('resources').whereIn('id', generated).delete();
}
