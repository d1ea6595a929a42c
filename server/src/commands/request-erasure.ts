import type { Knex } from 'knex';
import { PRIVACY_MESSAGES } from '../../../domain/privacy';
import { conflict } from '../errors';
import type { ErasureRequestRow } from '../queries/client-export';

/**
 * Records a client's request to be erased (issue 27 item 6). One open request per client: a second
 * while one is open is 409 naming it, also when both arrive at once (the partial unique index decides).
 */
export async function requestErasure(db: Knex, clientId: string, now: Date): Promise<ErasureRequestRow> {
  const open = await db('client_erasure_requests')
    .where({ client_id: clientId })
    .whereNull('approved_at')
    .first();
  if (open) throw conflict(PRIVACY_MESSAGES.erasureAlreadyAsked);
  const [row] = await db<ErasureRequestRow>('client_erasure_requests')
    .insert({ client_id: clientId, requested_at: now })
    .onConflict(db.raw('(client_id) where approved_at is null'))
    .ignore()
    .returning('*');
  if (!row) throw conflict(PRIVACY_MESSAGES.erasureAlreadyAsked);
  return row as ErasureRequestRow;
}
