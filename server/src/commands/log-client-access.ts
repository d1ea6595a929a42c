import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { selectNamed } from '../db/named-statement';
import type { UserRow } from '../db/rows';
import { actorName } from '../presenters/user';
import type { AccessLogRow } from '../queries/clients';

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

function accessRows(clientId: string, staff: UserRow, what: ClientAccess | readonly ClientAccess[]) {
  const at = new Date();
  const staffName = actorName(staff).slice(0, 100);
  return (typeof what === 'string' ? [what] : what).map((read) => ({
    id: crypto.randomUUID(),
    client_id: clientId,
    staff_id: staff.id,
    staff_name: staffName,
    what: read,
    at,
  }));
}

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
  await db('client_access_log').insert(accessRows(clientId, staff, what));
}

/** How many of the latest reads the client page shows. */
export const ACCESS_LOG_SHOWN = 200;

/**
 * Logs the reads as `logClientAccess` does and answers, in the same statement, the latest
 * `ACCESS_LOG_SHOWN` entries of the client's log, these reads included, newest first: the client
 * page's log shows the read it answers (issue 30 item 3: one statement where there were two).
 */
export async function logClientAccessAndRead(
  db: Knex,
  clientId: string,
  staff: UserRow,
  what: readonly ClientAccess[],
): Promise<AccessLogRow[]> {
  const rows = accessRows(clientId, staff, what);
  const values = rows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
  return selectNamed<AccessLogRow>(
    db,
    db.raw(
      `with logged as (
       insert into client_access_log (id, client_id, staff_id, staff_name, what, at) values ${values}
       returning staff_name, at, what)
     select staff_name, at, what from logged
     union all
     (select staff_name, at, what from client_access_log where client_id = ? order by at desc limit ${ACCESS_LOG_SHOWN})
     order by at desc
     limit ${ACCESS_LOG_SHOWN}`,
      [
        ...rows.flatMap((row) => [row.id, row.client_id, row.staff_id, row.staff_name, row.what, row.at]),
        clientId,
      ],
    ),
  );
}
