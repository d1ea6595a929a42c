import { type DayStrip, fetchDayStrip } from './availability-api';
import { type ClinicAnswer, useClinicAnswer } from './use-clinic-answer';

export type DayStripState = ClinicAnswer<DayStrip>;

/** The strip of days for the form's place and cart, kept fresh like the list of times. */
export function useDayStrip(
  branch: string,
  services: readonly string[],
  active: boolean,
  practitionerId?: string,
): DayStripState {
  const key = active && branch ? `${branch}|${services.join(',')}|${practitionerId ?? ''}` : undefined;
  return useClinicAnswer(key, (signal) => fetchDayStrip({ branch, services, practitionerId }, signal)).state;
}
