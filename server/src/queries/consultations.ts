import type { Knex } from 'knex';
import { manilaDate } from '../../../domain/manila-date';
import type { PageQuery } from '../../../domain/schemas/back-office';
import type { ConsultationListRow } from '../presenters/consultation';
import { pendingConsultationRequestColumn } from './consultation-requests';
import { offsetOf, type SearchedColumn, whereContains } from './search';

const SEARCHED: SearchedColumn[] = [
  { folded: 'customer_name_folded' },
  { email: 'email_folded' },
  'booking_number',
  { digits: 'phone_digits' },
];

/**
 * By call date: today's calls first (by time), then the coming days (soonest first), then past calls
 * (latest first). Searched by name (accents aside), e-mail, booking number or phone; counted and
 * paged in SQL.
 */
export async function listConsultations(
  db: Knex,
  query: PageQuery,
  now: Date = new Date(),
): Promise<{ rows: ConsultationListRow[]; total: number }> {
  const today = manilaDate(now);
  const filtered = () => {
    const builder = db('online_consultations');
    return query.search ? whereContains(builder, SEARCHED, query.search) : builder;
  };
  const [counted, rows] = await Promise.all([
    filtered().select(db.raw('count(*)::int as total')).first() as Promise<{ total: number } | undefined>,
    filtered()
      .select('*', pendingConsultationRequestColumn(db))
      .orderByRaw(
        `case when consultation_date = ?::date then 0 when consultation_date > ?::date then 1 else 2 end,
         case when consultation_date >= ?::date then consultation_date end asc,
         consultation_date desc, consultation_time asc, id asc`,
        [today, today, today],
      )
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)) as Promise<ConsultationListRow[]>,
  ]);
  return { rows, total: counted?.total ?? 0 };
}
