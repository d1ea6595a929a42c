import type { Knex } from 'knex';
import type { LoginRequest, StaffUser } from '../../../domain/schemas/auth';
import { INVALID_LOGIN_MESSAGE } from '../../../domain/staff-roles';
import { admitAttempt, forgiveAttempts } from '../auth/login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { openSession } from '../auth/sessions';
import { signToken } from '../auth/tokens';
import { unauthorized } from '../errors';
import { presentUser } from '../presenters/user';
import { findUserByEmail } from '../users/users';

export interface SignInOptions {
  ip: string;
  jwtSecret: string;
  jwtTtlHours: number;
}

/**
 * Checks e-mail and password under the attempt limits. A wrong e-mail and a wrong password get the
 * same answer after the same amount of work.
 */
export async function signIn(
  db: Knex,
  { email, password }: LoginRequest,
  options: SignInOptions,
): Promise<{ user: StaffUser; token: string }> {
  await admitAttempt(db, email, options.ip);
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN_MESSAGE);
  await forgiveAttempts(db, email, options.ip);
  const sessionId = await openSession(db, user.id, options.jwtTtlHours);
  return {
    user: presentUser(user),
    token: signToken(user, sessionId, options.jwtSecret, options.jwtTtlHours),
  };
}
