import type { Knex } from 'knex';
import { HttpError } from '../errors';
import {
  answerOf,
  findStoredKey,
  type IdempotencyClaim,
  inProgress,
  requestHash,
  type StoredResponse,
} from './idempotency';

export interface OnceRequest {
  /** The endpoint, stored with the key: the same key on another endpoint is a 422. */
  scope: string;
  key: string | undefined;
  body: unknown;
}

export type Answer = StoredResponse & { replayed: boolean };

/** Keys whose first request is still being answered by this process, per database. */
const inFlight = new WeakMap<Knex, Set<string>>();

function inFlightOn(db: Knex): Set<string> {
  let keys = inFlight.get(db);
  if (!keys) {
    keys = new Set();
    inFlight.set(db, keys);
  }
  return keys;
}

/**
 * Answers a write sent with an Idempotency-Key once, as the IETF draft asks:
 * - a key already answered gets that answer back whatever the body would be told today, so a retry
 *   whose answer was lost is told what happened even when the body would no longer pass (a date now
 *   past, a slot now full, a limit now reached). The key is looked up only when it can change the
 *   answer: a body that passes goes straight to its one-statement write, whose claim of the key
 *   fails on a key already taken and replays it (write-once.ts); a body refused with a 4xx is then
 *   checked against the stored keys. This saves every new booking a round trip (issue #15's bench);
 * - a key still being answered gets 409 with Retry-After. Within one process (always so on PGlite,
 *   which has one writer) this set says so at once; across PostgreSQL instances the duplicate waits
 *   on the first's key in `writeOnce` and is answered 409 when the wait runs out;
 * - a key used on another endpoint or with another body is 422.
 * `write` validates and writes under `claim`; it must claim the key in the same statement as its write
 * and replay a key found taken (writeOnce does both).
 */
export async function answerOnce(
  db: Knex,
  request: OnceRequest,
  write: (claim: IdempotencyClaim | undefined) => Promise<Answer>,
): Promise<Answer> {
  const { key } = request;
  if (!key) return write(undefined);
  const claim: IdempotencyClaim = { scope: request.scope, key, hash: requestHash(request.body) };
  const keys = inFlightOn(db);
  if (keys.has(key)) throw inProgress();
  keys.add(key);
  try {
    return await write(claim);
  } catch (error) {
    if (!(error instanceof HttpError && error.status >= 400 && error.status < 500)) throw error;
    const stored = await findStoredKey(db, key);
    if (stored) return answerOf(stored, claim);
    throw error;
  } finally {
    keys.delete(key);
  }
}
