import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CurrentCatalogue, createCurrentCatalogue } from '../../server/src/catalogue/current-catalogue';
import { type Config, loadConfig } from '../../server/src/config';
import { type Database, openDatabase } from '../../server/src/db/database';
import { createLogger, silentLogger } from '../../server/src/logger';
import type { Secrets } from '../../server/src/secrets';
import { type RunningServer, startHttpServer } from '../../server/src/server';
import { E2E_TEMPLATE_DIR } from './global-setup';

export interface AppServer {
  url: string;
  dataDir: string;
  /** The server's own database, to add staff accounts the way `npm run user` does. */
  db: Database;
  /** The configuration the server runs with (mail sender, public URL), for a test's own outbox worker. */
  config: Config;
  /** The catalogue the server serves, for a test's own outbox worker to name the clinics with. */
  catalogue: CurrentCatalogue;
  running: RunningServer;
  close(): Promise<void>;
}

export const E2E_SECRETS: Secrets = {
  jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing!',
  deleteCode: 'delete-2468',
  updateCode: 'update-1357',
  manageLinkSecret: 'e2e-manage-link-secret-long-enough-0123456789',
  generated: [],
};

/** The real server over the production build and a fresh copy of the migrated embedded database. */
export async function startAppServer(env: NodeJS.ProcessEnv = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-e2e-'));
  fs.cpSync(E2E_TEMPLATE_DIR, path.join(dataDir, 'db'), { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_REQUESTS: 'false',
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(import.meta.dirname, '../../dist'),
    // Journeys book many times from 127.0.0.1; the limit has its own API tests.
    PUBLIC_WRITE_LIMIT: 'off',
    ...env,
  });
  const db = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  const logger = process.env.TEST_LOGS ? createLogger() : silentLogger;
  const catalogue = createCurrentCatalogue(db.knex, { checkEveryMs: config.catalogueCheckMs });
  const running = await startHttpServer(
    {
      config,
      db,
      logger,
      secrets: E2E_SECRETS,
      catalogue,
    },
    0,
    '127.0.0.1',
  );
  return {
    url: running.url.replace('localhost', '127.0.0.1'),
    dataDir,
    db,
    config,
    catalogue,
    running,
    close: async () => {
      await running.stop(1_000);
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
