import type { SessionEndReason } from './session';

/** What a guarded page hands the sign-in page through the router's location state. */
export interface SignInRedirectState {
  /** Path (with query) of the back-office page the user was sent from. */
  from?: string;
  reason?: SessionEndReason;
}

const BACK_OFFICE_PATH = /^\/admin(?:[/?#]|$)/;

export function signInRedirectState(
  from: string | null,
  reason: SessionEndReason | null,
): SignInRedirectState {
  const state: SignInRedirectState = {};
  if (from) state.from = from;
  if (reason) state.reason = reason;
  return state;
}

/** Reads the state back, trusting only back-office paths so the sign-in page is never an open redirect. */
export function readSignInRedirectState(state: unknown): {
  from: string | null;
  reason: SessionEndReason | null;
} {
  if (state === null || typeof state !== 'object') return { from: null, reason: null };
  const { from, reason } = state as { from?: unknown; reason?: unknown };
  return {
    from: typeof from === 'string' && BACK_OFFICE_PATH.test(from) && !from.startsWith('//') ? from : null,
    reason: reason === 'expired' || reason === 'signed-out' ? reason : null,
  };
}
