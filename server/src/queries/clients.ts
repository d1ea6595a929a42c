import type { Knex } from 'knex';
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
