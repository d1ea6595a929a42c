import type { Knex } from 'knex';
import type { PlaceId } from '../../../domain/opening-hours';
import { namedStatement, runNamed } from '../db/named-statement';

/**
 * What a place's day of availability is made of, as it stands, in one word: how many changes the
 * triggers of migration 20261204000000 logged for the day, for the place as a whole and for every
 * place, and how many holds of the day are still live (a hold's expiry changes the day without any
 * write). Those rows are only ever added for a day not yet past, so the word changes with every
 * committed change, in whatever order writers commit; two reads that give the same word saw the same
 * day. The log's file is in the word too: a restore into the database, a truncation or a rewrite
 * of the log gives it a new one, so a count that starts again from nothing never meets an old
 * answer. One statement of index-only counts, about as dear as the smallest read the app makes.
 */
const DAY_VERSION = namedStatement(`
  select pg_relation_filenode('place_day_changes') as log,
         (select count(*) from place_day_changes where place = :place and day = :day::date)
       + (select count(*) from place_day_changes where place = :place and day is null)
       + (select count(*) from place_day_changes where place = '*') as changes,
         (select count(*) from slot_holds
           where place = :place and hold_date = :day::date and expires_at > now()) as holds`);

export async function dayVersion(db: Knex, place: PlaceId, day: string): Promise<string> {
  const [row] = await runNamed<{ log: unknown; changes: unknown; holds: unknown }>(db, DAY_VERSION, {
    place,
    day,
  });
  return `${row?.log}:${row?.changes}/${row?.holds}`;
}
