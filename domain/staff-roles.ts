/** Who may open the back-office, and the sign-in messages both sides show. No zod here on purpose. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role as the back-office reads it: trimmed and lowercased. */
export function normaliseRole(role: unknown): string {
  return typeof role === 'string' ? role.trim().toLowerCase() : '';
}

export function isStaffRole(role: unknown): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(normaliseRole(role));
}

export const LOGIN_REQUIRED_MESSAGE = 'Email and password are required';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Try again later.';
/** A 429 for one account only (spaced-out sign-ins); other accounts may still sign in from this screen. */
export const ACCOUNT_SLOWED_MESSAGE = 'Too many attempts for this account. Wait a moment and try again.';
