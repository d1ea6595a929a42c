import type { Knex } from 'knex';
import type { BookingRow, ClientPackageRow, ConsultationRow } from '../db/rows';
import { assignmentsColumn } from './booking-assignments';
import { latestErasureRequest } from './client-export';
import { paymentEntriesColumn } from './payment-entries';
import { offsetOf, whereContains } from './search';

export interface ClientRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  created_at: Date | string;
  merged_into: string | null;
}

export interface ClientListRow extends ClientRow {
  visits: number;
  last_visit: string | null;
}

const SEARCHED = [{ folded: 'name_folded' }, { email: 'email_folded' }, { digits: 'phone_digits' }] as const;

/**
 * A page of live client records by name, matched by name (accents and case folded), e-mail or phone
 * digits (trigram-indexed, as the booking search), each with its number of visits and latest one.
 */
export async function listClients(
  db: Knex,
  search: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ClientListRow[]; total: number }> {
  const base = () => {
    const query = db('clients').whereNull('merged_into');
    return search ? whereContains(query, SEARCHED, search) : query;
  };
  const [counted, rows] = await Promise.all([
    base().count<{ n: number | string }[]>({ n: '*' }),
    base()
      .select('id', 'name', 'email', 'phone', 'created_at', 'merged_into')
      .select(
        db.raw(`(select count(*)::int from bookings b where b.client_id = clients.id and b.deleted_at is null)
          + (select count(*)::int from online_consultations c where c.client_id = clients.id) as visits`),
        db.raw(`greatest(
          (select max(b.service_date) from bookings b where b.client_id = clients.id and b.deleted_at is null),
          (select max(c.consultation_date) from online_consultations c where c.client_id = clients.id))::text as last_visit`),
      )
      .orderBy([{ column: 'name_folded' }, { column: 'id' }])
      .limit(limit)
      .offset(offsetOf(page, limit)),
  ]);
  return { rows: rows as ClientListRow[], total: Number(counted[0]?.n ?? 0) };
}

export function findClient(db: Knex, id: string): Promise<ClientRow | undefined> {
  return db<ClientRow>('clients')
    .where({ id })
    .first('id', 'name', 'email', 'phone', 'created_at', 'merged_into');
}

export interface ClientMergeRow {
  merged_id: string;
  name: string;
  merged_by: string;
  at: Date | string;
}

export interface AccessLogRow {
  staff_name: string;
  at: Date | string;
  what: string;
}

/** Everything the record shows beside the person: visits newest first, packages, keys, merges, reads. */
export async function clientHoldings(db: Knex, id: string) {
  const [bookings, consultations, packages, keys, merges, accessLog, erasure] = await Promise.all([
    db<BookingRow>('bookings')
      .select('bookings.*', assignmentsColumn(db), paymentEntriesColumn(db))
      .where('client_id', id)
      .whereNull('deleted_at')
      .orderBy([
        { column: 'service_date', order: 'desc' },
        { column: 'service_time', order: 'desc' },
      ]),
    db<ConsultationRow>('online_consultations')
      .where('client_id', id)
      .orderBy([
        { column: 'consultation_date', order: 'desc' },
        { column: 'consultation_time', order: 'desc' },
      ]),
    db<ClientPackageRow>('client_packages').where('client_id', id).orderBy('created_at', 'desc'),
    db<{ kind: 'email' | 'phone'; value: string }>('client_keys')
      .where('client_id', id)
      .orderBy(['kind', 'created_at', 'value'])
      .select('kind', 'value'),
    db('client_merges as m')
      .join('clients as c', 'c.id', 'm.merged_id')
      .where('m.kept_id', id)
      .orderBy('m.at', 'desc')
      .select<ClientMergeRow[]>('m.merged_id', 'c.name', 'm.merged_by', 'm.at'),
    db<AccessLogRow>('client_access_log')
      .where('client_id', id)
      .orderBy('at', 'desc')
      .limit(200)
      .select('staff_name', 'at', 'what'),
    latestErasureRequest(db, id),
  ]);
  return { bookings, consultations, packages, keys, merges, accessLog, erasure };
}

export type ClientHoldings = Awaited<ReturnType<typeof clientHoldings>>;
