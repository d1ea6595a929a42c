import type { AppContext } from './app-context';
import type { Logger } from './logger';
import { createOutboxWorker, type OutboxWorker } from './mail/outbox-worker';
import type { MailTransport } from './mail/transport';
import { cleanUp } from './maintenance/cleanup';
import { startLapseScheduler } from './maintenance/lapse-pending';
import { startReminderScheduler } from './reminders/reminders';
import { manageKeyOf } from './secrets';

export interface BackgroundJobs {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/**
 * The e-mail worker, the reminders it sends, the release of lapsed pending bookings and the hourly
 * clean-up; all stop cleanly for shutdown.
 */
export function startBackgroundJobs(
  context: Pick<AppContext, 'db' | 'config' | 'secrets' | 'catalogue'>,
  transport: MailTransport,
  logger: Logger,
): BackgroundJobs {
  const outbox = createOutboxWorker({
    db: context.db.knex,
    config: context.config,
    logger,
    transport,
    manageKey: manageKeyOf(context.secrets),
    catalogue: context.catalogue,
  });
  outbox.start();
  const reminders = startReminderScheduler(context.db.knex, logger, () => outbox.wake());
  const lapses = startLapseScheduler(
    context.db.knex,
    () => context.catalogue.rules(),
    logger,
    () => outbox.wake(),
  );
  let cleaning: Promise<unknown> | undefined;
  const clean = () => {
    cleaning = cleanUp(context.db.knex)
      .then((removed) => {
        if (removed.idempotencyKeys + removed.loginAttempts + removed.publicWrites > 0)
          logger.info('cleaned up', removed);
      })
      .catch((error: unknown) => logger.error('clean-up failed', { error }));
  };
  const timer = setInterval(clean, CLEAN_UP_EVERY_MS);
  timer.unref();
  clean();
  return {
    outbox,
    async stop() {
      clearInterval(timer);
      await reminders.stop();
      await lapses.stop();
      await outbox.stop();
      await cleaning;
      transport.close();
    },
  };
}
