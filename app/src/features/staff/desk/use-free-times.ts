import { TIME_SLOTS } from '@domain/time-slots';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

export interface FreeTime {
  time: string;
  label: string;
  /** How many more visits of this length fit; null when availability could not be read. */
  remaining: number | null;
}

export type FreeTimes =
  | { phase: 'idle' | 'loading'; times: FreeTime[] }
  | { phase: 'ready'; times: FreeTime[] }
  | { phase: 'unknown'; times: FreeTime[]; message: string };

const EVERY_SLOT: FreeTime[] = TIME_SLOTS.map((slot) => ({
  time: slot.value,
  label: slot.label,
  remaining: null,
}));

interface AvailabilityAnswer {
  slots?: Array<{ time: string; label: string; remaining: number; available: boolean }>;
}

/**
 * The free starts for a place, a date and the chosen treatments, from `GET /api/availability`. When
 * the server cannot say (offline, an error), every half hour is offered and the server's capacity
 * check at saving has the last word.
 */
export function useFreeTimes(place: string, date: string, serviceIds: readonly string[]): FreeTimes {
  const [state, setState] = useState<FreeTimes>({ phase: 'idle', times: [] });
  const services = serviceIds.join(',');

  useEffect(() => {
    if (!place || !date) {
      setState({ phase: 'idle', times: [] });
      return;
    }
    const controller = new AbortController();
    setState({ phase: 'loading', times: [] });
    apiRequest<AvailabilityAnswer>('/availability', {
      query: { branch: place, date, services },
      signal: controller.signal,
      fallbackMessage: 'Could not read the free times',
    })
      .then((answer) => {
        const times = (answer?.slots ?? [])
          .filter((slot) => slot.available)
          .map((slot) => ({ time: slot.time, label: slot.label, remaining: slot.remaining }));
        setState({ phase: 'ready', times });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          phase: 'unknown',
          times: EVERY_SLOT,
          message: `${error instanceof Error ? error.message : 'Could not read the free times'}: every half hour is listed; saving checks the capacity.`,
        });
      });
    return () => controller.abort();
  }, [place, date, services]);

  return state;
}
