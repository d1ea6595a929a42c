import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { UserRow } from '../db/rows';
import { actorName } from '../presenters/user';

/**
 * What a staff member read of a client: the record, the health form (`health-form`), or the health
 * reasons of a booking under review (`health-review`), or the signed consents (`consents`); or a
 * form the desk opened on its tablet for the client to fill in (`desk-health-form`, `desk-consent`).
 */
export type ClientAccess =
  | 'record'
  | 'health-form'
  | 'health-review'
  | 'consents'
  | 'desk-health-form'
  | 'desk-consent';

/** Writes who read what of a client, and when, before the answer goes out (issue 27 item 5). */
export async function logClientAccess(db: Knex, clientId: string, staff: UserRow, what: ClientAccess) {
  await db('client_access_log').insert({
    id: crypto.randomUUID(),
    client_id: clientId,
    staff_id: staff.id,
    staff_name: actorName(staff).slice(0, 100),
    what,
    at: new Date(),
  });
}
