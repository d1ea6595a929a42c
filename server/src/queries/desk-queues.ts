import type { Knex } from 'knex';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import { DESK_QUEUES, type DeskQueue } from '../../../domain/desk-queues';
import { addDays } from '../../../domain/manila-date';
import { toIso } from '../db/rows';
import { wherePlace } from './place-scope';

/**
 * What puts a live booking in each queue, as SQL over `bookings` (named bindings :today, :tomorrow).
 * Each is meant to be read from an index (EXPLAIN at 100,000 bookings still to be measured).
 */
const QUEUE_WHERE: Record<DeskQueue, string> = {
  // A client's GCash or bank proof waiting for the desk's eye.
  proofs: `payment_status = 'proof-submitted'`,
  // Today's visits that happen (coming, under way or done) and are not settled.
  'unpaid-today': `service_date = :today::date and status in (${HOLDING_STATUSES_SQL}, 'completed')
                   and payment_status in ('unpaid', 'proof-submitted', 'part-paid')`,
  'unconfirmed-tomorrow': `service_date = :tomorrow::date and status = 'pending'`,
  // The health form put the visit under review and no one has cleared it yet.
  review: `review_at is not null and review_cleared_at is null and status in (${HOLDING_STATUSES_SQL})`,
  'time-requests': `exists (select 1 from booking_change_requests request
                             where request.booking_id = bookings.id and request.status = 'pending')`,
};

function days(today: string) {
  return { today, tomorrow: addDays(today, 1) };
}

/** The list filter of one queue: its condition on a bookings query. */
export function whereInQueue(builder: Knex.QueryBuilder, queue: DeskQueue, today: string): Knex.QueryBuilder {
  return builder.whereRaw(`(${QUEUE_WHERE[queue]})`, days(today));
}

export type QueueCounts = Record<DeskQueue, number>;

export interface WaitingClient {
  id: string;
  bookingNumber: string;
  customerName: string;
  branch: string;
  time: string;
  arrivedAt: string;
}

/** Every queue's count, in one statement; of the staff member's branches only when they are limited. */
export async function queueCounts(
  db: Knex,
  today: string,
  branches: readonly string[] | null = null,
): Promise<QueueCounts> {
  const bindings: Record<string, string> = days(today);
  const names = (branches ?? []).map((branch, index) => {
    bindings[`branch${index}`] = branch;
    return `:branch${index}`;
  });
  const ofBranches = branches ? ` and branch in (${names.join(', ')})` : '';
  const columns = DESK_QUEUES.map(
    (queue) =>
      `(select count(*) from bookings where deleted_at is null${ofBranches} and (${QUEUE_WHERE[queue]}))::int as "${queue}"`,
  );
  const { rows } = await db.raw<{ rows: QueueCounts[] }>(`select ${columns.join(',\n')}`, bindings);
  return rows[0] as QueueCounts;
}

/** Today's arrived clients, first come first: the waiting list. */
export async function waitingClients(
  db: Knex,
  today: string,
  branches: readonly string[] | null = null,
): Promise<WaitingClient[]> {
  const query = db('bookings')
    .select('id', 'booking_number', 'customer_name', 'branch', 'service_time', 'arrived_at', 'updated_at')
    .whereNull('deleted_at')
    .where({ service_date: today, status: 'arrived' });
  const rows = await wherePlace(query, 'branch', branches ?? undefined).orderBy([
    { column: 'arrived_at' },
    { column: 'id' },
  ]);
  return rows.map((row) => ({
    id: row.id,
    bookingNumber: row.booking_number,
    customerName: row.customer_name,
    branch: row.branch,
    time: row.service_time,
    arrivedAt: toIso(row.arrived_at ?? row.updated_at),
  }));
}
