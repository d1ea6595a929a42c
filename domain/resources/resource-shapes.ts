import type { Weekday } from '../catalogue/catalogue-shapes';
import type { PlaceId } from '../opening-hours';

/** What limits a branch: the people who treat, the rooms they treat in, the machines they use. */
export const RESOURCE_KINDS = ['practitioner', 'room', 'machine'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** `['10:00', '18:00']`: from the first to the second `HH:MM` of a day. */
export type TimeRange = [string, string];

/** The ranges worked on each weekday; a weekday left out is not worked. */
export type WeeklySchedule = Partial<Record<Weekday, TimeRange[]>>;

/** One date unlike its weekday: a day off (leave, a machine in maintenance) or other hours. */
export type ScheduleException = { date: string; off: true } | { date: string; hours: TimeRange[] };

/**
 * When a resource is there. `weekly: null` means no weekly schedule: rooms and machines then follow
 * the branch's hours, and a practitioner works only the exceptions' hours (see resource-hours.ts).
 */
export interface ResourceSchedule {
  weekly: WeeklySchedule | null;
  exceptions: ScheduleException[];
}

/** A practitioner (with skills), a room or a machine (each with a type) of one branch. */
export interface Resource {
  id: string;
  branch: PlaceId;
  kind: ResourceKind;
  name: string;
  /** For practitioners: `doctor`, `nurse`, `aesthetician`...; empty for rooms and machines. */
  skills: string[];
  /** For rooms and machines: `treatment-room`, `hifu`...; empty for practitioners and generic rooms. */
  type: string;
  /** A retired resource stays on past bookings but is never offered again. */
  active: boolean;
  /** Null when none was ever set. */
  schedule: ResourceSchedule | null;
}

/** Who or what one line of a booking takes, and when (`HH:MM` on the booking's date). */
export interface Assignment {
  serviceId: string;
  resourceId: string;
  kind: ResourceKind;
  name: string;
  start: string;
  end: string;
}
