import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import koaJwt from 'koa-jwt';
import { isStaffRole } from '../../../domain/staff-roles';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/rows';
import { forbidden, unauthorized } from '../errors';
import { findSessionUser } from './sessions';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from './tokens';

declare module 'koa' {
  interface DefaultState {
    staff?: UserRow;
    /** The server-side session (the token's `jti`) this request was admitted under. */
    sessionId?: string;
    jwt?: Partial<TokenClaims>;
  }
}

const SIGN_IN_AGAIN = 'Please sign in to continue';

/**
 * Admits admin and staff only: 401 without a valid, unexpired token of ours (from the Authorization
 * header, never the query string), 401 when its session has been ended (sign-out, password reset, role
 * change) or its user removed, 403 for any other role.
 * The role is read from the database on each request, so a demotion takes effect at once.
 */
export function requireStaff({ secrets, db }: AppContext) {
  // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to read it as a
  // public key on every request, which costs more than checking the signature.
  const key = crypto.createSecretKey(Buffer.from(secrets.jwtSecret, 'utf8'));
  const verifyToken = koaJwt({
    // koa-jwt hands the secret to jsonwebtoken as is; its types only list strings and buffers.
    secret: key as unknown as string,
    algorithms: [TOKEN_ALGORITHM],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    key: 'jwt',
  });
  return async function admitStaff(ctx: Context, next: Next) {
    try {
      await verifyToken(ctx, async () => {});
    } catch (error) {
      if ((error as { status?: number }).status === 401) throw unauthorized(SIGN_IN_AGAIN);
      throw error;
    }
    // We only issue tokens with an expiry; one without (signed with a leaked or reused secret) would
    // never die, so it is refused even though its signature is right.
    const claims = ctx.state.jwt as (Partial<TokenClaims> & { exp?: unknown }) | undefined;
    if (typeof claims?.exp !== 'number') throw unauthorized(SIGN_IN_AGAIN);
    const sessionId = (claims as { jti?: unknown }).jti;
    // Ended by sign-out, a reset, a role change or a removal, or never issued: the token is done.
    const session = await findSessionUser(db.knex, sessionId, claims.sub);
    if (!session) throw unauthorized(SIGN_IN_AGAIN);
    const { user } = session;
    if (!isStaffRole(user.role)) throw forbidden('Access denied: not an admin');
    ctx.state.staff = user;
    ctx.state.sessionId = sessionId as string;
    // Read-your-writes with a replica (db/read-routing.ts).
    ctx.state.sessionWriteLsn = session.writeLsn;
    await next();
  };
}

/** The signed-in staff member; only for handlers behind `requireStaff`. */
export function currentStaff(ctx: Context): UserRow {
  const staff = ctx.state.staff;
  if (!staff) throw unauthorized(SIGN_IN_AGAIN);
  return staff;
}
