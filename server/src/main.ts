import path from 'node:path';
import type { AppContext } from './app-context';
import { startBackgroundJobs } from './background';
import { createCurrentCatalogue } from './catalogue/current-catalogue';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockEmbeddedDatabase } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { createMailTransport } from './mail/transport';
import { healthKeyOf, resolveSecrets, secretsFileOf } from './secrets';
import { startHttpServer } from './server';
import { resolveSharedSecrets } from './shared-secrets';
import { checkDatabaseReachable, checkDataDirWritable, checkPortFree } from './startup/startup-checks';
import { listenProblem, StartupError } from './startup/startup-error';
import { createFirstAdmin } from './users/first-admin';
import { ensureAdmin } from './users/users';

async function main(): Promise<void> {
  const config = loadConfig();
  checkDataDirWritable(config.dataDir);
  // Before anything touches DATA_DIR: a second process on the same embedded database stops here.
  const lock = lockEmbeddedDatabase(config, 'server');
  const logger = createLogger(undefined, config.logFormat);
  // Before the migrations: a port in use says so at once, not after them.
  await checkPortFree(config.port, config.host);
  if (config.databaseUrl) await checkDatabaseReachable(config.databaseUrl);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    readReplica: config.readReplica,
    log: (line) => logger.info(line),
  });
  const applied = await migrateToLatest(db.knex);
  if (applied.length > 0) logger.info(`applied ${applied.length} migration(s)`, { applied });
  // PostgreSQL: in the database, the same for every instance; the embedded setup: in DATA_DIR.
  const shared = db.kind === 'postgres' ? await resolveSharedSecrets(db.knex, config) : undefined;
  const secrets = shared ?? resolveSecrets(config);
  // A stored health key that is not 32 bytes stops the start, not the first health-form save.
  healthKeyOf(secrets);
  if (shared && shared.copiedFromFile.length > 0) {
    logger.info(`copied ${shared.copiedFromFile.join(', ')} from ${secretsFileOf(config)} into the database`);
  }
  if (shared && shared.fileDiffers.length > 0) {
    logger.info(
      `${secretsFileOf(config)} differs from the database for ${shared.fileDiffers.join(', ')}: the database's are used (the file can go)`,
    );
  }
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(db.knex, config.adminEmail, config.adminPassword);
    if (outcome !== 'unchanged') logger.info(`admin ${config.adminEmail} ${outcome}`);
  }
  const firstAdmin = config.adminEmail ? undefined : await createFirstAdmin(db.knex);

  const transport = createMailTransport(config);
  const catalogue = createCurrentCatalogue(db.knex, { checkEveryMs: config.catalogueCheckMs });
  const jobs = startBackgroundJobs({ config, db, secrets, catalogue }, transport, logger);
  const context: AppContext = {
    config,
    db,
    logger,
    secrets,
    catalogue,
    wakeOutbox: () => jobs.wake(),
  };
  const running = await startHttpServer(context, config.port, config.host).catch((error: unknown) => {
    throw listenProblem(error, config.port, config.host) ?? error;
  });
  console.log(`\n  TBL Aesthetics & Slimming Center is running at ${running.url}`);
  console.log(
    `  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${db.location}` : `PostgreSQL at ${db.location}`}`,
  );
  if (db.replica) console.log(`  Reads:    the desk's lists from the replica at ${db.replica.location}`);
  console.log(`  E-mail:   ${config.smtpUrl ? 'SMTP' : transport.describe}`);
  console.log(`  Texts:    ${jobs.smsSender.describe}`);
  if (db.kind === 'postgres') {
    const healthKey = config.healthDataKey ? '' : ' (HEALTH_DATA_KEY unset: its key is in every pg_dump)';
    console.log(
      `  Secrets:  those not set in the environment are in the database, shared by every instance${healthKey}`,
    );
  }
  if (secrets.generated.includes('deleteCode') || secrets.generated.includes('updateCode')) {
    const keptIn = db.kind === 'postgres' ? 'the database' : secretsFileOf(config);
    console.log(`  Back-office codes (shown once, kept in ${keptIn}):`);
    console.log(`    update code: ${secrets.updateCode}   delete code: ${secrets.deleteCode}`);
  }
  if (firstAdmin) {
    console.log('  First admin account (shown once; change it under Accounts after signing in):');
    console.log(`    e-mail: ${firstAdmin.email}   password: ${firstAdmin.password}`);
  } else if (!config.adminEmail || !config.adminPassword) {
    console.log('  Staff sign-in: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run user -- add ...`');
  }
  console.log('');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight, then closing`);
    await running.stop();
    await jobs.stop();
    await db.close();
    lock?.release();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
