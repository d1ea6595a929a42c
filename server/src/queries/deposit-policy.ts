import type { Knex } from 'knex';
import { type DepositPolicy, depositDue, NO_DEPOSIT } from '../../../domain/deposits';
import type { PersonKeys } from '../../../domain/visit-clash';

export interface StoredDepositPolicy extends DepositPolicy {
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The clinic's deposit policy: none until an admin sets one. */
export async function readDepositPolicy(db: Knex): Promise<StoredDepositPolicy> {
  const row = (await db('deposit_policy').where({ id: 1 }).first()) as
    | { mode: DepositPolicy['mode']; percent: number; updated_by: string; updated_at: Date | string }
    | undefined;
  if (!row) return { ...NO_DEPOSIT, updatedBy: null, updatedAt: null };
  return {
    mode: row.mode,
    percent: Number(row.percent),
    updatedBy: row.updated_by,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Whether this is the person's first visit: no other live booking (not cancelled, not deleted) under
 * their e-mail or mobile number (the last 10 digits), as clients are matched.
 */
export async function isFirstVisit(db: Knex, person: PersonKeys): Promise<boolean> {
  const found = await db('bookings')
    .whereNull('deleted_at')
    .whereNot('status', 'cancelled')
    .andWhere((where) => {
      if (person.email) where.orWhereRaw('lower(email) = ?', [person.email]);
      if (person.phone)
        where.orWhereRaw("right(regexp_replace(phone, '\\D', '', 'g'), 10) = ?", [person.phone]);
      if (!person.email && !person.phone) where.whereRaw('false');
    })
    .first('id');
  return !found;
}

/** The deposit a new online booking of `total` pesos by this person owes under the current policy. */
export async function depositForNewBooking(db: Knex, total: number, person: PersonKeys): Promise<number> {
  const policy = await readDepositPolicy(db);
  if (policy.mode === 'none' || total <= 0) return 0;
  const first = policy.mode === 'first-visit' ? await isFirstVisit(db, person) : false;
  return depositDue(policy, { total }, first);
}
