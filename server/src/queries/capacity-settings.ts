import type { Knex } from 'knex';
import { PLACE_IDS, type PlaceId } from '../../../domain/opening-hours';

export interface ClosedDate {
  branch: PlaceId;
  date: string;
  reason: string;
}

/** What an admin saves on the closed-dates screen (older history entries also carry `capacity`). */
export interface CapacitySettings {
  closedDates: ClosedDate[];
}

/** How many active resources of each kind a place has: what decides its bookings (issue 26). */
export interface PlaceResources {
  rooms: number;
  practitioners: number;
  machines: number;
}

/** The closed dates from `today` on, as the admin screen edits them. */
export async function readCapacitySettings(db: Knex, today: string): Promise<CapacitySettings> {
  const closedRows = (await db('closed_dates')
    .select('place', 'closed_date', 'reason')
    .where('closed_date', '>=', today)
    .orderBy(['closed_date', 'place'])) as Array<{ place: PlaceId; closed_date: string; reason: string }>;
  return {
    closedDates: closedRows.map((row) => ({ branch: row.place, date: row.closed_date, reason: row.reason })),
  };
}

/**
 * Every place's active rooms, practitioners (online: its consultants) and machines, in one
 * statement, for the screen that shows them in place of the old per-place numbers.
 */
export async function placeResources(db: Knex): Promise<Record<PlaceId, PlaceResources>> {
  const rows = (await db('resources')
    .where({ active: true })
    .select('branch', 'kind')
    .count({ n: '*' })
    .groupBy('branch', 'kind')) as Array<{ branch: PlaceId; kind: string; n: number | string }>;
  const counts = Object.fromEntries(
    PLACE_IDS.map((place) => [place, { rooms: 0, practitioners: 0, machines: 0 }]),
  ) as Record<PlaceId, PlaceResources>;
  for (const row of rows) {
    const place = counts[row.branch];
    if (!place) continue;
    if (row.kind === 'room') place.rooms = Number(row.n);
    else if (row.kind === 'practitioner') place.practitioners = Number(row.n);
    else if (row.kind === 'machine') place.machines = Number(row.n);
  }
  return counts;
}
