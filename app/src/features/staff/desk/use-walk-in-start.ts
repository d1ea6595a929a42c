import { addDays, manilaDate } from '@domain/manila-date';
import { useEffect, useState } from 'react';
import type { FreeTimes } from './use-free-times';
import type { VisitValue } from './visit-fields';

/**
 * A walk-in starts at the next free start: the first free time today (the list has no passed
 * starts), or tomorrow's first when today has none left. It follows the free times (a longer
 * treatment added later moves it) until the desk picks a date or time itself.
 */
export function useWalkInStart(
  visit: VisitValue,
  freeTimes: FreeTimes,
  setVisit: (update: (current: VisitValue) => VisitValue) => void,
) {
  const [following, setFollowing] = useState(false);

  useEffect(() => {
    if (!following || freeTimes.phase !== 'ready') return;
    const first = freeTimes.times[0];
    if (first) {
      setVisit((current) => (current.time === first.time ? current : { ...current, time: first.time }));
    } else if (visit.date === manilaDate()) {
      setVisit((current) => ({ ...current, date: addDays(current.date, 1), time: '' }));
    }
  }, [following, freeTimes, visit.date, setVisit]);

  return {
    /** The walk-in was chosen: today, at the next free start. */
    follow() {
      setVisit((current) => ({ ...current, date: manilaDate(), time: '' }));
      setFollowing(true);
    },
    /** The desk chose a date or time itself (or a phone booking): leave them alone. */
    stop() {
      setFollowing(false);
    },
  };
}
