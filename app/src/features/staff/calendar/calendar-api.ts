import { ApiError, apiRequest, isApiError } from '../../../lib/api-client';
import { fetchList } from '../api/fetch-list';
import type { Fetched } from '../api/types';

export type ResourceKind = 'practitioner' | 'room' | 'machine';

export interface CalendarResource {
  id: string;
  kind: ResourceKind;
  name: string;
  skills: string[];
  type: string;
  active: boolean;
  /** `[['10:00', '18:00']]`: the shifts shaded. */
  working: Array<[string, string]>;
}

export interface CalendarAssignment {
  serviceId: string;
  resourceId: string;
  kind: ResourceKind;
  name: string;
  start: string;
  end: string;
  /** Resources that may take its place (same need). */
  candidates: string[];
}

export interface CalendarBlock {
  id: string;
  /** A treatment booking, or at the online place a video call (moved by its own endpoint). */
  kind: 'booking' | 'consultation';
  bookingNumber: string;
  customerName: string;
  status: string;
  serviceType: 'clinic' | 'home' | 'online';
  time: string;
  end: string;
  services: Array<{ id: string; name: string }>;
  underReview: boolean;
  pinned: boolean;
  assignments: CalendarAssignment[];
}

export interface CalendarDay {
  date: string;
  branch: string;
  hours: { opens: string; closes: string } | null;
  resources: CalendarResource[];
  blocks: CalendarBlock[];
}

export interface CalendarQuery {
  date: string;
  branch: string;
}

function dayOf(body: unknown): CalendarDay {
  const data = (body as { data?: CalendarDay } | null)?.data;
  if (!data || !Array.isArray(data.resources) || !Array.isArray(data.blocks))
    throw new ApiError('Failed to load the calendar', 'http', 200);
  return data;
}

/** The whole day of one place in one call (`GET /api/calendar`). */
export function fetchCalendar(query: CalendarQuery, signal?: AbortSignal): Promise<Fetched<CalendarDay>> {
  return fetchList(
    '/calendar',
    {
      query: { date: query.date, branch: query.branch },
      signal,
      fallbackMessage: 'Failed to load the calendar',
    },
    dayOf,
  );
}

/** A free resource the server offers instead of one taken (409 of a reassignment). */
export interface ResourceAlternative {
  serviceId: string;
  instead: string;
  resourceId: string;
  kind: ResourceKind;
  name: string;
}

/** The server refused a resource as taken; `alternatives` are free ones that would do. */
export class ResourceTakenError extends Error {
  constructor(
    message: string,
    readonly alternatives: ResourceAlternative[],
  ) {
    super(message);
    this.name = 'ResourceTakenError';
  }
}

/** Gives a visit other resources at the same times (`PATCH /api/bookings/:id { assignments }`). */
export async function reassignVisit(
  id: string,
  assignments: Array<{ serviceId: string; resourceId: string }>,
  updateCode: string,
): Promise<string> {
  try {
    const body = await apiRequest<{ message?: string }>(`/bookings/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      auth: true,
      body: { assignments, updateCode },
      fallbackMessage: 'Failed to reassign the visit',
    });
    return body?.message ?? 'Reassigned';
  } catch (error) {
    const alternatives = isApiError(error)
      ? (error.body as { alternatives?: unknown } | null)?.alternatives
      : null;
    if (isApiError(error) && error.status === 409 && Array.isArray(alternatives))
      throw new ResourceTakenError(error.message, alternatives as ResourceAlternative[]);
    throw error;
  }
}

export interface ExplainedStart {
  time: string;
  label: string;
  available: boolean;
  reason?: string;
}

/** The day's starts for a treatment with, for each one not free, why (`explain=1`, staff). */
export async function explainStarts(
  branch: string,
  date: string,
  service: string,
  signal?: AbortSignal,
): Promise<ExplainedStart[]> {
  const body = await apiRequest<{ slots?: ExplainedStart[] }>('/availability', {
    auth: true,
    query: { branch, date, services: service, explain: '1' },
    signal,
    fallbackMessage: 'Could not ask why',
  });
  return Array.isArray(body?.slots) ? body.slots : [];
}
