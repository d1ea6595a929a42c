import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Compiled (`npm run build:server`) the migrations are JavaScript beside the code. */
const COMPILED_MIGRATIONS = path.join(here, 'migrations');
/** `migrations/*.ts` in the repository under tsx and vitest; `build/server/migrations/*.js` compiled. */
export const MIGRATIONS_DIR = fs.existsSync(COMPILED_MIGRATIONS)
  ? COMPILED_MIGRATIONS
  : path.resolve(here, '../../../migrations');
const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.(ts|js)$/;

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Loads the migrations by import: the TypeScript files under tsx and vitest, their compiled copies in production. */
class TimestampedMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((name) => MIGRATION_FILE.test(name))
      .sort();
  }

  getMigrationName(migration: string): string {
    return migration.replace(/\.(ts|js)$/, '');
  }

  async getMigration(migration: string): Promise<MigrationModule> {
    return (await import(path.join(MIGRATIONS_DIR, migration))) as MigrationModule;
  }
}

const migrationConfig: Knex.MigratorConfig = {
  migrationSource: new TimestampedMigrationSource(),
  tableName: 'knex_migrations',
};

/** Any fixed number, the same in every instance: the key of the advisory lock migrations run under. */
export const MIGRATION_LOCK_KEY = 7_302_026_001;

const latest = async (knex: Knex) => {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
};

/**
 * Applies the migrations not yet applied. On PostgreSQL under an advisory lock: instances started
 * together on an empty database each tried to create `knex_migrations` and one crashed (issue 30
 * item 8); now the second waits (no lock timeout) for the first to finish, then finds nothing left to
 * do. The lock is held by a connection of its own, outside the pool, so a pool of one still migrates;
 * closing that connection releases it whatever happened. PGlite has one connection and one writer
 * (data-dir-lock.ts): no lock there.
 */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  if (knex.client.config.client !== 'pg') return latest(knex);
  const holder = new pg.Client(knex.client.config.connection as pg.ClientConfig);
  await holder.connect();
  try {
    await holder.query('set lock_timeout = 0');
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await latest(knex);
  } finally {
    await holder.end();
  }
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(migrationConfig, true);
}

/** Undoes the latest `steps` migrations one by one (a test of their `down`). */
export async function migrateDown(knex: Knex, steps: number): Promise<void> {
  for (let step = 0; step < steps; step += 1) await knex.migrate.down(migrationConfig);
}

/**
 * Undoes every applied migration from `first` (a name without extension) on, latest first: a test
 * of a group's `down` that holds however many migrations later rounds add after it.
 */
export async function migrateDownThrough(knex: Knex, first: string): Promise<void> {
  for (;;) {
    const [completed] = (await knex.migrate.list(migrationConfig)) as [Array<{ name: string }>, unknown];
    const last = completed
      .map((entry) => entry.name.replace(/\.(ts|js)$/, ''))
      .sort()
      .at(-1);
    if (!last || last < first) return;
    await knex.migrate.down(migrationConfig);
  }
}

/** Undoes, latest first, every migration from the one stamped `version` on (a test of a backfill). */
export function migrateDownTo(knex: Knex, version: string): Promise<void> {
  return migrateDownThrough(knex, version);
}
