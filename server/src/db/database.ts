import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';

export interface Database {
  knex: Knex;
  kind: 'pglite' | 'postgres';
  /** Where the embedded database lives, for the start-up banner. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options.pgliteDir);
}

function openPostgres(connectionString: string, poolMax: number): Database {
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString, application_name: 'tbl-clinic' },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
  const { host, pathname } = new URL(connectionString);
  return { knex, kind: 'postgres', location: `${host}${pathname}`, close: () => knex.destroy() };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    // knex-pglite takes a ready instance through a function; its types do not describe that form.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
  return {
    knex,
    kind: 'pglite',
    location: dir ?? 'memory',
    close: async () => {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
