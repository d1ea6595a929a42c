import { BRANCH_IDS, BRANCH_LABELS } from '@domain/branches';
import { isIsoDate, manilaDate } from '@domain/manila-date';
import { ONLINE_PLACE } from '@domain/opening-hours';
import { pickableBranches } from '@domain/staff-roles';
import { useSession } from '../../../lib/session';
import type { CalendarQuery } from './calendar-api';

/**
 * The places the calendar offers: a receptionist limited to branches picks among hers only (the
 * server refuses the others); the online consultants' calls are every staff member's
 * (calendar.routes.ts), so always offered, last.
 */
export function useCalendarPlaces(): string[] {
  return [...pickableBranches(useSession().user, BRANCH_IDS), ONLINE_PLACE];
}

/** `?date=&branch=`; the branch one of those the account may see (its first by default). */
export function readQuery(params: URLSearchParams, branches: readonly string[]): CalendarQuery {
  const date = params.get('date') ?? '';
  const branch = params.get('branch') ?? '';
  return {
    date: isIsoDate(date) ? date : manilaDate(),
    branch: branches.includes(branch) ? branch : (branches[0] ?? BRANCH_IDS[0]),
  };
}

/** The picker's words for a place: the branches by name, the consultants' calls as such. */
export const placeName = (id: string) =>
  id === ONLINE_PLACE ? 'Online consultations' : (BRANCH_LABELS[id as keyof typeof BRANCH_LABELS] ?? id);
