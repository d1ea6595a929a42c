/** Who may open the back-office, and the sign-in messages both sides show. No zod here on purpose. */
export const STAFF_ROLES = ['admin', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role as the back-office reads it: trimmed and lowercased. */
export function normaliseRole(role: unknown): string {
  return typeof role === 'string' ? role.trim().toLowerCase() : '';
}

export function isStaffRole(role: unknown): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(normaliseRole(role));
}

/** Admins and managers: the reports. Managers get none of the admin-only screens (catalogue, accounts, settings). */
export function isManagerOrAdmin(role: unknown): boolean {
  const normalised = normaliseRole(role);
  return normalised === 'admin' || normalised === 'manager';
}

/** Who is asking, as far as branches go: the account's role and the branches it is limited to. */
export interface BranchScoped {
  role?: unknown;
  /** Null or empty: every branch. Ignored for admins. */
  branches?: readonly string[] | null;
}

/**
 * The places (branch ids, `home`, `online`) this account may see, or null for all of them:
 * admins always see all; staff and managers see all unless their account names branches.
 */
export function staffBranches(user: BranchScoped): readonly string[] | null {
  if (normaliseRole(user.role) === 'admin') return null;
  const branches = user.branches ?? [];
  return branches.length > 0 ? branches : null;
}

/** Whether this account may see a booking (or anything else) of `branch`. */
export function canSeeBranch(user: BranchScoped, branch: string): boolean {
  const branches = staffBranches(user);
  return branches === null || branches.includes(branch);
}

/** The places of `ids` a branch picker offers this account: theirs only when limited, in `ids`' order. */
export function pickableBranches<T extends string>(user: BranchScoped | null, ids: readonly T[]): T[] {
  return user ? ids.filter((id) => canSeeBranch(user, id)) : [...ids];
}

/** Whether the account is limited to some branches (a picker then offers no "All branches"). */
export function isBranchLimited(user: BranchScoped | null): boolean {
  return user !== null && staffBranches(user) !== null;
}

export const OTHER_BRANCH_MESSAGE = 'This booking belongs to another branch';
export const OTHER_BRANCH_SCHEDULE_MESSAGE = 'This is the day of another branch: pick one of yours';
/** A list filtered by a branch (the dashboard's, the resources') that is not one of the account's. */
export const OTHER_BRANCH_FILTER_MESSAGE = 'That is another branch: pick one of yours';
export const OTHER_BRANCH_CLIENT_MESSAGE = 'This client has no visit at your branches';
export const BOOK_OTHER_BRANCH_MESSAGE = 'You can only book visits at your branches';
export const MOVE_TO_OTHER_BRANCH_MESSAGE = 'You can only move a visit to one of your branches';

export const LOGIN_REQUIRED_MESSAGE = 'Email and password are required';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Try again later.';
/** A 429 for one account only (spaced-out sign-ins); other accounts may still sign in from this screen. */
export const ACCOUNT_SLOWED_MESSAGE = 'Too many attempts for this account. Wait a moment and try again.';
