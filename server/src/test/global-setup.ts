import fs from 'node:fs';
import knexFactory from 'knex';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  PG_TEMPLATE_NAME,
  PGLITE_TEMPLATE_DIR,
  postgresUrl,
  usingPostgres,
  withDatabaseName,
} from './test-database';

/** Builds the migrated template once per run; each test file then copies it in milliseconds. */
export default async function setup(): Promise<void> {
  if (usingPostgres()) {
    const admin = knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });
    const stale = await admin.raw("select datname from pg_database where datname like 'tbl\\_test\\_%'");
    for (const row of stale.rows as Array<{ datname: string }>) {
      await admin.raw(`drop database if exists ${row.datname} with (force)`);
    }
    await admin.raw(`create database ${PG_TEMPLATE_NAME}`);
    const template = await openDatabase({ databaseUrl: withDatabaseName(postgresUrl(), PG_TEMPLATE_NAME) });
    await migrateToLatest(template.knex);
    await template.close();
    await admin.destroy();
    return;
  }
  fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const template = await openDatabase({ pgliteDir: PGLITE_TEMPLATE_DIR });
  await migrateToLatest(template.knex);
  await template.close();
}
