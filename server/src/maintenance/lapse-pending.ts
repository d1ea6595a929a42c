import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import {
  LAPSE_ACTOR,
  LAPSE_BEFORE_VISIT_HOURS,
  LAPSE_EVERY_MINUTES,
  LAPSE_MIN_AGE_HOURS,
  LAPSE_NOT_WITHIN_HOURS,
  LAPSE_REASON,
} from '../../../domain/pending-lapse';
import { changeBookingStatus } from '../commands/change-booking-status';
import type { Logger } from '../logger';
import type { DeskEmailKind } from '../mail/desk-emails';
import type { SmsKind } from '../sms/sms-kinds';

/**
 * The bookings that lapse now (domain/pending-lapse.ts): sent online (their 'created' event names the
 * online form), pending, not deleted, unpaid without a proof, nothing from a package, and within the
 * rule's three time bounds. `only` narrows it to one booking, re-read under its row lock.
 */
const LAPSING = `
  select b.id from bookings b
   where b.status = 'pending' and b.deleted_at is null and b.payment_status = 'unpaid'
     and b.total_price > 0
     and not exists (select 1 from jsonb_array_elements(b.cart_items) as line where line->>'packageId' is not null)
     and exists (select 1 from booking_events e
                  where e.booking_id = b.id and e.kind = 'created' and e.actor = :onlineActor)
     and b.created_at <= :now::timestamptz - make_interval(hours => :minAge)
     and (b.service_date::text || 'T' || b.service_time || ':00+08:00')::timestamptz
         <= :now::timestamptz + make_interval(hours => :before)
     and (b.service_date::text || 'T' || b.service_time || ':00+08:00')::timestamptz
         > :now::timestamptz + make_interval(hours => :notWithin)`;

function bounds(now: Date) {
  return {
    onlineActor: EVENT_ACTORS.onlineBooking,
    now: now.toISOString(),
    minAge: LAPSE_MIN_AGE_HOURS,
    before: LAPSE_BEFORE_VISIT_HOURS,
    notWithin: LAPSE_NOT_WITHIN_HOURS,
  };
}

/**
 * Releases every booking that lapses at `now`: each in its own transaction, re-read under its row
 * lock with the whole rule (a desk confirming it, or a proof arriving, meanwhile keeps it), then
 * cancelled like a desk cancellation (history, event with LAPSE_REASON, packages, the 'booking-lapsed'
 * e-mail with a link to book again). Its place, and the client's share of the day, are free with the
 * commit. Any number of runs on any number of instances release each booking once: a second run
 * waits on the row lock and then finds it no longer pending. Answers the ids it released.
 */
export async function lapsePendingBookings(db: Knex, now: Date, catalogue: ServiceSource): Promise<string[]> {
  return releaseBookings(db, { sql: LAPSING, bindings: bounds(now) }, now, catalogue, {
    reason: LAPSE_REASON,
    email: 'booking-lapsed',
  });
}

/**
 * Cancels, as LAPSE_ACTOR, each booking `lapsing.sql` selects (`b` the bookings row): each in its own
 * transaction, re-read under its row lock with the whole rule (a payment, proof or confirmation that
 * came meanwhile keeps it), then cancelled like a desk cancellation with `reason` and the client's
 * `email` (and its text). Shared by the pending lapse and the unpaid-deposit lapse (lapse-deposits.ts).
 */
export async function releaseBookings(
  db: Knex,
  lapsing: { sql: string; bindings: Record<string, unknown> },
  now: Date,
  catalogue: ServiceSource,
  told: { reason: string; email: DeskEmailKind; sms?: SmsKind },
): Promise<string[]> {
  const { rows } = await db.raw<{ rows: Array<{ id: string }> }>(
    `${lapsing.sql} order by b.service_date, b.service_time`,
    lapsing.bindings,
  );
  const released: string[] = [];
  for (const { id } of rows) {
    const done = await db.transaction(async (trx) => {
      const still = await trx.raw<{ rows: Array<{ id: string }> }>(
        `${lapsing.sql} and b.id = :id::uuid for update of b`,
        { ...lapsing.bindings, id },
      );
      if (still.rows.length === 0) return false;
      const result = await changeBookingStatus(trx, id, 'cancelled', LAPSE_ACTOR, {
        reason: told.reason,
        now,
        email: told.email,
        ...(told.sms ? { sms: told.sms } : {}),
        catalogue,
      });
      return result.changed;
    });
    if (done) released.push(id);
  }
  return released;
}

export interface LapseScheduler {
  stop(): Promise<void>;
}

/** One release rule the scheduler runs: answers the ids it released at `now`. */
export type ReleaseJob = (db: Knex, now: Date, catalogue: ServiceSource) => Promise<string[]>;

/**
 * Runs each release job (the pending lapse, the unpaid-deposit lapse) at start and every
 * `everyMinutes`; `released` hears when some were (the outboxes wake, the waitlist looks for a fit).
 */
export function startLapseScheduler(
  db: Knex,
  catalogue: () => Promise<ServiceSource>,
  logger: Logger,
  released: () => void,
  jobs: ReadonlyArray<{ name: string; run: ReleaseJob }> = [
    { name: 'unconfirmed', run: lapsePendingBookings },
  ],
  everyMinutes = LAPSE_EVERY_MINUTES,
): LapseScheduler {
  let running: Promise<unknown> | undefined;
  const runAll = async () => {
    const rules = await catalogue();
    let total = 0;
    for (const job of jobs) {
      const ids = await job.run(db, new Date(), rules);
      if (ids.length > 0) logger.info(`released ${ids.length} ${job.name} booking(s)`, { ids });
      total += ids.length;
    }
    if (total > 0) released();
  };
  const run = () => {
    if (running) return;
    running = runAll()
      .catch((error: unknown) => logger.error('releasing bookings failed', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMinutes * 60_000);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
