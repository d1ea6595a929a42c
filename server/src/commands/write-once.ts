import type { Knex } from 'knex';
import { BOOKING_NUMBER_PATTERN } from '../../../domain/schemas/fields';
import { conflict, HttpError } from '../errors';
import {
  claimBindings,
  claimCte,
  type IdempotencyClaim,
  isClaimTaken,
  replay,
  type StoredResponse,
  stillInProgress,
} from '../idempotency/idempotency';
import { randomBookingNumber } from './booking-numbers';

/**
 * Named bindings (`:name`) must not share a name with a type a cast names (`::date`, `::uuid`...):
 * knex would read the cast as another binding.
 */
export interface Attempt {
  /** Data-modifying CTEs; the one named `anchor` returns the new row's id, or nothing on a number clash. */
  ctes: string[];
  anchor: string;
  bindings: Record<string, unknown>;
  /** The answer, complete before the write, so the key can be stored with it in the same statement. */
  response: StoredResponse;
}

const MAX_TRIES = 10;

/** Work that must hold in the same transaction as the write, before it (the capacity check). */
export type Guard = (trx: Knex.Transaction) => Promise<void>;

async function insertOnce(db: Knex, sql: string, bindings: Record<string, unknown>): Promise<boolean> {
  const result = await db.raw<{ rows: Array<{ inserted: number }> }>(sql, bindings);
  return result.rows[0]?.inserted === 1;
}

/** Thrown to roll the guard's work back when the booking number was taken (nothing inserted). */
class NumberTaken extends Error {}

async function claimExists(db: Knex, claim: IdempotencyClaim): Promise<boolean> {
  return (await db('idempotency_keys').where({ scope: claim.scope, key: claim.key }).first()) !== undefined;
}

/**
 * Writes a booking or consultation, its history and its e-mail, and claims the Idempotency-Key, in
 * one statement: atomic without a transaction and one round trip to the database. With a `guard`,
 * the statement runs in a transaction after it (the capacity check and its lock).
 * - A booking number already taken inserts nothing; the next try uses a fresh number.
 * - A key already taken fails the statement (so nothing is kept) and the first answer is replayed;
 *   a concurrent duplicate waits on the first's key until it commits, then replays it.
 */
export async function writeOnce(
  db: Knex,
  claim: IdempotencyClaim | undefined,
  preferredNumber: string | undefined,
  attempt: (bookingNumber: string) => Attempt,
  guard?: Guard,
): Promise<StoredResponse & { replayed: boolean }> {
  let candidate =
    preferredNumber && BOOKING_NUMBER_PATTERN.test(preferredNumber) ? preferredNumber : randomBookingNumber();
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const { ctes, anchor, bindings, response } = attempt(candidate);
    const all = claim ? [...ctes, claimCte(anchor)] : ctes;
    const sql = `with ${all.join(',\n')}\nselect count(*)::int as inserted from ${anchor}`;
    const values = { ...bindings, ...(claim ? claimBindings(claim, response) : {}) };
    try {
      const inserted = guard
        ? await db.transaction(async (trx) => {
            await guard(trx);
            if (!(await insertOnce(trx, sql, values))) throw new NumberTaken();
            return true;
          })
        : await insertOnce(db, sql, values);
      if (inserted) return { ...response, replayed: false };
    } catch (error) {
      if (error instanceof NumberTaken) {
        candidate = randomBookingNumber();
        continue;
      }
      if (claim && isClaimTaken(error)) return replay(db, claim);
      // A replay whose first answer took the last place finds the slot full: the first answer stands.
      if (claim && error instanceof HttpError && error.status === 409 && (await claimExists(db, claim))) {
        return replay(db, claim);
      }
      throw stillInProgress(error) ?? error;
    }
    candidate = randomBookingNumber();
  }
  throw conflict('Could not issue a booking number. Please try again.');
}
