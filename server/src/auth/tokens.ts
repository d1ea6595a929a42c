import jwt from 'jsonwebtoken';
import type { UserRow } from '../db/rows';

export const TOKEN_ISSUER = 'tbl-clinic';
export const TOKEN_AUDIENCE = 'tbl-back-office';
export const TOKEN_ALGORITHM = 'HS256';

export interface TokenClaims {
  sub: string;
  role: string;
  name: string;
  email: string;
}

/**
 * A signed, expiring bearer token naming the user by id and its server-side session by `jti`; the
 * role and the session are re-read on every request.
 */
export function signToken(
  user: Pick<UserRow, 'id' | 'role' | 'name' | 'email'>,
  sessionId: string,
  secret: string,
  ttlHours: number,
) {
  return jwt.sign({ role: user.role, name: user.name, email: user.email }, secret, {
    algorithm: TOKEN_ALGORITHM,
    expiresIn: Math.round(ttlHours * 3600),
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    subject: user.id,
    jwtid: sessionId,
  });
}
