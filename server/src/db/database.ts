import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { type ReplicaWatch, watchReplica } from './replica-watch';

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
  /**
   * The streaming replica of `DATABASE_READ_URL`, undefined without one (every read on `knex`).
   * Handlers ask `readKnex` (read-routing.ts) which to read with, never take it directly: that is
   * where the replica's lag and a staff session's own writes are weighed.
   */
  replica: ReplicaWatch | undefined;
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
  /** `DATABASE_READ_URL` and its lag bound: a streaming replica of `databaseUrl`. */
  readReplica?: { url: string; maxLagMs: number } | undefined;
  /** Where the replica's changes of state go (down, behind, in step again): once each. */
  log?: (line: string) => void;
}

export class ReadReplicaWithoutPostgresError extends Error {
  override name = 'ReadReplicaWithoutPostgresError';
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const primary = openPostgres(options.databaseUrl, options.poolMax ?? 10);
    if (!options.readReplica) return primary;
    const { url, maxLagMs } = options.readReplica;
    // A replica is read-only and may be far away: a read waits 2 s for a connection, then the
    // primary answers (replica-watch.ts).
    const replicaDb = openPostgres(url, options.poolMax ?? 10, { acquireMs: 2_000 });
    const replica = watchReplica(primary.knex, replicaDb.knex, replicaDb.location, {
      maxLagMs,
      log: options.log ?? ((line) => console.warn(line)),
    });
    return {
      ...primary,
      replica,
      close: async () => {
        await Promise.all([primary.close(), replicaDb.close()]);
      },
    };
  }
  if (options.readReplica) {
    throw new ReadReplicaWithoutPostgresError(
      'DATABASE_READ_URL is only used with DATABASE_URL (PostgreSQL): the embedded database has no replicas',
    );
  }
  return openPglite(options.pgliteDir);
}

function openPostgres(connectionString: string, poolMax: number, replica?: { acquireMs: number }): Database {
  // No statement waits on a lock for more than 10 s: a request replayed while the first still holds
  // its Idempotency-Key gets 409 'still in progress' rather than hanging (PGlite never waits: it has
  // a single connection). pg sends lock_timeout at connect; knex's types just do not list it.
  const connection = { connectionString, application_name: 'tbl-clinic', lock_timeout: LOCK_TIMEOUT_MS };
  const knex = knexFactory({
    client: 'pg',
    connection,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: replica?.acquireMs ?? 10_000,
    // knex warns with the whole stack ("Acquire connection error: Error: connect ECONNREFUSED ... at
    // ..."), one warning per request while the database is down: one line each is enough.
    // A replica's own warnings are left out: replica-watch.ts says once that it is down.
    log: {
      warn: (message: unknown) => {
        if (!replica) console.warn(String(message).split('\n')[0]);
      },
    },
  });
  const { host, pathname } = new URL(connectionString);
  return {
    knex,
    replica: undefined,
    kind: 'postgres',
    location: `${host}${pathname}`,
    close: () => knex.destroy(),
  };
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
    replica: undefined,
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
