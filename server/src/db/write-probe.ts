import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { Database } from './database';

/**
 * Whether a write can commit right now, on storage that can still grow. The row of `health_checks`
 * is rewritten in a transaction, and something that needs a newly allocated block is written: on
 * PostgreSQL, in the same transaction, `health_space` is truncated (a fresh, empty file) and given
 * one row; in the embedded database's folder, a fresh file of one page is written and synced. A full
 * disk fails the probe as it fails every new booking (the rewrite alone fits in its old page and
 * commits on a full disk). PGlite is not asked to truncate: with no checkpointer, every truncate
 * would leave an empty file behind until the server stops.
 * A health check every few milliseconds (a load balancer, the load test) shares one probe per
 * `maxAgeMs`, so health never becomes a stream of writes contending for the same row.
 */
export interface WriteProbe {
  check(): Promise<boolean>;
}

const PAGE_BYTES = 8_192;

async function writeFreshPage(folder: string): Promise<void> {
  const file = path.join(folder, 'health-space.probe');
  const handle = await fs.open(file, 'w');
  try {
    await handle.write(Buffer.alloc(PAGE_BYTES, 1));
    await handle.sync();
  } finally {
    await handle.close();
    await fs.rm(file, { force: true });
  }
}

async function rewriteInTransaction(knex: Knex, newPage: boolean): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(
      `insert into health_checks (probe, checked_at) values ('write', now())
       on conflict (probe) do update set checked_at = excluded.checked_at`,
    );
    if (!newPage) return;
    await trx.raw('truncate health_space');
    await trx.raw('insert into health_space (probe) values (1)');
  });
}

export function createWriteProbe(db: Database, logger: Logger, maxAgeMs = 1_000): WriteProbe {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  const probe = async () => {
    const wasOk = last?.ok ?? true;
    try {
      await rewriteInTransaction(db.knex, db.kind === 'postgres');
      if (db.kind === 'pglite' && db.location !== 'memory') await writeFreshPage(db.location);
      if (!wasOk) logger.info('health: writes commit again');
      return true;
    } catch (error) {
      // Once per change, not once a second: the reason is in the first line.
      if (wasOk) logger.error('health: a write could not commit', { error });
      return false;
    }
  };
  return {
    check() {
      if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.ok);
      inFlight ??= probe().then((ok) => {
        last = { at: Date.now(), ok };
        inFlight = undefined;
        return ok;
      });
      return inFlight;
    },
  };
}
