import type { Knex } from 'knex';
import type { Logger } from '../logger';

/**
 * Whether a write can commit right now: one row of `health_checks` rewritten in a transaction.
 * A health check every few milliseconds (a load balancer, the load test) shares one probe per
 * `maxAgeMs`, so health never becomes a stream of writes contending for the same row.
 */
export interface WriteProbe {
  check(): Promise<boolean>;
}

export function createWriteProbe(knex: Knex, logger: Logger, maxAgeMs = 1_000): WriteProbe {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  const probe = async () => {
    const wasOk = last?.ok ?? true;
    try {
      await knex.transaction(async (trx) => {
        await trx.raw(
          `insert into health_checks (probe, checked_at) values ('write', now())
           on conflict (probe) do update set checked_at = excluded.checked_at`,
        );
      });
      if (!wasOk) logger.info('health: writes commit again');
      return true;
    } catch (error) {
      // Once per change, not once a second: the reason is in the first line.
      if (wasOk) logger.error('health: a write could not commit', { error });
      return false;
    }
  };
  return {
    check() {
      if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.ok);
      inFlight ??= probe().then((ok) => {
        last = { at: Date.now(), ok };
        inFlight = undefined;
        return ok;
      });
      return inFlight;
    },
  };
}
