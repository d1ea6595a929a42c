import type { Knex } from 'knex';

/**
 * Writers for the same place and day take turns here, per connection pool (one per server
 * instance), before they open a transaction. The advisory lock in takePlace is what makes the check
 * atomic, across instances too; this queue only keeps a burst for one day (200 clients after the last
 * place) from holding every pooled connection while they wait on that lock, which would starve
 * requests for other days.
 */
const queues = new WeakMap<Knex, Map<string, Promise<unknown>>>();

export function placeQueueKey(place: string, date: string): string {
  return `${place}:${date}`;
}

export async function inPlaceQueue<T>(db: Knex, key: string, work: () => Promise<T>): Promise<T> {
  let tails = queues.get(db);
  if (!tails) {
    tails = new Map();
    queues.set(db, tails);
  }
  const mine = (tails.get(key) ?? Promise.resolve()).then(work, work);
  const tail = mine.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await mine;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
