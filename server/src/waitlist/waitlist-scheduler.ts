import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { inQuietHours } from '../../../domain/sms/quiet-hours';
import { WAITLIST_EVERY_SECONDS } from '../../../domain/waitlist';
import type { Logger } from '../logger';
import { offerFreedPlaces } from './offer-freed-places';

export interface WaitlistScheduler {
  /** Something may have freed a place (a cancel, a move, a release): look now rather than later. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs a waitlist round (offerFreedPlaces) at start, every WAITLIST_EVERY_SECONDS and when woken; one
 * at a time per instance (instances share the work through row locks). Between 21:00 and 08:00
 * Manila it makes no offers (a text would wait for the morning while its 15 minutes ran out), only
 * ends those that ran out. `offered` hears when the outboxes have something new.
 */
export function startWaitlistScheduler(
  db: Knex,
  catalogue: () => Promise<CatalogueRules>,
  logger: Logger,
  offered: () => void,
): WaitlistScheduler {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    const now = new Date();
    running = catalogue()
      .then((rules) => offerFreedPlaces(db, now, rules, { makeOffers: !inQuietHours(now) }))
      .then((round) => {
        if (round.offered.length > 0 || round.missed.length > 0) logger.info('waitlist round', { ...round });
        if (round.offered.length > 0) offered();
      })
      .catch((error: unknown) => logger.error('waitlist round failed', { error }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, WAITLIST_EVERY_SECONDS * 1000);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
