import type { StrandedVisit as DomainStrandedVisit, VisitKind } from '@domain/stranded-visits';
import { apiRequest } from '../../../lib/api-client';
import { moveConsultation } from '../api/consultation-api';
import { type Alternative, changeBooking, slotTakenFrom } from '../api/desk-api';
import type { CapacitySettings } from './capacity-api';

export type { VisitKind };

/** A stranded visit as the desk's screen reads it: after the save, with whether it was told and where it could go. */
export interface StrandedVisit extends DomainStrandedVisit {
  /** Already e-mailed about this lost time, by any desk (after the save only). */
  told?: boolean;
  /** The nearest free starts to move it to (after the save only). */
  alternatives?: Alternative[];
}

export interface TellResult {
  told: string[];
  alreadyTold: string[];
  notStranded: string[];
  noEmail: string[];
}

const affectedOf = (body: unknown): StrandedVisit[] => {
  const affected = (body as { data?: { affected?: unknown } } | null)?.data?.affected;
  return Array.isArray(affected) ? (affected as StrandedVisit[]) : [];
};

/** Who these settings would strand, before they are saved. */
export async function previewStranded(settings: CapacitySettings): Promise<StrandedVisit[]> {
  return affectedOf(
    await apiRequest('/settings/capacity/preview', {
      method: 'POST',
      auth: true,
      body: settings,
      fallbackMessage: 'Could not check who the change affects',
    }),
  );
}

/** Who the saved settings strand, with free starts to move each to. */
export async function fetchStranded(signal?: AbortSignal): Promise<StrandedVisit[]> {
  return affectedOf(
    await apiRequest('/settings/capacity/affected', {
      auth: true,
      fallbackMessage: 'Could not list the clients without a place',
      ...(signal ? { signal } : {}),
    }),
  );
}

/** E-mails these clients that they need a new time; the server sends each at most once per lost time. */
export async function tellStranded(visits: StrandedVisit[]): Promise<TellResult> {
  const body = await apiRequest<{ data?: TellResult } | null>('/settings/capacity/affected/notify', {
    method: 'POST',
    auth: true,
    body: { visits: visits.map(({ kind, id }) => ({ kind, id })) },
    fallbackMessage: 'Could not e-mail the clients',
  });
  return body?.data ?? { told: [], alreadyTold: [], notStranded: [], noEmail: [] };
}

/** Moves a stranded visit to a free start: a booking by the desk's change, a call by its own move. */
export async function moveStranded(visit: StrandedVisit, to: Alternative, updateCode: string): Promise<void> {
  if (visit.kind === 'booking') {
    await changeBooking(visit.id, { bookingData: { date: to.date, time: to.time } }, updateCode);
    return;
  }
  try {
    await moveConsultation(visit.id, { date: to.date, time: to.time, updateCode });
  } catch (error) {
    throw slotTakenFrom(error) ?? error;
  }
}
