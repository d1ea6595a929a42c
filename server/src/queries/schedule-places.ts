import type { Knex } from 'knex';
import { BRANCH_IDS } from '../../../domain/branches';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { START_STEP_MINUTES } from '../../../domain/opening-hours';
import { dayAvailability } from './availability';
import type { PlaceScope } from './place-scope';

export interface PlacesAt {
  time: string;
  label: string;
  /** Per place: how many more half-hour visits fit there at that time (0 when full). */
  places: Array<{ branch: string; remaining: number }>;
}

/** Every half hour is shown, the day's earlier ones too: the sheet reads the whole day. */
const WHOLE_DAY = new Date(0);

/**
 * How many places each half hour of a day still has, per place, by the same rule as availability
 * without treatments (free rooms at a clinic or home, free consultants online). A closed day has none.
 */
export async function placesPerHalfHour(
  db: Knex,
  date: string,
  branch: PlaceScope,
  hours: CatalogueRules,
): Promise<PlacesAt[]> {
  const places = typeof branch === 'string' ? [branch] : [...(branch ?? BRANCH_IDS)];
  const days = await Promise.all(
    places.map(async (place) => ({
      place,
      slots: await dayAvailability(db, {
        place: place as (typeof BRANCH_IDS)[number],
        date,
        minutes: START_STEP_MINUTES,
        now: WHOLE_DAY,
        hours,
      }),
    })),
  );
  const byTime = new Map<string, PlacesAt>();
  for (const { place, slots } of days) {
    for (const slot of slots) {
      const row = byTime.get(slot.time) ?? { time: slot.time, label: slot.label, places: [] };
      row.places.push({ branch: place, remaining: slot.remaining });
      byTime.set(slot.time, row);
    }
  }
  return [...byTime.values()]
    .sort((a, b) => a.time.localeCompare(b.time))
    .map((row) => ({
      ...row,
      // A place already closed at that time (an earlier closing) reads as none left.
      places: places.map(
        (place) => row.places.find((entry) => entry.branch === place) ?? { branch: place, remaining: 0 },
      ),
    }));
}
