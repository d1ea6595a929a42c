import type { AppContext } from '../app-context';
import { createCurrentCatalogue } from '../catalogue/current-catalogue';
import { type Database, openDatabase } from '../db/database';
import { type RunningServer, startHttpServer } from '../server';
import { postgresUrl, usingPostgres, withDatabaseName } from '../test/test-database';
import type { TestServer } from '../test/test-server';

export interface SecondInstance {
  url: string;
  context: AppContext;
  running: RunningServer;
  close(): Promise<void>;
}

/**
 * Another server over the first one's database. On PostgreSQL it has a connection pool of its own,
 * as a second process would. PGlite cannot be shared between processes, so there it shares the
 * first instance's embedded database (and its single connection serialises everything).
 */
export async function startSecondInstance(
  first: TestServer,
  env: Partial<AppContext> = {},
): Promise<SecondInstance> {
  let db: Database = first.db;
  let own: Database | undefined;
  if (usingPostgres()) {
    const name = (await first.db.knex.raw('select current_database() as name')).rows[0].name as string;
    own = await openDatabase({ databaseUrl: withDatabaseName(postgresUrl(), name) });
    db = own;
  }
  const config = env.config ?? first.context.config;
  // An instance of its own caches its own catalogue, as a second process would.
  const catalogue =
    env.catalogue ?? createCurrentCatalogue(db.knex, { checkEveryMs: config.catalogueCheckMs });
  const context: AppContext = { ...first.context, ...env, db, catalogue };
  const running = await startHttpServer(context, 0, '127.0.0.1');
  return {
    url: running.url,
    context,
    running,
    close: async () => {
      await running.stop(1_000);
      await own?.close();
    },
  };
}
