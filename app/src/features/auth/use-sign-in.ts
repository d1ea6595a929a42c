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
  /** Seconds until the server accepts another try for this e-mail after a 429; 0 when not blocked. */
  blockedSeconds: number;
  /** Said once the block is over. */
  notice: string | null;
  submit: (email: string, password: string) => Promise<SessionUser | null>;
}

/**
 * Signs in and keeps the session. A 429 blocks further tries for the e-mail it answered, for as long
 * as Retry-After says; typing another e-mail gives a ready button at once.
 */
export function useSignIn(email: string): SignInState {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped when a block is set or ends, so this renders again with the stored blocks.
  const [, setVersion] = useState(0);
  // Read even once passed (now = 0), so the effect below can say the wait is over and clear it.
  const blockedUntil = readBlockedUntil(email, 0);
  const blockedSeconds = useCountdown(blockedUntil);

  useEffect(() => {
    if (blockedUntil === null || blockedSeconds > 0) return;
    clearBlock(email);
    setVersion((value) => value + 1);
    setError(null);
    setNotice('You can try signing in again.');
  }, [blockedUntil, blockedSeconds, email]);

  const submit = async (typed: string, password: string): Promise<SessionUser | null> => {
    if (submitting || readBlockedUntil(typed) !== null) return null;
    setSubmitting(true);
    setError(null);
    setNotice(null);
    try {
      const reply = await signIn(typed, password);
      saveSession(reply.token, reply.user);
      return reply.user;
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429) {
        blockFor(typed, failure.retryAfterSeconds);
        setVersion((value) => value + 1);
        setError({ message: messageFromBody(failure.body) ?? TOO_MANY_ATTEMPTS_MESSAGE, email: typed });
      } else {
        const message = failure instanceof Error && failure.message ? failure.message : 'Login failed';
        setError({ message, email: typed });
      }
      return null;
    } finally {
      setSubmitting(false);
    }
  };

  const blocked = blockedUntil !== null;
  // A wait shown for one account is not this account's problem once another e-mail is typed.
  const sameAccount = error !== null && sameEmail(error.email, email);
  return {
    submitting,
    error: sameAccount ? error.message : blocked ? TOO_MANY_ATTEMPTS_MESSAGE : null,
    blockedSeconds: blocked ? blockedSeconds : 0,
    notice,
    submit,
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
