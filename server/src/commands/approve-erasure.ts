import type { Knex } from 'knex';
import { erasedClientName, PRIVACY_MESSAGES } from '../../../domain/privacy';
import { CLIENT_MESSAGES } from '../../../domain/schemas/clients';
import { conflict, notFound } from '../errors';
import { clientScope } from '../privacy/client-scope';
import { ERASERS } from '../privacy/erasers';
import type { ErasureRequestRow } from '../queries/client-export';

/**
 * An admin approves a client's open erasure request (issue 27 item 6), in the caller's transaction:
 * the request row and the client row are locked, then every eraser runs (privacy/erasers.ts), and the
 * request is marked approved with who and when. The client becomes "Erased client <number>".
 */
export async function approveErasure(
  trx: Knex.Transaction,
  clientId: string,
  actor: string,
  now = new Date(),
): Promise<{ number: number; anonymousName: string }> {
  const client = await trx('clients').where({ id: clientId }).forUpdate().first('id', 'merged_into');
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  const request = await trx<ErasureRequestRow>('client_erasure_requests')
    .where({ client_id: clientId })
    .whereNull('approved_at')
    .forUpdate()
    .first();
  if (!request) throw conflict(PRIVACY_MESSAGES.noErasureAsked);
  const scope = await clientScope(trx, clientId);
  if (!scope) throw notFound(CLIENT_MESSAGES.notFound);
  const anonymousName = erasedClientName(request.number);
  for (const eraser of ERASERS) await eraser.erase(trx, { scope, anonymousName, now });
  await trx('client_erasure_requests')
    .where({ number: request.number })
    .update({
      approved_at: now,
      approved_by: actor,
      erased: JSON.stringify({
        bookings: scope.bookings.length,
        consultations: scope.consultations.length,
        packages: scope.packages.length,
        tables: ERASERS.map((eraser) => eraser.table),
      }),
    });
  return { number: Number(request.number), anonymousName };
}
