import type { Knex } from 'knex';
import type { ConsentRecord } from '../../../domain/consent/consent-record';
import { type ClientAccess, logClientAccess } from '../commands/log-client-access';
import type { UserRow } from '../db/rows';
import { openedConsents, sealedConsents } from './consent-store';
import { type Intake, openedIntake, sealedIntake } from './intake-store';

/**
 * What the client page shows a staff member of a client's health data (issue 27 item 5): the form
 * and the signed consents are read still sealed, then the record, the form (when there is one) and
 * the consents (when there are any) are logged in one write, and only then opened. Logged before
 * answered, as each read alone is, in one commit where the page made three (issue 30 item 3).
 */
export async function healthDataForStaff(
  db: Knex,
  key: Buffer,
  clientId: string,
  staff: UserRow,
): Promise<{ intake: Intake | null; consents: ConsentRecord[] }> {
  const [form, consents] = await Promise.all([sealedIntake(db, clientId), sealedConsents(db, clientId)]);
  const reads: ClientAccess[] = ['record'];
  if (form) reads.push('health-form');
  if (consents.length > 0) reads.push('consents');
  await logClientAccess(db, clientId, staff, reads);
  return { intake: openedIntake(key, form), consents: openedConsents(key, consents) };
}
