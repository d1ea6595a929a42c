import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockEmbeddedDatabase } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** `npm run migrate`: brings the configured database to the latest schema. */
try {
  const config = loadConfig();
  lockEmbeddedDatabase(config, 'npm run migrate');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const applied = await migrateToLatest(db.knex);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  await db.close();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
