import type { Knex } from 'knex';
import { approveErasure } from '../commands/approve-erasure';

/** docs/PRIVACY.md: contact details, the health form and consents are kept five years after the last visit at most. */
export const CLIENT_RETENTION_YEARS = 5;

/** Who the erasure history names for a record erased by the schedule rather than by an admin. */
export const RETENTION_ACTOR = 'Retention schedule (five years without a visit)';

/**
 * Live client records (not merged into another, never erased) older than the retention period whose
 * every record has no booking or consultation dated within it and no package still open (sessions
 * left, not refunded, not expired): the clinic still owes an open package's sessions, so its owner
 * stays reachable. Oldest first.
 */
const DUE_SQL = `
  select c.id
    from clients c
   where c.merged_into is null
     and c.created_at < now() - make_interval(years => :years)
     and not exists (select 1 from client_erasure_requests r where r.client_id = c.id and r.approved_at is not null)
     and not exists (select 1 from bookings b join clients m on m.id = b.client_id
                      where (m.id = c.id or m.merged_into = c.id)
                        and b.service_date >= (current_date - make_interval(years => :years))::date)
     and not exists (select 1 from online_consultations o join clients m on m.id = o.client_id
                      where (m.id = c.id or m.merged_into = c.id)
                        and o.consultation_date >= (current_date - make_interval(years => :years))::date)
     and not exists (select 1 from client_packages p join clients m on m.id = p.client_id
                      where (m.id = c.id or m.merged_into = c.id)
                        and p.refunded_at is null
                        and (p.expires_at is null or p.expires_at > now())
                        and (p.sessions_total is null or p.sessions_used < p.sessions_total))
   order by c.created_at, c.id
   limit :limit`;

/**
 * Erases up to `limit` clients whose retention period has passed (issue 30 item 5, docs/PRIVACY.md),
 * each in its own transaction and exactly as an admin's approval of their request would: the person
 * and their health data go, the money records stay under "Erased client N". The erasure history
 * names the schedule, so the desk can tell these from requests clients made.
 */
export async function eraseClientsPastRetention(
  db: Knex,
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<number> {
  const { rows } = await db.raw<{ rows: Array<{ id: string }> }>(DUE_SQL, {
    years: CLIENT_RETENTION_YEARS,
    limit,
  });
  let erased = 0;
  for (const { id } of rows) {
    await db.transaction(async (trx) => {
      const open = await trx('client_erasure_requests')
        .where({ client_id: id })
        .whereNull('approved_at')
        .first();
      if (!open) await trx('client_erasure_requests').insert({ client_id: id, requested_at: now });
      await approveErasure(trx, id, RETENTION_ACTOR, now);
    });
    erased += 1;
  }
  return erased;
}
