import { TOO_MANY_ATTEMPTS_MESSAGE } from '@domain/staff-roles';
import { useEffect, useState } from 'react';
import { isApiError, messageFromBody } from '../../lib/api-client';
import { type SessionUser, saveSession } from '../../lib/session';
import { useCountdown } from '../../lib/use-countdown';
import { blockFor, clearBlock, readBlockedUntil } from './login-throttle';
import { signIn } from './sign-in-api';

export interface SignInState {
  submitting: boolean;
  error: string | null;
  /** Seconds until the server accepts another try after a 429; 0 when not blocked. */
  blockedSeconds: number;
  /** Said once the block is over. */
  notice: string | null;
  submit: (email: string, password: string) => Promise<SessionUser | null>;
}

/** Signs in and keeps the session; a 429 blocks further tries for as long as Retry-After says. */
export function useSignIn(): SignInState {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(() => readBlockedUntil());
  const blockedSeconds = useCountdown(blockedUntil);

  useEffect(() => {
    if (blockedUntil === null || blockedSeconds > 0) return;
    setBlockedUntil(null);
    clearBlock();
    setError(null);
    setNotice('You can try signing in again.');
  }, [blockedUntil, blockedSeconds]);

  const submit = async (email: string, password: string): Promise<SessionUser | null> => {
    if (submitting || blockedUntil !== null) return null;
    setSubmitting(true);
    setError(null);
    setNotice(null);
    try {
      const reply = await signIn(email, password);
      saveSession(reply.token, reply.user);
      return reply.user;
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429) {
        setBlockedUntil(blockFor(failure.retryAfterSeconds));
        setError(messageFromBody(failure.body) ?? TOO_MANY_ATTEMPTS_MESSAGE);
      } else {
        setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
      }
      return null;
    } finally {
      setSubmitting(false);
    }
  };

  const blocked = blockedUntil !== null;
  return {
    submitting,
    error: error ?? (blocked ? TOO_MANY_ATTEMPTS_MESSAGE : null),
    blockedSeconds: blocked ? blockedSeconds : 0,
    notice,
    submit,
  };
}
