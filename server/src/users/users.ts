import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { normaliseRole } from '../../../domain/staff-roles';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import type { UserRow } from '../db/rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email: email.trim().toLowerCase() }).first();
}

export async function findUserById(db: Knex, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db<UserRow>('users').where({ id }).first();
}

export interface UserInput {
  email: string;
  name: string;
  role: string;
  password: string;
  /** The places the account is limited to; empty: all. Left as stored when not given. */
  branches?: readonly string[];
}

/**
 * Adds the user, or resets the name, role and password of the one with that e-mail; a reset ends every
 * session the user had, so a token from before it stops working.
 */
export async function saveUser(db: Knex, input: UserInput): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const values = {
    name: input.name.trim(),
    role: normaliseRole(input.role),
    ...(input.branches === undefined ? {} : { branches: [...input.branches] }),
    password_hash: await hashPassword(input.password),
    updated_at: db.fn.now(),
  };
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [user] = await db<UserRow>('users').where({ id: existing.id }).update(values).returning('*');
    await endUserSessions(db, existing.id);
    return { user: user as UserRow, created: false };
  }
  const [user] = await db<UserRow>('users')
    .insert({ id: crypto.randomUUID(), email, ...values })
    .returning('*');
  return { user: user as UserRow, created: true };
}

export async function removeUser(db: Knex, email: string): Promise<boolean> {
  // `returning` rather than the affected-row count, which the PGlite driver does not report.
  const removed = await db('users').where({ email: email.trim().toLowerCase() }).delete().returning('id');
  return removed.length > 0;
}

export async function listUsers(
  db: Knex,
): Promise<Array<Pick<UserRow, 'email' | 'name' | 'role' | 'branches' | 'created_at'>>> {
  return db<UserRow>('users').select('email', 'name', 'role', 'branches', 'created_at').orderBy('email');
}

/**
 * Makes sure the configured admin exists with the configured password. Hashing is skipped when the
 * stored hash already matches, so a restart does not rewrite the row.
 */
export async function ensureAdmin(
  db: Knex,
  email: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await findUserByEmail(db, email);
  if (
    existing &&
    normaliseRole(existing.role) === 'admin' &&
    (await verifyPassword(existing.password_hash, password))
  ) {
    return 'unchanged';
  }
  const { created } = await saveUser(db, {
    email,
    name: existing?.name ?? 'Administrator',
    role: 'admin',
    password,
  });
  return created ? 'created' : 'updated';
}
