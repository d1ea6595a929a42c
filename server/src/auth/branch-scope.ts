import { ONLINE_PLACE } from '../../../domain/opening-hours';
import {
  type BranchScoped,
  canSeeBranch,
  OTHER_BRANCH_MESSAGE,
  staffBranches,
} from '../../../domain/staff-roles';
import { forbidden } from '../errors';

/**
 * The one server rule of branches (issue 29 items 4 and 5): the places a signed-in staff member may
 * see, null for all (admins, and anyone whose account names no branch). Lists filter by it
 * (`whereIn('branch', scope)` when not null); reports call it for managers.
 */
export function branchScope(staff: BranchScoped): string[] | null {
  const branches = staffBranches(staff);
  return branches === null ? null : [...branches];
}

/** 403 `{ msg }` when `branch` is not one of the staff member's. */
export function assertBranch(staff: BranchScoped, branch: string, message = OTHER_BRANCH_MESSAGE): void {
  if (!canSeeBranch(staff, branch)) throw forbidden(message);
}

/**
 * The places a staff member may read where `online` is a place beside the branches (resources, the
 * desk's calls): her branches and `online`, which stays open to every staff member (docs/API.md,
 * "Roles by branch"); null for all.
 */
export function placeScope(staff: BranchScoped): string[] | null {
  const branches = branchScope(staff);
  return branches === null ? null : [...branches, ONLINE_PLACE];
}

/** 403 `{ msg }` when `place` is a branch not of the staff member's; `online` is everyone's. */
export function assertPlace(staff: BranchScoped, place: string, message = OTHER_BRANCH_MESSAGE): void {
  if (place !== ONLINE_PLACE) assertBranch(staff, place, message);
}
