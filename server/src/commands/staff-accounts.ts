import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { NewStaffAccount, StaffAccountChange } from '../../../domain/schemas/staff-users';
import { normaliseRole } from '../../../domain/staff-roles';
import { hashPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import type { UserRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { findUserByEmail, isUuid } from '../users/users';

export const LAST_ADMIN_MESSAGE = 'The clinic needs at least one admin: make another admin first';
export const OWN_ACCOUNT_MESSAGE = 'You cannot remove your own account';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';

export async function listStaffAccounts(db: Knex): Promise<UserRow[]> {
  return db<UserRow>('users')
    .select('*')
    .orderBy([{ column: 'role' }, { column: 'email' }]);
}

export async function addStaffAccount(db: Knex, account: NewStaffAccount): Promise<UserRow> {
  if (await findUserByEmail(db, account.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  const [row] = await db<UserRow>('users')
    .insert({
      id: crypto.randomUUID(),
      email: account.email,
      name: account.name,
      role: account.role,
      branches: account.branches ?? [],
      password_hash: await hashPassword(account.password),
    })
    .returning('*');
  return row as UserRow;
}

/** Locks the admins' rows, so two admins demoting or removing each other at once cannot leave none. */
async function lockAccount(trx: Knex.Transaction, id: string): Promise<{ row: UserRow; admins: number }> {
  const admins = await trx<UserRow>('users').whereRaw("lower(trim(role)) = 'admin'").forUpdate().select('id');
  const row = isUuid(id) ? await trx<UserRow>('users').where({ id }).forUpdate().first() : undefined;
  if (!row) throw notFound('Account not found');
  return { row, admins: admins.length };
}

const isAdmin = (row: UserRow) => normaliseRole(row.role) === 'admin';

/**
 * Renames, changes the role or branches of, or resets the password of an account. A role change or a new
 * password ends every session of that user; a rename does not.
 */
export async function changeStaffAccount(db: Knex, id: string, change: StaffAccountChange): Promise<UserRow> {
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
  return db.transaction(async (trx) => {
    const { row, admins } = await lockAccount(trx, id);
    const roleChanges = change.role !== undefined && change.role !== normaliseRole(row.role);
    const branchesChange =
      change.branches !== undefined && change.branches.join(',') !== (row.branches ?? []).join(',');
    if (roleChanges && isAdmin(row) && admins <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    const [updated] = await trx<UserRow>('users')
      .where({ id: row.id })
      .update({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(change.branches === undefined ? {} : { branches: change.branches }),
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        updated_at: trx.fn.now(),
      })
      .returning('*');
    // New branches, like a new role, take effect on a fresh sign-in (the app reads them at sign-in).
    if (roleChanges || branchesChange || passwordHash !== undefined) await endUserSessions(trx, row.id);
    return updated as UserRow;
  });
}

/** Removes an account; its sessions (so every token) and failed-code records go with it. */
export async function removeStaffAccount(db: Knex, id: string, actorId: string): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const { row, admins } = await lockAccount(trx, id);
    if (row.id === actorId) throw conflict(OWN_ACCOUNT_MESSAGE);
    if (isAdmin(row) && admins <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    await trx('users').where({ id: row.id }).delete();
    return row;
  });
}
