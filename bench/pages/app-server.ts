import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCurrentCatalogue } from '../../server/src/catalogue/current-catalogue';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { silentLogger } from '../../server/src/logger';
import { startHttpServer } from '../../server/src/server';

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/**
 * The real server, configured as in production, over `staticDir` and a fresh embedded database in a
 * temporary directory that is removed on close.
 */
export async function startApp(staticDir: string): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-pages-bench-'));
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret,
    LOG_REQUESTS: 'false',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
  });
  const db = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await migrateToLatest(db.knex);
  const secrets = { jwtSecret, deleteCode: 'bench-delete', updateCode: 'bench-update', generated: [] };
  const running = await startHttpServer(
    {
      config,
      db,
      logger: silentLogger,
      secrets,
      catalogue: createCurrentCatalogue(db.knex, { checkEveryMs: config.catalogueCheckMs }),
    },
    0,
    '127.0.0.1',
  );
  return {
    url: running.url.replace('localhost', '127.0.0.1'),
    close: async () => {
      await running.stop(1_000);
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
