import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { CLINIC_EMAIL } from '../../../domain/brand';
import { hashPassword } from '../auth/passwords';

/** The first admin's e-mail: the clinic's own domain, so it reads as the clinic's account. */
export const FIRST_ADMIN_EMAIL = `admin@${CLINIC_EMAIL.split('@')[1]}`;

export interface FirstAdmin {
  email: string;
  password: string;
}

/**
 * A new install with no account at all (embedded or PostgreSQL) gets one admin with a generated
 * password, so it can sign in at once; the caller prints it that one time. Any existing account (or a
 * configured ADMIN_EMAIL, handled before this) means nothing is made. Instances starting together
 * on one PostgreSQL database take a lock first, so exactly one of them makes (and prints) it.
 */
export async function createFirstAdmin(db: Knex): Promise<FirstAdmin | undefined> {
  const password = crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext('first-admin'))");
    const [{ count }] = (await trx('users').count<{ count: number | string }[]>('* as count')) as [
      { count: number | string },
    ];
    if (Number(count) > 0) return undefined;
    await trx('users').insert({
      id: crypto.randomUUID(),
      email: FIRST_ADMIN_EMAIL,
      name: 'Administrator',
      role: 'admin',
      password_hash: passwordHash,
    });
    return { email: FIRST_ADMIN_EMAIL, password };
  });
}
