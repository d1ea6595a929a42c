import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database';

/**
 * Every test file gets a database of its own, already migrated: a copy of a PGlite template folder,
 * or on PostgreSQL (`TEST_DATABASE=postgres` with `DATABASE_URL`) a database made from a template.
 * Each run builds its own template (global-setup.ts hands over its name), so two runs in the same
 * checkout at once never pull a template from under each other.
 */
export const TEMPLATES_DIR = path.resolve(import.meta.dirname, '../../../.tmp');
/** Database names of one run start with `tbl_test_<run>_`; the run is `<unix seconds>_<random>`. */
export const TEST_DATABASE_PREFIX = 'tbl_test_';

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
    pgliteTemplateDir: string;
    postgresTemplate: string;
  }
}

export function newTestRun(): string {
  return `${Math.floor(Date.now() / 1000)}_${crypto.randomBytes(3).toString('hex')}`;
}

export function usingPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  return url;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Drops a test's PostgreSQL database, ending its connections. An autovacuum worker (a process FORCE
 * may not end for a role that is not a superuser: 42501) can be busy in a database a test just wrote
 * a lot into or just migrated; it finishes in a moment, so the drop is tried again for up to 5 s.
 */
export async function dropDatabase(admin: Knex, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.raw(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (usingPostgres()) {
    const name = `${TEST_DATABASE_PREFIX}${inject('testRun')}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${name} template ${inject('postgresTemplate')}`);
    const db = await openDatabase({ databaseUrl: withDatabaseName(postgresUrl(), name), poolMax: 20 });
    return {
      db,
      drop: async () => {
        await db.close();
        await dropDatabase(admin, name);
        await admin.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-pglite-'));
  fs.cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  const db = await openDatabase({ pgliteDir: dir });
  return {
    db,
    drop: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
