/**
 * What the page and the service worker read from a back-office token without verifying it (the
 * server does that): the session it names and when it expires. Used only to tie offline copies of
 * staff data to that session; never to decide what the server allows.
 */
export interface TokenSession {
  /** The server-side session (`jti`); a token without one is its own key. */
  key: string;
  /** Epoch ms of `exp`, or null when the token carries none. */
  expiresAt: number | null;
}

function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const parsed: unknown = JSON.parse(atob(base64));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function tokenSession(token: string): TokenSession {
  const payload = decodePayload(token);
  const jti = payload?.jti;
  const exp = payload?.exp;
  return {
    key: typeof jti === 'string' && jti ? jti : token,
    expiresAt: typeof exp === 'number' ? exp * 1000 : null,
  };
}

export function isExpired(session: TokenSession, now: number = Date.now()): boolean {
  return session.expiresAt !== null && session.expiresAt <= now;
}

/** The bearer token of a request, as the service worker sees it. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}
