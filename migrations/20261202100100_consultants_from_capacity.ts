import crypto from 'node:crypto';
import type { Knex } from 'knex';

const GENERATED_ROOM = /^Room \d+$/;
const GENERATED_CONSULTANT = /^Consultant \d+$/;

/**
 * The online place's capacity N (`place_capacity.parallel_visits`, the number consultations were
 * counted against) becomes N consultants "Consultant 1" ... "Consultant N" with no schedule, so they
 * work the online hours (resource-hours.ts) and a client is offered what they were offered before
 * until the clinic describes its consultants. The generic rooms the rooms upgrade gave the online
 * place (a call takes no room) are removed when nothing names them, retired otherwise. `down` gives
 * the rooms back and removes the generated consultants no consultation took.
 */
export async function up(knex: Knex): Promise<void> {
  const row = await knex('place_capacity').where({ place: 'online' }).first('parallel_visits');
  const branch = await knex('branches').where({ id: 'online' }).first('id');
  if (!branch) return;
  const rooms: Array<{ id: string; name: string }> = await knex('resources')
    .where({ branch: 'online', kind: 'room', type: '' })
    .select('id', 'name');
  const generated = rooms.filter((room) => GENERATED_ROOM.test(room.name)).map((room) => room.id);
  if (generated.length > 0) {
    const named = knex('booking_assignments').whereRaw('booking_assignments.resource_id = resources.id');
    await knex('resources').whereIn('id', generated).whereNotExists(named).delete();
    await knex('resources').whereIn('id', generated).update({ active: false, updated_at: knex.fn.now() });
  }
  const taken = new Set(
    ((await knex('resources').where({ branch: 'online' }).select('name')) as Array<{ name: string }>).map(
      (resource) => resource.name.toLowerCase(),
    ),
  );
  const consultants = Array.from({ length: Number(row?.parallel_visits ?? 0) }, (_, index) => ({
    id: crypto.randomUUID(),
    branch: 'online',
    kind: 'practitioner',
    name: `Consultant ${index + 1}`,
    skills: JSON.stringify(['consultant']),
    updated_by: 'upgrade',
  })).filter((consultant) => !taken.has(consultant.name.toLowerCase()));
  if (consultants.length > 0) await knex('resources').insert(consultants);
}

export async function down(knex: Knex): Promise<void> {
  const consultants: Array<{ id: string; name: string }> = await knex('resources')
    .where({ branch: 'online', kind: 'practitioner', updated_by: 'upgrade' })
    .whereNotExists(
      knex('online_consultations').whereRaw('online_consultations.consultant_id = resources.id'),
    )
    .select('id', 'name');
  const generated = consultants.filter((c) => GENERATED_CONSULTANT.test(c.name)).map((c) => c.id);
  if (generated.length > 0) await knex('resources').whereIn('id', generated).delete();
  const row = await knex('place_capacity').where({ place: 'online' }).first('parallel_visits');
  for (let number = 1; number <= Number(row?.parallel_visits ?? 0); number += 1) {
    const name = `Room ${number}`;
    const existing = await knex('resources')
      .where({ branch: 'online' })
      .whereRaw('lower(name) = lower(?)', [name])
      .first('id');
    if (existing) await knex('resources').where({ id: existing.id }).update({ active: true });
    else
      await knex('resources').insert({
        id: crypto.randomUUID(),
        branch: 'online',
        kind: 'room',
        name,
        updated_by: 'upgrade',
      });
  }
}
