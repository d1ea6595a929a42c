import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';

/**
 * Gives a place exactly `count` of what every visit there takes, straight in the database, for tests
 * about a full place (issue 26: resources decide, not a number): at a clinic or home the generic
 * rooms "Room 1..N" active and the generic ones above N retired; online the consultants
 * "Consultant 1..N" active and those above N retired. Missing ones are created; none is deleted
 * (past visits name them); resources a test described itself are left alone.
 */
export async function setCapacity(db: Knex, place: PlaceId, count: number): Promise<void> {
  const online = place === ONLINE_PLACE;
  const kind = online ? 'practitioner' : 'room';
  const prefix = online ? 'Consultant' : 'Room';
  const wanted = Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
  await db('resources')
    .where({ branch: place, kind, type: '' })
    .whereRaw('name ~ ?', [`^${prefix} [0-9]{1,4}$`])
    .update({ active: db.raw('lower(name) = any(?::text[])', [wanted.map((name) => name.toLowerCase())]) });
  const existing = new Set(
    ((await db('resources').where({ branch: place }).select('name')) as Array<{ name: string }>).map((row) =>
      row.name.toLowerCase(),
    ),
  );
  const missing = wanted.filter((name) => !existing.has(name.toLowerCase()));
  if (missing.length > 0) {
    await db('resources').insert(
      missing.map((name) => ({
        id: crypto.randomUUID(),
        branch: place,
        kind,
        name,
        skills: JSON.stringify(online ? ['consultant'] : []),
        updated_by: 'test',
      })),
    );
  }
}

/**
 * Sets the round-two number `place_capacity.parallel_visits` itself, for the tests of what still
 * reads it: the database's `place_room` check, which a write that names no treatments and no
 * catalogue runs (takePlace without a visit; no route sends one since issue 26).
 */
export async function setPlaceNumber(db: Knex, place: PlaceId, parallelVisits: number): Promise<void> {
  await db('place_capacity').where({ place }).update({ parallel_visits: parallelVisits });
}

/** Makes every hold (at a place, or everywhere) expire now, as five minutes passing would. */
export async function expireHolds(db: Knex, place?: PlaceId): Promise<void> {
  await db('slot_holds')
    .modify((query) => {
      if (place) query.where({ place });
    })
    .update({ expires_at: db.raw("now() - interval '1 second'") });
}
