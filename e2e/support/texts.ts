import { silentLogger } from '../../server/src/logger';
import { manageKeyOf } from '../../server/src/secrets';
import { createFileSmsSender } from '../../server/src/sms/file-sms-sender';
import { createSmsWorker } from '../../server/src/sms/sms-worker';
import { type AppServer, E2E_SECRETS } from './app-server';

/**
 * Sends every text the journey server has queued (it runs no background jobs), through the real SMS
 * worker into `DATA_DIR/sms`, on a clock at noon Manila tomorrow: the same answer at any hour the
 * suite runs, outside the quiet hours.
 */
export async function sendQueuedTexts(server: AppServer): Promise<{ sent: number; failed: number }> {
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  const noon = new Date(`${tomorrow}T12:00:00+08:00`);
  const worker = createSmsWorker({
    db: server.db.knex,
    sender: createFileSmsSender(server.dataDir, undefined),
    logger: silentLogger,
    publicUrl: server.config.publicUrl,
    manageKey: manageKeyOf(E2E_SECRETS),
    now: () => noon,
  });
  return worker.runOnce();
}
