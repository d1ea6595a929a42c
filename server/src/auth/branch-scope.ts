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
