import { apiRequest } from '../../../lib/api-client';

/** Where the clinic counts parallel visits: the three branches, home visits and video calls. */
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

export interface CapacitySettings {
  capacity: Record<CapacityPlace, number>;
  closedDates: ClosedDate[];
}

export interface CapacityChange {
  changedAt: string;
  changedBy: string;
  before: CapacitySettings;
  after: CapacitySettings;
}

export interface CapacityAnswer {
  data: CapacitySettings;
  history: CapacityChange[];
}

const isPlace = (value: unknown): value is CapacityPlace =>
  typeof value === 'string' && (CAPACITY_PLACES as readonly string[]).includes(value);

/** A settings object read back defensively: a place the server left out counts as 0. */
export function toSettings(value: unknown): CapacitySettings {
  const raw = (value ?? {}) as { capacity?: Record<string, unknown>; closedDates?: unknown };
  const capacity = Object.fromEntries(
    CAPACITY_PLACES.map((place) => [place, Number(raw.capacity?.[place]) || 0]),
  ) as Record<CapacityPlace, number>;
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
  return { capacity, closedDates };
}

function toAnswer(body: unknown): CapacityAnswer {
  const raw = (body ?? {}) as { data?: unknown; history?: unknown };
  const history = (Array.isArray(raw.history) ? raw.history : []).map((entry) => {
    const change = entry as Partial<Record<keyof CapacityChange, unknown>>;
    return {
      changedAt: String(change.changedAt ?? ''),
      changedBy: String(change.changedBy ?? ''),
      before: toSettings(change.before),
      after: toSettings(change.after),
    };
  });
  return { data: toSettings(raw.data), history };
}

export async function fetchCapacity(signal?: AbortSignal): Promise<CapacityAnswer> {
  return toAnswer(
    await apiRequest('/settings/capacity', {
      auth: true,
      fallbackMessage: 'Failed to fetch capacity settings',
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
      fallbackMessage: 'Failed to save capacity settings',
    }),
  );
}
