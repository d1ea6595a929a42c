import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { lockEmbeddedDatabase } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runUserCommand } from '../users/user-command';
import { readPassword } from './read-password';

/**
 * `npm run user -- add|list|remove ...`: staff accounts in the configured database. With the embedded
 * database it refuses to run beside the server (PGlite has one writer): stop the server first.
 */
try {
  const config = loadConfig();
  lockEmbeddedDatabase(config, 'npm run user');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await migrateToLatest(db.knex);
    await runUserCommand(db.knex, process.argv.slice(2), {
      readPassword,
      print: (line) => console.log(line),
    });
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
