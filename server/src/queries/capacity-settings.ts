import type { Knex } from 'knex';
import { PLACE_IDS, type PlaceId } from '../../../domain/opening-hours';

export interface ClosedDate {
  branch: PlaceId;
  date: string;
  reason: string;
}

export interface CapacitySettings {
  capacity: Record<PlaceId, number>;
  closedDates: ClosedDate[];
}

/** Every place's capacity and the closed dates from `today` on, as the admin screen edits them. */
export async function readCapacitySettings(db: Knex, today: string): Promise<CapacitySettings> {
  const [capacityRows, closedRows] = await Promise.all([
    db('place_capacity').select('place', 'parallel_visits'),
    db('closed_dates')
      .select('place', 'closed_date', 'reason')
      .where('closed_date', '>=', today)
      .orderBy(['closed_date', 'place']),
  ]);
  const capacity = Object.fromEntries(PLACE_IDS.map((place) => [place, 0])) as Record<PlaceId, number>;
  for (const row of capacityRows as Array<{ place: PlaceId; parallel_visits: number }>) {
    capacity[row.place] = Number(row.parallel_visits);
  }
  return {
    capacity,
    closedDates: (closedRows as Array<{ place: PlaceId; closed_date: string; reason: string }>).map(
      (row) => ({
        branch: row.place,
        date: row.closed_date,
        reason: row.reason,
      }),
    ),
  };
}
