import { apiRequest } from '../../../lib/api-client';
import { tellStranded } from '../capacity/stranded-api';

/** A practitioner, room or machine as `GET /api/resources` answers it (the parts this screen reads). */
export interface DeskResource {
  id: string;
  branch: string;
  kind: 'practitioner' | 'room' | 'machine';
  name: string;
  skills: string[];
  active: boolean;
  schedule: {
    weekly: Record<string, Array<[string, string]>> | null;
    exceptions: Array<{ date: string; off?: true; hours?: Array<[string, string]> }>;
  } | null;
}

/** A visit whose practitioner is away, as `GET /api/resources/affected-visits` answers it. */
export interface AffectedVisit {
  bookingId: string;
  bookingNumber: string;
  customerName: string;
  phone: string;
  hasEmail: boolean;
  branch: string;
  date: string;
  start: string;
  end: string;
  serviceId: string;
  serviceName: string;
  practitioner: { id: string; name: string };
  free: Array<{ id: string; name: string }>;
}

const listOf = <T>(body: unknown): T[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
};

export async function fetchResources(branch: string, signal?: AbortSignal): Promise<DeskResource[]> {
  return listOf<DeskResource>(
    await apiRequest('/resources', {
      auth: true,
      query: { branch },
      fallbackMessage: 'Could not list the practitioners',
      ...(signal ? { signal } : {}),
    }),
  );
}

export async function fetchAffected(branch: string, signal?: AbortSignal): Promise<AffectedVisit[]> {
  return listOf<AffectedVisit>(
    await apiRequest('/resources/affected-visits', {
      auth: true,
      query: { branch },
      fallbackMessage: 'Could not list the visits that need another person',
      ...(signal ? { signal } : {}),
    }),
  );
}

/**
 * Adds a day off to a practitioner's schedule (the rest of it kept as it is) and answers the visits
 * it leaves without them.
 */
export async function addDayOff(resource: DeskResource, date: string): Promise<AffectedVisit[]> {
  const exceptions = (resource.schedule?.exceptions ?? []).filter((entry) => entry.date !== date);
  const body = await apiRequest<{ affected?: unknown } | null>(
    `/resources/${encodeURIComponent(resource.id)}/schedule`,
    {
      method: 'PUT',
      auth: true,
      body: { weekly: resource.schedule?.weekly ?? null, exceptions: [...exceptions, { date, off: true }] },
      fallbackMessage: 'Could not save the day off',
    },
  );
  return Array.isArray(body?.affected) ? (body.affected as AffectedVisit[]) : [];
}

/** Gives the visit's lines held by the away practitioner to one who is free then. */
export async function reassign(visit: AffectedVisit, to: string): Promise<void> {
  await apiRequest('/resources/affected-visits/reassign', {
    method: 'POST',
    auth: true,
    body: { bookingId: visit.bookingId, from: visit.practitioner.id, to },
    fallbackMessage: 'Could not give the visit to another practitioner',
  });
}

/** E-mails the client that their practitioner is away (the stranded-clients flow): once per lost time. */
export async function tellClient(visit: AffectedVisit): Promise<boolean> {
  const result = await tellStranded([
    {
      kind: 'booking',
      id: visit.bookingId,
    } as Parameters<typeof tellStranded>[0][number],
  ]);
  return result.told.includes(visit.bookingId) || result.alreadyTold.includes(visit.bookingId);
}
