import type { Knex } from 'knex';
import type { PlaceId } from '../../../domain/opening-hours';

/** Sets a place's parallel visits straight in the database, for tests about a full place. */
export async function setCapacity(db: Knex, place: PlaceId, parallelVisits: number): Promise<void> {
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
