import type { StaffUser } from '../../../domain/schemas/auth';
import { normaliseRole } from '../../../domain/staff-roles';
import type { UserRow } from '../db/rows';

/** Never the hash, never the id: what the back-office shows of who is signed in. */
export function presentUser(row: Pick<UserRow, 'name' | 'email' | 'role' | 'branches'>): StaffUser {
  return { name: row.name, email: row.email, role: normaliseRole(row.role), branches: row.branches ?? [] };
}

/** Who did something, as recorded on a booking: the name, else the e-mail. */
export function actorName(row: Pick<UserRow, 'name' | 'email'>): string {
  return row.name.trim() || row.email;
}
