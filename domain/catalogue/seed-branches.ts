import { dailyHours } from '../branch-hours';
import { BRANCH_LABELS, BRANCHES } from '../branches';
import { CLINIC_PHONE } from '../brand';
import { OPENING_HOURS } from '../opening-hours';
import type { CatalogueBranch } from './catalogue-shapes';

/*
 * The places as compiled, in their own module: every page's header and footer name the clinics,
 * and must not pull the whole compiled catalogue in to do it.
 */

const HOME_AND_ONLINE: readonly CatalogueBranch[] = [
  {
    id: 'home',
    kind: 'home',
    name: BRANCH_LABELS.home,
    areaName: BRANCH_LABELS.home,
    address: '',
    phone: CLINIC_PHONE,
    mapUrl: '',
    hours: dailyHours(OPENING_HOURS.home),
    closedDates: [],
  },
  {
    id: 'online',
    kind: 'online',
    name: 'Video consultation',
    areaName: 'Online',
    address: '',
    phone: CLINIC_PHONE,
    mapUrl: '',
    hours: dailyHours(OPENING_HOURS.online),
    closedDates: [],
  },
];

/** The three clinics, then home visits and video consultations, with today's compiled hours. */
export function seedBranches(): CatalogueBranch[] {
  const clinics: CatalogueBranch[] = BRANCHES.map((branch) => ({
    id: branch.id,
    kind: 'clinic',
    name: branch.name,
    areaName: branch.areaName,
    address: branch.address,
    phone: branch.phone,
    mapUrl: branch.mapUrl,
    hours: dailyHours(OPENING_HOURS[branch.id]),
    closedDates: [],
  }));
  return [...clinics, ...HOME_AND_ONLINE.map((branch) => structuredClone(branch))];
}
