import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { resolveSecrets } from './secrets';
import { startHttpServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger();
  const secrets = resolveSecrets(config);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const applied = await migrateToLatest(db.knex);
  if (applied.length > 0) logger.info(`applied ${applied.length} migration(s)`, { applied });

  const running = await startHttpServer({ config, db, logger, secrets }, config.port, config.host);
  console.log(`\n  TBL Aesthetics & Slimming Center is running at ${running.url}`);
  console.log(
    `  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${db.location}` : `PostgreSQL at ${db.location}`}`,
  );
  console.log(
    `  E-mail:   ${config.smtpUrl ? 'SMTP' : `written as .eml files to ${path.join(config.dataDir, 'mail')}`}`,
  );
  if (secrets.generated.includes('deleteCode') || secrets.generated.includes('updateCode')) {
    console.log(`  Back-office codes (shown once, kept in ${path.join(config.dataDir, 'secrets.json')}):`);
    console.log(`    update code: ${secrets.updateCode}   delete code: ${secrets.deleteCode}`);
  }
  console.log('');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight, then closing`);
    await running.stop();
    await db.close();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
