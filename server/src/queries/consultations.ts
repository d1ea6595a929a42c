import type { Knex } from 'knex';
import type { PageQuery } from '../../../domain/schemas/back-office';
import type { ConsultationRow } from '../db/rows';
import { offsetOf, type SearchedColumn, whereContains } from './search';

const SEARCHED: SearchedColumn[] = [
  { folded: 'customer_name_folded' },
  'email',
  'booking_number',
  { digits: 'phone_digits' },
];

/** Newest first, searched by name (accents aside), e-mail, booking number or phone; counted and paged in SQL. */
export async function listConsultations(
  db: Knex,
  query: PageQuery,
): Promise<{ rows: ConsultationRow[]; total: number }> {
  const filtered = () => {
    const builder = db('online_consultations');
    return query.search ? whereContains(builder, SEARCHED, query.search) : builder;
  };
  const [counted, rows] = await Promise.all([
    filtered().select(db.raw('count(*)::int as total')).first() as Promise<{ total: number } | undefined>,
    filtered()
      .select('*')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)) as Promise<ConsultationRow[]>,
  ]);
  return { rows, total: counted?.total ?? 0 };
}
