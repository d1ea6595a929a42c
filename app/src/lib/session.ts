import { isStaffRole } from '@domain/staff-roles';
import { useSyncExternalStore } from 'react';

/** Storage keys fixed by SPEC section 3: the token and the user are kept apart. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface SessionUser {
  name?: string;
  email?: string;
  role?: string;
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

export function getToken(): string | null {
  return current.token;
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
