import { apiRequest } from '../../../lib/api-client';

/** Where a visit happens for the clinic's capacity: a branch, `home`, or `online` for a video call. */
export type AvailabilityPlace = string;

/** One start time as `GET /api/availability` answers it (docs/API.md, "Time"). */
export interface AvailableSlot {
  time: string;
  label: string;
  /** How many more visits of this length fit at that start. */
  remaining: number;
  available: boolean;
}

export interface Availability {
  branch: string;
  date: string;
  minutes: number;
  slots: AvailableSlot[];
}

/** A practitioner the client may ask for (issue 26 item 4). */
export interface PractitionerOption {
  id: string;
  name: string;
}

export interface HoldRequest {
  branch: AvailabilityPlace;
  date: string;
  time: string;
  services: readonly string[];
  /** The practitioner chosen; absent or empty for Anyone. */
  practitionerId?: string | undefined;
}

function isPractitioner(value: unknown): value is PractitionerOption {
  const option = value as Partial<PractitionerOption> | null;
  return typeof option?.id === 'string' && typeof option.name === 'string';
}

export interface HoldAnswer {
  id: string;
  expiresAt: string;
}

function isSlot(value: unknown): value is AvailableSlot {
  const slot = value as Partial<AvailableSlot> | null;
  return (
    typeof slot?.time === 'string' &&
    typeof slot.label === 'string' &&
    typeof slot.remaining === 'number' &&
    typeof slot.available === 'boolean'
  );
}

/** The free starts at one place on one date for this cart; a video call names no services. */
export async function fetchAvailability(
  place: {
    branch: AvailabilityPlace;
    date: string;
    services: readonly string[];
    practitionerId?: string | undefined;
  },
  signal?: AbortSignal,
): Promise<Availability> {
  const body = await apiRequest<Partial<Availability>>('/availability', {
    query: {
      branch: place.branch,
      date: place.date,
      services: place.services.length > 0 ? place.services.join(',') : undefined,
      practitionerId: place.practitionerId || undefined,
    },
    ...(signal ? { signal } : {}),
  });
  const slots = Array.isArray(body?.slots) ? body.slots.filter(isSlot) : [];
  return {
    branch: String(body?.branch ?? place.branch),
    date: String(body?.date ?? place.date),
    minutes: Number(body?.minutes) || 0,
    slots,
  };
}

function holdOf(body: unknown): HoldAnswer {
  const hold = (body as { hold?: Partial<HoldAnswer> } | null)?.hold;
  if (typeof hold?.id !== 'string' || typeof hold.expiresAt !== 'string') {
    throw new Error('The clinic answered without a hold');
  }
  return { id: hold.id, expiresAt: hold.expiresAt };
}

/** Takes one place for five minutes; rejects with an `ApiError` (409 when the start is full). */
export async function createHold(request: HoldRequest): Promise<HoldAnswer> {
  return holdOf(
    await apiRequest('/holds', {
      method: 'POST',
      body: {
        branch: request.branch,
        date: request.date,
        time: request.time,
        services: [...request.services],
        ...(request.practitionerId ? { practitionerId: request.practitionerId } : {}),
      },
    }),
  );
}

/** The hold's one extra minute. */
export async function extendHold(id: string): Promise<HoldAnswer> {
  return holdOf(await apiRequest(`/holds/${encodeURIComponent(id)}/extend`, { method: 'POST' }));
}

/**
 * Gives a place back at once when the visitor moves to another time, so it is free for others
 * before its five minutes run out. Best effort: a hold left behind expires on its own.
 */
export async function releaseHold(id: string): Promise<void> {
  await apiRequest(`/holds/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => undefined);
}

/** One day of the strip as `GET /api/availability/days` answers it. */
export interface StripDay {
  date: string;
  free: number;
  closed: boolean;
}

export interface DayStrip {
  days: StripDay[];
  /** The first free start in the strip, or null when every day is full or closed. */
  next: { date: string; time: string; label: string } | null;
  /** The branch's practitioners who fit the cart (none where nobody is chosen). */
  practitioners: PractitionerOption[];
}

function isStripDay(value: unknown): value is StripDay {
  const day = value as Partial<StripDay> | null;
  return typeof day?.date === 'string' && typeof day.free === 'number' && typeof day.closed === 'boolean';
}

/** The next two weeks at one place for this cart: free starts per day and the first free one. */
export async function fetchDayStrip(
  place: { branch: AvailabilityPlace; services: readonly string[]; practitionerId?: string | undefined },
  signal?: AbortSignal,
): Promise<DayStrip> {
  const body = await apiRequest<Partial<DayStrip>>('/availability/days', {
    query: {
      branch: place.branch,
      services: place.services.length > 0 ? place.services.join(',') : undefined,
      practitionerId: place.practitionerId || undefined,
    },
    ...(signal ? { signal } : {}),
  });
  const next = body?.next;
  return {
    days: Array.isArray(body?.days) ? body.days.filter(isStripDay) : [],
    practitioners: Array.isArray(body?.practitioners) ? body.practitioners.filter(isPractitioner) : [],
    next:
      typeof next?.date === 'string' && typeof next.time === 'string' && typeof next.label === 'string'
        ? { date: next.date, time: next.time, label: next.label }
        : null,
  };
}
