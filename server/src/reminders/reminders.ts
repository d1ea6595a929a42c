import type { Knex } from 'knex';
import { addDays, manilaDate } from '../../../domain/manila-date';
import type { Logger } from '../logger';
import { CHANGE_SUBJECTS } from '../mail/change-emails';

/** Reminders for tomorrow's appointments are queued from this hour (Manila) the day before. */
export const REMINDERS_FROM_HOUR = 8;
export const REMINDER_EVERY_MS = 5 * 60 * 1000;

const manilaHour = (now: Date) => new Date(now.getTime() + 8 * 3600_000).getUTCHours();

/**
 * Queues the day-before reminder of every confirmed, live booking whose appointment is tomorrow in
 * Manila, once 08:00 has come. Each e-mail carries the key `reminder:<booking>:<date>`, unique in the
 * outbox, so any number of runs on any number of instances queue it once; a booking moved to another
 * day gets a new key, so a reminder for its new date. `bookingId` limits the run to one booking (just
 * confirmed or moved). The reminder text is queued beside it (`sms-reminder:<booking>:<date>`).
 * Answers how many reminder e-mails were queued now.
 */
export async function enqueueDueReminders(
  db: Knex,
  now: Date = new Date(),
  bookingId?: string,
): Promise<number> {
  if (manilaHour(now) < REMINDERS_FROM_HOUR) return 0;
  const tomorrow = addDays(manilaDate(now), 1);
  const result = await db.raw<{ rows: Array<{ id: string }> }>(
    `insert into email_outbox (id, kind, booking_id, to_address, subject, dedupe_key)
     select gen_random_uuid(), 'booking-reminder', id, email, :subject, 'reminder:' || id || ':' || :tomorrow
       from bookings
      where service_date = :tomorrow::date and status = 'confirmed' and deleted_at is null and email <> ''
        ${bookingId ? 'and id = :bookingId::uuid' : ''}
     on conflict (dedupe_key) do nothing
     returning id`,
    { subject: CHANGE_SUBJECTS['booking-reminder'], tomorrow, ...(bookingId ? { bookingId } : {}) },
  );
  // The text goes to every such booking, with or without an e-mail address (the worker skips one
  // opted out or without a mobile), keyed the same way: once per booking and date.
  await db.raw(
    `insert into sms_outbox (id, kind, booking_id, dedupe_key)
     select gen_random_uuid(), 'booking-reminder', id, 'sms-reminder:' || id || ':' || :tomorrow
       from bookings
      where service_date = :tomorrow::date and status = 'confirmed' and deleted_at is null
        ${bookingId ? 'and id = :bookingId::uuid' : ''}
     on conflict (dedupe_key) do nothing`,
    { tomorrow, ...(bookingId ? { bookingId } : {}) },
  );
  return result.rows.length;
}

export interface ReminderScheduler {
  stop(): Promise<void>;
}

/** Runs `enqueueDueReminders` at start and every 5 minutes; `queued` hears when some were queued. */
export function startReminderScheduler(db: Knex, logger: Logger, queued: () => void): ReminderScheduler {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = enqueueDueReminders(db)
      .then((count) => {
        if (count > 0) {
          logger.info(`queued ${count} reminder(s)`);
          queued();
        }
      })
      .catch((error: unknown) => logger.error('queueing reminders failed', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, REMINDER_EVERY_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
