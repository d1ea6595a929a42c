import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  dropDatabase,
  newTestRun,
  postgresUrl,
  TEMPLATES_DIR,
  TEST_DATABASE_PREFIX,
  usingPostgres,
  withDatabaseName,
} from './test-database';

/** A run that crashed leaves its databases behind; any run this old is certainly over. */
const STALE_AFTER_SECONDS = 6 * 3600;

function runIsStale(name: string): boolean {
  const started = Number(/(\d{9,})_/.exec(name)?.[1]);
  return !Number.isFinite(started) || started < Date.now() / 1000 - STALE_AFTER_SECONDS;
}

async function testDatabases(admin: Knex): Promise<string[]> {
  const result = await admin.raw(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%'`,
  );
  return (result.rows as Array<{ datname: string }>).map((row) => row.datname);
}

/**
 * Builds this run's migrated template once; each test file then copies it in milliseconds. The
 * teardown removes what the run made, and the set-up what crashed runs left long ago.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = newTestRun();
  project.provide('testRun', run);
  if (usingPostgres()) {
    const admin = knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });
    for (const name of (await testDatabases(admin)).filter(runIsStale)) {
      await dropDatabase(admin, name);
    }
    const template = `${TEST_DATABASE_PREFIX}${run}_template`;
    await admin.raw(`create database ${template}`);
    const db = await openDatabase({ databaseUrl: withDatabaseName(postgresUrl(), template) });
    await migrateToLatest(db.knex);
    await db.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      for (const name of (await testDatabases(admin)).filter((name) => name.includes(`_${run}_`))) {
        await dropDatabase(admin, name);
      }
      await admin.destroy();
    };
  }
  fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
  for (const entry of fs.readdirSync(TEMPLATES_DIR)) {
    const full = path.join(TEMPLATES_DIR, entry);
    const old = fs.statSync(full).mtimeMs < Date.now() - STALE_AFTER_SECONDS * 1000;
    if (entry.startsWith('pglite-template') && old) fs.rmSync(full, { recursive: true, force: true });
  }
  const dir = path.join(TEMPLATES_DIR, `pglite-template-${run}`);
  const db = await openDatabase({ pgliteDir: dir });
  await migrateToLatest(db.knex);
  await db.close();
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', '');
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
