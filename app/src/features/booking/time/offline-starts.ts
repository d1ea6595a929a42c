import { CONSULTATION_MINUTES } from '@domain/consultation';
import { isPlaceId, ONLINE_PLACE, startsWithinHours } from '@domain/opening-hours';
import { startTimeFits } from '@domain/start-time';
import { visitMinutesOfServices } from '@domain/visit-length';
import { liveCatalogue } from '../../../catalogue/live-catalogue';

/** The visit's length as the clinic counts it: a consultation online, one session of each treatment elsewhere. */
export function visitLengthFor(branch: string, services: readonly string[]): number {
  return branch === ONLINE_PLACE ? CONSULTATION_MINUTES : visitMinutesOfServices(services, liveCatalogue());
}

/**
 * The starts the shared rules allow when the clinic cannot be asked (offline): inside the place's
 * hours on that date in this page's catalogue, ending by closing time, not already passed today, not
 * on a closed date. Whether they are free is checked when the
 * booking reaches the clinic.
 */
export function offlineStarts(
  branch: string,
  date: string,
  services: readonly string[],
  now = new Date(),
): string[] {
  if (!isPlaceId(branch)) return [];
  const minutes = visitLengthFor(branch, services);
  const catalogue = liveCatalogue();
  const hours = catalogue.hoursOn(branch, date);
  if (!hours) return [];
  const closedDates = catalogue.closedDates(branch);
  return startsWithinHours(branch, minutes, hours).filter((time) =>
    startTimeFits({ place: branch, date, time, minutes, hours, closedDates, now }),
  );
}
