import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../server/src/app-context';
import { createCurrentCatalogue } from '../server/src/catalogue/current-catalogue';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { silentLogger } from '../server/src/logger';
import { startHttpServer } from '../server/src/server';

/**
 * The real app, as `npm start` builds it, in its own process over the bench database. The e-mail
 * worker is left off so the figures are the HTTP path alone (its rows are still written).
 */
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  LOG_REQUESTS: 'false',
  DATA_DIR: path.join(os.tmpdir(), 'tbl-bench-data'),
  STATIC_DIR: path.join(os.tmpdir(), 'tbl-bench-no-build'),
  // The benchmarks book many times from one address; the limit would measure itself.
  PUBLIC_WRITE_LIMIT: 'off',
});
const db = await openDatabase({ databaseUrl, poolMax: 10 });
const context: AppContext = {
  config,
  db,
  catalogue: createCurrentCatalogue(db.knex, { checkEveryMs: config.catalogueCheckMs }),
  logger: silentLogger,
  secrets: {
    jwtSecret: process.env.BENCH_JWT_SECRET ?? '',
    deleteCode: 'bench-delete',
    updateCode: 'bench-update',
    generated: [],
  },
};
const running = await startHttpServer(context, 0, '127.0.0.1');
console.log(`listening ${running.url}`);
process.on('SIGTERM', async () => {
  await running.stop(1_000);
  await db.close();
  process.exit(0);
});
