import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Loads our TypeScript migrations by import, so the same files run under tsx, vitest and the image. */
class TimestampedMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((name) => /^\d{14}_[a-z0-9_]+\.ts$/.test(name))
      .sort();
  }

  getMigrationName(migration: string): string {
    return migration.replace(/\.ts$/, '');
  }

  async getMigration(migration: string): Promise<MigrationModule> {
    return (await import(path.join(MIGRATIONS_DIR, migration))) as MigrationModule;
  }
}

const migrationConfig: Knex.MigratorConfig = {
  migrationSource: new TimestampedMigrationSource(),
  tableName: 'knex_migrations',
};

export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(migrationConfig, true);
}
