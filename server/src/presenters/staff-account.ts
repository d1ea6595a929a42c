import type { StaffAccount } from '../../../domain/schemas/staff-users';
import { normaliseRole } from '../../../domain/staff-roles';
import { toIso, type UserRow } from '../db/rows';

/** An account as the admin screen lists it: never the hash. */
export function presentStaffAccount(
  row: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'branches' | 'created_at'>,
): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: normaliseRole(row.role),
    branches: row.branches ?? [],
    createdAt: toIso(row.created_at),
  };
}
