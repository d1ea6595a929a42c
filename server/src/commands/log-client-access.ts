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

/**
 * Writes who read what of a client, and when, before the answer goes out (issue 27 item 5); several
 * reads of one answer (the client page's record, form and consents) in one statement, one commit.
 */
export async function logClientAccess(
  db: Knex,
  clientId: string,
  staff: UserRow,
  what: ClientAccess | readonly ClientAccess[],
) {
  const at = new Date();
  const staffName = actorName(staff).slice(0, 100);
  await db('client_access_log').insert(
    (typeof what === 'string' ? [what] : what).map((read) => ({
      id: crypto.randomUUID(),
      client_id: clientId,
      staff_id: staff.id,
      staff_name: staffName,
      what: read,
      at,
    })),
  );
}
