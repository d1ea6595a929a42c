import type { ClosedDate } from '@domain/catalogue/catalogue-shapes';
import { CAPACITY_PLACES, type CapacityPlace, fetchCapacity } from '../capacity/capacity-api';
import { previewStranded, type StrandedVisit } from '../capacity/stranded-api';

/** The dates a branch's draft closes that were open before. */
export function newlyClosed(draft: ClosedDate[], saved: ClosedDate[]): string[] {
  const before = new Set(saved.map((closed) => closed.date));
  return draft.map((closed) => closed.date).filter((date) => !before.has(date));
}

/**
 * Who closing these dates at this place would leave without a place, asked before the save, as the
 * Closed dates screen asks (issue 24 item 11): the same preview, with this place's dates replaced.
 */
export async function visitsOnClosedDates(
  place: string,
  draft: ClosedDate[],
  dates: string[],
): Promise<StrandedVisit[]> {
  if (dates.length === 0 || !(CAPACITY_PLACES as readonly string[]).includes(place)) return [];
  const { data } = await fetchCapacity();
  const branch = place as CapacityPlace;
  const closedDates = [
    ...data.closedDates.filter((closed) => closed.branch !== branch),
    ...draft.map((closed) => ({ branch, date: closed.date, reason: closed.reason })),
  ];
  const affected = await previewStranded({ ...data, closedDates });
  const closing = new Set(dates);
  return affected.filter((visit) => visit.reason === 'closed' && closing.has(visit.date));
}
