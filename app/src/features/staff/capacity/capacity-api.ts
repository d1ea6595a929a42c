import { apiRequest } from '../../../lib/api-client';

/** The places the clinic runs: the three branches, home visits and video calls. */
export const CAPACITY_PLACES = ['makati', 'las-pinas', 'quezon-city', 'home', 'online'] as const;
export type CapacityPlace = (typeof CAPACITY_PLACES)[number];

export const PLACE_LABELS: Record<CapacityPlace, string> = {
  makati: 'Makati',
  'las-pinas': 'Las Piñas',
  'quezon-city': 'Timog (Quezon City)',
  home: 'Home service',
  online: 'Online consultations',
};

export interface ClosedDate {
  branch: CapacityPlace;
  date: string;
  reason: string;
}

/** What the screen saves: the closed dates from today on. */
export interface CapacitySettings {
  closedDates: ClosedDate[];
}

/** A place's active resources, what decides its bookings (issue 26), edited on the resources screen. */
export interface PlaceResources {
  rooms: number;
  practitioners: number;
  machines: number;
}

/** A recorded change; saves from before issue 26 also changed the per-place numbers (`capacity`). */
export interface SettingsAsRecorded extends CapacitySettings {
  capacity?: Partial<Record<CapacityPlace, number>>;
}

export interface CapacityChange {
  changedAt: string;
  changedBy: string;
  before: SettingsAsRecorded;
  after: SettingsAsRecorded;
}

export interface CapacityAnswer {
  data: CapacitySettings;
  resources: Record<CapacityPlace, PlaceResources>;
  history: CapacityChange[];
}

const isPlace = (value: unknown): value is CapacityPlace =>
  typeof value === 'string' && (CAPACITY_PLACES as readonly string[]).includes(value);

/** A settings object read back defensively; the old numbers only where a recorded change had them. */
export function toSettings(value: unknown): SettingsAsRecorded {
  const raw = (value ?? {}) as { capacity?: Record<string, unknown>; closedDates?: unknown };
  const capacity = raw.capacity
    ? (Object.fromEntries(
        CAPACITY_PLACES.map((place) => [place, Number(raw.capacity?.[place]) || 0]),
      ) as Record<CapacityPlace, number>)
    : undefined;
  const closedDates = (Array.isArray(raw.closedDates) ? raw.closedDates : []).flatMap((entry) => {
    const closed = entry as Partial<ClosedDate>;
    return isPlace(closed.branch) && typeof closed.date === 'string'
      ? [
          {
            branch: closed.branch,
            date: closed.date,
            reason: typeof closed.reason === 'string' ? closed.reason : '',
          },
        ]
      : [];
  });
  return capacity ? { capacity, closedDates } : { closedDates };
}

const count = (value: unknown) => (Number.isInteger(value) && Number(value) >= 0 ? Number(value) : 0);

function toResources(value: unknown): Record<CapacityPlace, PlaceResources> {
  const raw = (value ?? {}) as Record<string, Partial<Record<keyof PlaceResources, unknown>> | undefined>;
  return Object.fromEntries(
    CAPACITY_PLACES.map((place) => [
      place,
      {
        rooms: count(raw[place]?.rooms),
        practitioners: count(raw[place]?.practitioners),
        machines: count(raw[place]?.machines),
      },
    ]),
  ) as Record<CapacityPlace, PlaceResources>;
}

function toAnswer(body: unknown): CapacityAnswer {
  const raw = (body ?? {}) as { data?: { resources?: unknown }; history?: unknown };
  const history = (Array.isArray(raw.history) ? raw.history : []).map((entry) => {
    const change = entry as Partial<Record<keyof CapacityChange, unknown>>;
    return {
      changedAt: String(change.changedAt ?? ''),
      changedBy: String(change.changedBy ?? ''),
      before: toSettings(change.before),
      after: toSettings(change.after),
    };
  });
  return {
    data: { closedDates: toSettings(raw.data).closedDates },
    resources: toResources(raw.data?.resources),
    history,
  };
}

export async function fetchCapacity(signal?: AbortSignal): Promise<CapacityAnswer> {
  return toAnswer(
    await apiRequest('/settings/capacity', {
      auth: true,
      fallbackMessage: 'Failed to fetch the closed dates',
      ...(signal ? { signal } : {}),
    }),
  );
}

export async function saveCapacity(settings: CapacitySettings, updateCode: string): Promise<CapacityAnswer> {
  return toAnswer(
    await apiRequest('/settings/capacity', {
      method: 'PUT',
      auth: true,
      body: { ...settings, updateCode },
      fallbackMessage: 'Failed to save the closed dates',
    }),
  );
}
