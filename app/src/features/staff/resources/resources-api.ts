import type { Resource, ResourceKind, ResourceSchedule } from '@domain/resources/resource-shapes';
import { apiRequest } from '../../../lib/api-client';
import { tellStranded } from '../capacity/stranded-api';

/** A practitioner, room or machine as `GET /api/resources` answers it. */
export type DeskResource = Resource;
export type { ResourceKind, ResourceSchedule };

/** What `POST /api/resources` takes. */
export interface NewResource {
  branch: string;
  kind: ResourceKind;
  name: string;
  skills: string[];
  type: string;
}

/** What `PATCH /api/resources/:id` takes: any of these. */
export type ResourceChange = Partial<Pick<Resource, 'name' | 'skills' | 'type' | 'active'>>;

/** A visit whose practitioner is away, as `GET /api/resources/affected-visits` answers it. */
export interface AffectedVisit {
  /** A booking, or an online consultation whose consultant is away. */
  kind?: 'booking' | 'consultation';
  /** The booking's id, or the consultation's. */
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

export async function addResource(resource: NewResource): Promise<DeskResource> {
  const reply = await apiRequest<{ data: DeskResource }>('/resources', {
    method: 'POST',
    auth: true,
    body: resource,
    fallbackMessage: 'Could not add it',
  });
  return reply.data;
}

export async function changeResource(id: string, change: ResourceChange): Promise<DeskResource> {
  const reply = await apiRequest<{ data: DeskResource }>(`/resources/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: true,
    body: change,
    fallbackMessage: 'Could not save the change',
  });
  return reply.data;
}

/** Retires a resource; answers the visits it leaves: those needing another person, and how many hold it. */
export async function retireResource(
  id: string,
): Promise<{ affected: AffectedVisit[]; visitsHolding: number }> {
  const body = await apiRequest<{ affected?: unknown; visitsHolding?: unknown } | null>(
    `/resources/${encodeURIComponent(id)}`,
    { method: 'PATCH', auth: true, body: { active: false }, fallbackMessage: 'Could not save the change' },
  );
  return {
    affected: Array.isArray(body?.affected) ? (body.affected as AffectedVisit[]) : [],
    visitsHolding: typeof body?.visitsHolding === 'number' ? body.visitsHolding : 0,
  };
}

/** Replaces a resource's whole schedule; answers the visits it leaves without their practitioner. */
export async function saveSchedule(id: string, schedule: ResourceSchedule): Promise<AffectedVisit[]> {
  const body = await apiRequest<{ affected?: unknown } | null>(
    `/resources/${encodeURIComponent(id)}/schedule`,
    { method: 'PUT', auth: true, body: schedule, fallbackMessage: 'Could not save the hours' },
  );
  return Array.isArray(body?.affected) ? (body.affected as AffectedVisit[]) : [];
}

/**
 * Adds a day off to a practitioner's schedule (the rest of it kept as it is) and answers the visits
 * it leaves without them.
 */
export async function addDayOff(resource: DeskResource, date: string): Promise<AffectedVisit[]> {
  const exceptions = (resource.schedule?.exceptions ?? []).filter((entry) => entry.date !== date);
  return saveSchedule(resource.id, {
    weekly: resource.schedule?.weekly ?? null,
    exceptions: [...exceptions, { date, off: true }],
  });
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
