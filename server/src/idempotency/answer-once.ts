import type { Knex } from 'knex';
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
 * - a key already answered gets that answer back before the body is validated, so a retry whose
 *   answer was lost is told what happened even when the body would no longer pass (a date now past);
 * - a key still being answered gets 409 with Retry-After. Within one process (always so on PGlite,
 *   which has one writer) this set says so at once; across PostgreSQL instances the duplicate waits
 *   on the first's key in `writeOnce` and is answered 409 when the wait runs out;
 * - a key used on another endpoint or with another body is 422.
 * `write` validates and writes; it is called only for a key never seen (or no key at all).
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
    const stored = await findStoredKey(db, key);
    if (stored) return answerOf(stored, claim);
    return await write(claim);
  } finally {
    keys.delete(key);
  }
}
