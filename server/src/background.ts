import type { AppContext } from './app-context';
import type { Logger } from './logger';
import { createOutboxWorker, type OutboxWorker } from './mail/outbox-worker';
import type { MailTransport } from './mail/transport';
import { cleanedAnything, cleanUp } from './maintenance/cleanup';
import { startLapseScheduler } from './maintenance/lapse-pending';
import { startReminderScheduler } from './reminders/reminders';
import { manageKeyOf } from './secrets';
import { createSmsSender } from './sms/create-sms-sender';
import type { SmsSender } from './sms/sms-sender';
import { createSmsWorker, type SmsWorker } from './sms/sms-worker';

export interface BackgroundJobs {
  outbox: OutboxWorker;
  sms: SmsWorker;
  smsSender: SmsSender;
  /** Wakes the e-mail and SMS workers both: something was just queued. */
  wake(): void;
  stop(): Promise<void>;
}

const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/**
 * The e-mail and SMS workers, the reminders they send, the release of lapsed pending bookings and the hourly
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
  const smsSender = createSmsSender(context.config);
  const sms = createSmsWorker({
    db: context.db.knex,
    sender: smsSender,
    logger,
    publicUrl: context.config.publicUrl,
    manageKey: manageKeyOf(context.secrets),
  });
  sms.start();
  const wake = () => {
    outbox.wake();
    sms.wake();
  };
  const reminders = startReminderScheduler(context.db.knex, logger, wake);
  const lapses = startLapseScheduler(context.db.knex, () => context.catalogue.rules(), logger, wake);
  let cleaning: Promise<unknown> | undefined;
  const clean = () => {
    cleaning = cleanUp(context.db.knex)
      .then((removed) => {
        if (cleanedAnything(removed)) logger.info('cleaned up', { ...removed });
      })
      .catch((error: unknown) => logger.error('clean-up failed', { error }));
  };
  const timer = setInterval(clean, CLEAN_UP_EVERY_MS);
  timer.unref();
  clean();
  return {
    outbox,
    sms,
    smsSender,
    wake,
    async stop() {
      clearInterval(timer);
      await reminders.stop();
      await lapses.stop();
      await outbox.stop();
      await sms.stop();
      await cleaning;
      transport.close();
    },
  };
}
