import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';

/**
 * A `date` column is a calendar date (`YYYY-MM-DD`), not an instant: both drivers would otherwise
 * turn it into a Date at local midnight, which shifts it a day in any zone west of the server's.
 */
const DATE_OID = 1082;
const keepText = (value: string) => value;
pg.types.setTypeParser(DATE_OID, keepText);

export const LOCK_TIMEOUT_MS = 10_000;

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
  // No statement waits on a lock for more than 10 s: a request replayed while the first still holds
  // its Idempotency-Key gets 409 'still in progress' rather than hanging (PGlite never waits: it has
  // a single connection). pg sends lock_timeout at connect; knex's types just do not list it.
  const connection = { connectionString, application_name: 'tbl-clinic', lock_timeout: LOCK_TIMEOUT_MS };
  const knex = knexFactory({
    client: 'pg',
    connection,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
    // knex warns with the whole stack ("Acquire connection error: Error: connect ECONNREFUSED ... at
    // ..."), one warning per request while the database is down: one line each is enough.
    log: { warn: (message: unknown) => console.warn(String(message).split('\n')[0]) },
  });
  const { host, pathname } = new URL(connectionString);
  return { knex, kind: 'postgres', location: `${host}${pathname}`, close: () => knex.destroy() };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    parsers: { [DATE_OID]: keepText },
  });
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
