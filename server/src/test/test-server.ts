import path from 'node:path';
import type { AppContext } from '../app-context';
import { createCurrentCatalogue } from '../catalogue/current-catalogue';
import { type Config, loadConfig } from '../config';
import { createLogger, type Logger, silentLogger } from '../logger';
import type { Secrets } from '../secrets';
import { type RunningServer, startHttpServer } from '../server';
import { openTestDatabase, type TestDatabase } from './test-database';

export const TEST_SECRETS: Secrets = {
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  deleteCode: 'delete-4321',
  updateCode: 'update-1234',
  manageLinkSecret: 'test-manage-link-secret-that-is-long-enough',
  generated: [],
};

export interface TestServer extends TestDatabase {
  url: string;
  config: Config;
  /** What the app was built with, so a test can run the e-mail worker over the same database. */
  context: AppContext;
  running: RunningServer;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** A database of the test's own making (e.g. on a disk it fills); closed with the server. */
  database?: TestDatabase;
  /** Where the server's log goes (e.g. captured lines a test reads); silent unless `TEST_LOGS`. */
  logger?: Logger;
}

/**
 * The real app on a free port over its own migrated database (or the one given), public-write limits
 * off unless `env` sets them.
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_REQUESTS: 'false',
    DATA_DIR: path.resolve(import.meta.dirname, '../../../.tmp/test-data'),
    STATIC_DIR: path.resolve(import.meta.dirname, '../../../.tmp/no-build'),
    // Most tests book more than 10 times from 127.0.0.1; the limits' own tests set them.
    PUBLIC_WRITE_LIMIT: 'off',
    PROOF_UPLOAD_LIMIT_PER_LINK: 'off',
    PROOF_UPLOAD_LIMIT_PER_ADDRESS: 'off',
    ...env,
  });
  const logger = options.logger ?? (process.env.TEST_LOGS ? createLogger() : silentLogger);
  const catalogue = createCurrentCatalogue(database.db.knex, { checkEveryMs: config.catalogueCheckMs });
  const context: AppContext = { config, db: database.db, logger, secrets: TEST_SECRETS, catalogue };
  const running = await startHttpServer(context, 0, '127.0.0.1');
  return {
    ...database,
    url: running.url,
    config,
    context,
    running,
    close: async () => {
      await running.stop(1_000);
      await database.drop();
    },
  };
}
