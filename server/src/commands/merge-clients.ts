import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { CLIENT_MESSAGES, type MergeResult } from '../../../domain/schemas/clients';
import { badRequest, conflict, notFound } from '../errors';
import { mergeIntake } from '../health-data/intake-store';

const MOVED = [
  ['bookings', 'bookings'],
  ['online_consultations', 'consultations'],
  ['client_packages', 'packages'],
  ['client_keys', 'keys'],
] as const;

/**
 * Moves everything of client `otherId` onto `keptId` in the caller's transaction (issue 27 item 1):
 * bookings, consultations, packages, e-mails and phones (so later visits find the kept record), the
 * access log, the health form (health-data/intake-store.ts), and records merged into the other before; the other is marked merged and the merge
 * recorded with what moved. Both rows are locked first, in id order, so two merges of one pair and a
 * booking attaching to either record take turns. 400 for itself (a request that can never succeed),
 * 409 for a record already merged.
 */
export async function mergeClients(
  trx: Knex.Transaction,
  keptId: string,
  otherId: string,
  actor: string,
  healthKey: Buffer,
  now = new Date(),
): Promise<MergeResult> {
  if (keptId === otherId) throw badRequest(CLIENT_MESSAGES.mergeItself);
  const rows = await trx('clients')
    .whereIn('id', [keptId, otherId])
    .orderBy('id')
    .forUpdate()
    .select<Array<{ id: string; merged_into: string | null }>>('id', 'merged_into');
  if (rows.length < 2) throw notFound(CLIENT_MESSAGES.notFound);
  if (rows.some((row) => row.merged_into !== null)) throw conflict(CLIENT_MESSAGES.alreadyMerged);

  const moved = { bookings: 0, consultations: 0, packages: 0, keys: 0 };
  for (const [table, name] of MOVED) {
    moved[name] = await trx(table).where({ client_id: otherId }).update({ client_id: keptId });
  }
  await trx('client_access_log').where({ client_id: otherId }).update({ client_id: keptId });
  await mergeIntake(trx, healthKey, keptId, otherId);
  await trx('clients').where({ merged_into: otherId }).update({ merged_into: keptId });
  await trx('clients')
    .where({ id: otherId })
    .update({ merged_into: keptId, merged_at: now, merged_by: actor, updated_at: now });
  await trx('client_merges').insert({
    id: crypto.randomUUID(),
    kept_id: keptId,
    merged_id: otherId,
    merged_by: actor,
    at: now,
    moved: JSON.stringify(moved),
  });
  return { kept: keptId, merged: otherId, moved };
}
