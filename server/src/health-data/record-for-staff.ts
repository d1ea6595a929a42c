import type { Knex } from 'knex';
import type { ConsentRecord } from '../../../domain/consent/consent-record';
import { type ClientAccess, logClientAccessAndRead } from '../commands/log-client-access';
import type { UserRow } from '../db/rows';
import type { AccessLogRow } from '../queries/clients';
import { type ConsentRow, openedConsents } from './consent-store';
import { type Intake, openedIntake, type SealedIntake } from './intake-store';

/**
 * What the client page shows a staff member of a client's health data (issue 27 item 5): the form
 * and the signed consents, read still sealed with the rest of the page (queries/client-page.ts), are
 * logged with the record in one write (the form when there is one, the consents when there are any),
 * and only then opened. Logged before answered, as each read alone is; the same statement answers
 * the access log the page shows, this read included (issue 30 item 3).
 */
export async function healthDataForStaff(
  db: Knex,
  key: Buffer,
  clientId: string,
  staff: UserRow,
  sealed: { form: SealedIntake | null; consents: readonly ConsentRow[] },
): Promise<{ intake: Intake | null; consents: ConsentRecord[]; accessLog: AccessLogRow[] }> {
  const reads: ClientAccess[] = ['record'];
  if (sealed.form) reads.push('health-form');
  if (sealed.consents.length > 0) reads.push('consents');
  const accessLog = await logClientAccessAndRead(db, clientId, staff, reads);
  return {
    intake: openedIntake(key, sealed.form),
    consents: openedConsents(key, sealed.consents),
    accessLog,
  };
}
