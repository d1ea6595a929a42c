import type { Logger } from './logger';

export interface PassTotals {
  sent: number;
  failed: number;
}

/** An outbox's worker as the server drives it: e-mails (mail/outbox-worker.ts) and texts (sms/). */
export interface OutboxRunner {
  /** Runs passes until nothing is due; resolves with what happened. Tests call this on demand. */
  runOnce(): Promise<PassTotals>;
  /** Polls every `intervalMs` until stopped; `wake` runs a pass at once. */
  start(intervalMs?: number): void;
  wake(): void;
  /** Stops polling and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` one at a time: a run asked for while one is in flight joins it and makes it go round
 * once more, so nothing queued meanwhile waits for the next poll. A failed pass is logged as `what`.
 */
export function createOutboxRunner(
  pass: () => Promise<PassTotals>,
  logger: Logger,
  what: string,
): OutboxRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PassTotals> | undefined;
  let again = false;

  function runOnce(): Promise<PassTotals> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const totals = { sent: 0, failed: 0 };
      do {
        again = false;
        const result = await pass();
        totals.sent += result.sent;
        totals.failed += result.failed;
      } while (again);
      return totals;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const runQuietly = () => {
    runOnce().catch((error: unknown) => logger.error(`${what} pass failed`, { error }));
  };

  return {
    runOnce,
    start(intervalMs = 5_000) {
      if (timer) return;
      timer = setInterval(runQuietly, intervalMs);
      timer.unref();
      runQuietly();
    },
    wake() {
      if (timer) runQuietly();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
