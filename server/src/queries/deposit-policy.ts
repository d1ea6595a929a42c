import type { Knex } from 'knex';
import { bornStatus, type DepositPolicy, depositDue, NO_DEPOSIT } from '../../../domain/deposits';
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
 * What a new online booking starts with: whether the clinic confirms at once, and the deposit it owes
 * under the current policy. A first visit is a person with no live booking (not cancelled, not
 * deleted) under their e-mail or mobile (its last 10 digits), found through the client keys as
 * clients are matched (indexed, where a scan of every booking's phone would read the whole table).
 * Read in the named statement that takes the person's and the resources' locks (resource-locks.ts:
 * the booking's round trips are counted in booking-round-trips.test.ts; planning this text took
 * the database 1.3 ms a booking when it ran by itself, running it 0.02 ms). Its bindings are
 * termsBindings'.
 */
export const NEW_BOOKING_TERMS_SQL = `
  select coalesce((select instant_confirmation from booking_settings where id = 1), false) as instant_confirmation,
         p.mode, p.percent,
         case when p.mode = 'first-visit' then exists (
           select 1 from client_keys k
             join clients c on c.id = k.client_id
             join bookings b on b.client_id in (c.id, c.merged_into)
                             or b.client_id in (select m.id from clients m where m.merged_into = c.id)
            where ((k.kind = 'email' and k.value = :termsEmail) or (k.kind = 'phone' and k.value = :termsPhone))
              and b.deleted_at is null and b.status <> 'cancelled')
         end as visited
    from (select 1) as one left join deposit_policy p on p.id = 1`;

export function termsBindings(person: PersonKeys): { termsEmail: string; termsPhone: string } {
  return { termsEmail: person.email || '-', termsPhone: person.phone || '-' };
}

/** NEW_BOOKING_TERMS_SQL's row. */
export interface TermsRow {
  instant_confirmation: boolean;
  mode: DepositPolicy['mode'] | null;
  percent: number | string | null;
  visited: boolean | null;
}

export interface NewBookingTerms {
  /** `confirmed` when the clinic confirms at once and nothing is owed, else `pending`. */
  status: 'pending' | 'confirmed';
  /** Pesos of deposit owed (0 for none). */
  deposit: number;
}

/** The terms a new online booking of `total` pesos starts with, from its row (domain/deposits.ts). */
export function termsOfRow(row: TermsRow | undefined, total: number): NewBookingTerms {
  const policy: DepositPolicy = row?.mode ? { mode: row.mode, percent: Number(row.percent) } : NO_DEPOSIT;
  const deposit = depositDue(policy, { total }, row?.visited === false);
  return { status: bornStatus(row?.instant_confirmation === true, deposit), deposit };
}
