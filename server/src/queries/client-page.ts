import type { Knex } from 'knex';
import { rowAsJson, rowsAsJson } from '../db/json-rows';
import { selectNamed } from '../db/named-statement';
import type { BookingRow, ClientPackageRow, ConsultationRow } from '../db/rows';
import { type ConsentRow, sealedConsentsColumn } from '../health-data/consent-store';
import { type SealedIntake, sealedIntakeColumn } from '../health-data/intake-store';
import { assignmentsColumn } from './booking-assignments';
import { type ErasureRequestRow, erasureRequestsOf } from './client-export';
import type { AccessLogRow, ClientMergeRow, ClientRow } from './clients';
import { paymentEntriesColumn } from './payment-entries';

/** Everything the record shows beside the person: visits newest first, packages, keys, merges, reads. */
export interface ClientHoldings {
  bookings: BookingRow[];
  consultations: ConsultationRow[];
  packages: ClientPackageRow[];
  keys: Array<{ kind: 'email' | 'phone'; value: string }>;
  merges: ClientMergeRow[];
  accessLog: AccessLogRow[];
  erasure: ErasureRequestRow | null;
}

/** The client page's read: the person, what they hold (but the access log), and health data sealed. */
export interface ClientPage {
  client: ClientRow;
  /** False when the staff member is limited to branches where the client has no visit. */
  allowed: boolean;
  holdings: Omit<ClientHoldings, 'accessLog'>;
  sealed: { form: SealedIntake | null; consents: ConsentRow[] };
}

interface PageRow extends ClientRow {
  allowed: boolean;
  bookings: BookingRow[];
  consultations: ConsultationRow[];
  packages: ClientPackageRow[];
  keys: ClientHoldings['keys'];
  merges: ClientMergeRow[];
  erasure: ErasureRequestRow | null;
  sealed_intake: SealedIntake | null;
  sealed_consents: ConsentRow[];
}

/** The reads of the page, each a select of its own (client-page.test.ts holds the one read to them). */
export const clientPageReads = (db: Knex, id: string) => ({
  bookings: db<BookingRow>('bookings')
    .select('bookings.*', assignmentsColumn(db), paymentEntriesColumn(db))
    .where('client_id', id)
    .whereNull('deleted_at')
    .orderBy([
      { column: 'service_date', order: 'desc' },
      { column: 'service_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
  consultations: db<ConsultationRow>('online_consultations')
    .where('client_id', id)
    .orderBy([
      { column: 'consultation_date', order: 'desc' },
      { column: 'consultation_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
  packages: db<ClientPackageRow>('client_packages')
    .where('client_id', id)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
  keys: db('client_keys')
    .where('client_id', id)
    .orderBy(['kind', 'created_at', 'value'])
    .select('kind', 'value'),
  merges: db('client_merges as m')
    .join('clients as c', 'c.id', 'm.merged_id')
    .where('m.kept_id', id)
    .orderBy([
      { column: 'm.at', order: 'desc' },
      { column: 'm.merged_id', order: 'desc' },
    ])
    .select('m.merged_id', 'c.name', 'm.merged_by', 'm.at'),
});

/**
 * The client page (issue 27 items 1 and 5) in one statement: the person, their visits, consultations,
 * packages, keys, merges and latest erasure request, whether a staff member limited to `branches`
 * may open it (a visit there), and the health form and consents still sealed. The access log is read
 * in the statement that logs this read (record-for-staff.ts). At 100,000 bookings the page made
 * thirteen statements, each a round trip, a plan and a socket write on both sides (issue 30 item 3).
 */
export async function readClientPage(
  db: Knex,
  id: string,
  branches: readonly string[] | null,
): Promise<ClientPage | undefined> {
  const reads = clientPageReads(db, id);
  const visitThere = branches
    ? db.raw('exists(?) as allowed', [
        db('bookings').where({ client_id: id }).whereIn('branch', branches).select(db.raw('1')),
      ])
    : db.raw('true as allowed');
  // Named (db/named-statement.ts): planning this text took longer than running it (1.5 ms against
  // 1.0 at 100,000 bookings); its values are the one client id, so one generic plan serves them all.
  const [row] = await selectNamed<PageRow>(
    db,
    db('clients')
      .where({ id })
      .select(
        'id',
        'name',
        'email',
        'phone',
        'created_at',
        'merged_into',
        visitThere,
        ...Object.entries(reads).map(([name, query]) => rowsAsJson(db, query, name)),
        rowAsJson(db, erasureRequestsOf(db, id), 'erasure'),
        sealedIntakeColumn(db, id),
        sealedConsentsColumn(db, id),
      )
      .limit(1),
  );
  if (!row) return undefined;
  const {
    allowed,
    sealed_intake,
    sealed_consents,
    bookings,
    consultations,
    packages,
    keys,
    merges,
    erasure,
    ...client
  } = row;
  return {
    client,
    allowed,
    holdings: { bookings, consultations, packages, keys, merges, erasure },
    sealed: { form: sealed_intake, consents: sealed_consents },
  };
}
