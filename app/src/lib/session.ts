import { isStaffRole, normaliseRole } from '@domain/staff-roles';
import { useSyncExternalStore } from 'react';
import { isExpired, type TokenSession, tokenSession } from './token-claims';

/** Storage keys fixed by SPEC section 3: the token and the user are kept apart. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface SessionUser {
  name?: string;
  email?: string;
  role?: string;
  /** The places the account is limited to; empty or absent: every branch. */
  branches?: string[];
}

/** Why the last session ended, so the sign-in page can say so; kept in memory only. */
export type SessionEndReason = 'signed-out' | 'expired';

export interface Session {
  token: string | null;
  user: SessionUser | null;
  endedBecause: SessionEndReason | null;
}

export function isStaffUser(user: SessionUser | null): boolean {
  return user !== null && isStaffRole(user.role);
}

/** Admins delete, restore, export, change settings and manage accounts; staff do not see those buttons. */
export function isAdminUser(user: SessionUser | null): boolean {
  return user !== null && normaliseRole(user.role) === 'admin';
}

/** The name a change is recorded under: the user's name, else e-mail, else 'unknown'. */
export function actorName(user: SessionUser | null): string {
  return user?.name?.trim() || user?.email?.trim() || 'unknown';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off by the browser's privacy settings.
    return null;
  }
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

let endedBecause: SessionEndReason | null = null;
let current: Session = read();
const listeners = new Set<() => void>();

function read(): Session {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  if (token && isExpired(tokenSession(token))) {
    // A browser closed without signing out: the session is over when its token says so.
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(USER_KEY);
    endedBecause = 'expired';
    return { token: null, user: null, endedBecause };
  }
  const user = token ? readUser(store?.getItem(USER_KEY) ?? null) : null;
  return { token: user ? token : null, user, endedBecause };
}

function refresh(): void {
  const next = read();
  if (next.token === current.token && next.endedBecause === current.endedBecause) {
    if (JSON.stringify(next.user) === JSON.stringify(current.user)) return;
  }
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

/** The live session's token; null once it has expired, even if nothing has asked the server yet. */
export function getToken(): string | null {
  if (current.token && isExpired(tokenSession(current.token))) refresh();
  return current.token;
}

/** The session offline copies of staff data belong to, or null when no one is signed in. */
export function currentTokenSession(): TokenSession | null {
  const token = getToken();
  return token ? tokenSession(token) : null;
}

export function saveSession(token: string, user: SessionUser): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
  endedBecause = null;
  refresh();
}

export function endSession(reason: SessionEndReason): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
  endedBecause = reason;
  refresh();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) refresh();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** True while an admin is signed in: the server still refuses staff (403), this only hides the buttons. */
export function useIsAdmin(): boolean {
  return isAdminUser(useSession().user);
}
