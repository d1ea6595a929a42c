import { useEffect, useState } from 'react';
import { fetchBookingDetail } from '../api/booking-detail-api';
import type { StaffBookingDetail } from '../api/types';

export type BookingDetailState =
  | { phase: 'loading' }
  | { phase: 'ready'; detail: StaffBookingDetail }
  | { phase: 'error'; message: string };

/** The booking's history and change request, fetched again whenever the booking itself changes. */
export function useBookingDetail(id: string, version: string): BookingDetailState {
  const [state, setState] = useState<BookingDetailState>({ phase: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` (updatedAt) means new history.
  useEffect(() => {
    const controller = new AbortController();
    fetchBookingDetail(id, controller.signal).then(
      (detail) => setState({ phase: 'ready', detail }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error && error.message ? error.message : 'Failed to load the history';
        setState((current) => (current.phase === 'ready' ? current : { phase: 'error', message }));
      },
    );
    return () => controller.abort();
  }, [id, version]);

  return state;
}
