import type { Knex } from 'knex';
import type { DepositPolicy } from '../../../domain/deposits';
import { readDepositPolicy, type StoredDepositPolicy } from '../queries/deposit-policy';

/** Sets the clinic's deposit policy; it applies to bookings made from now on, never to earlier ones. */
export async function saveDepositPolicy(
  db: Knex,
  policy: DepositPolicy,
  actor: string,
): Promise<StoredDepositPolicy> {
  await db('deposit_policy')
    .insert({ id: 1, mode: policy.mode, percent: policy.percent, updated_by: actor, updated_at: db.fn.now() })
    .onConflict('id')
    .merge();
  return readDepositPolicy(db);
}
