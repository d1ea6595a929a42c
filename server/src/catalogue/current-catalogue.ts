import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { type CatalogueRules, catalogueRules } from '../../../domain/catalogue/catalogue-rules';
import type { Catalogue } from '../../../domain/catalogue/catalogue-shapes';
import { manilaDate } from '../../../domain/manila-date';
import type { CatalogueDates } from '../../../domain/seo/sitemap';
import { readCatalogue, readCatalogueDates, readCatalogueVersion } from './read-catalogue';

export const CATALOGUE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type CatalogueEncoding = (typeof CATALOGUE_ENCODINGS)[number];

/** `GET /api/catalogue`'s body in one content coding, as sent, with the strong ETag of those bytes. */
export interface EncodedBody {
  bytes: Buffer;
  etag: string;
}

/** One catalogue version as this instance serves it: the data, the rules over it, and its answer. */
export interface CatalogueSnapshot {
  catalogue: Catalogue;
  rules: CatalogueRules;
  /** The ETag of the uncompressed answer (the version and a hash of its JSON). */
  etag: string;
  /**
   * `GET /api/catalogue`'s answer serialized and compressed once per version (Brotli 11, gzip 9,
   * none), so a request only writes bytes; each coding has its own ETag (RFC 9110 8.8.3).
   */
  encoded: Record<CatalogueEncoding, EncodedBody>;
  /** The Manila date the closed dates were cut at ("from today on"). */
  today: string;
  /** When this version and each treatment last changed: the sitemap's `lastmod`. */
  dates: CatalogueDates;
}

/**
 * The server's one source of the catalogue (STYLE 11). Every instance caches the version it read and
 * asks the database for the version number (one row) every `checkEveryMs`; when it moved, or the
 * Manila date turned, it reads the whole catalogue again. An edit on any instance therefore reaches
 * every instance within `checkEveryMs` plus one read, and this instance at once (`reload`).
 * A running server keeps it fresh in the background (`keepFresh`, from its start), so requests take
 * the version in hand and never wait for a read; without that, a request past the interval checks.
 * Read it before opening a transaction: on PGlite a read outside an open transaction waits for it.
 */
export interface CurrentCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  rules(): Promise<CatalogueRules>;
  /** Reads the database now (after an edit made here), whatever the last check. */
  reload(): Promise<CatalogueSnapshot>;
  /**
   * Reads the catalogue now (the server's start), then checks it every `checkEveryMs` on an unref'd
   * timer until the returned function stops it. A failed read is reported and tried again next time.
   */
  keepFresh(onError: (error: unknown) => void): Promise<() => void>;
}

export interface CurrentCatalogueOptions {
  checkEveryMs: number;
  now?: () => Date;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed off the event loop (zlib's thread pool), so requests keep being served meanwhile. */
async function snapshotOf(
  catalogue: Catalogue,
  today: string,
  dates: CatalogueDates,
): Promise<CatalogueSnapshot> {
  const identity = Buffer.from(JSON.stringify(catalogue));
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const tag = (suffix: string) => `"${catalogue.version}-${hash}${suffix}"`;
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return {
    catalogue,
    rules: catalogueRules(catalogue),
    etag: tag(''),
    encoded: {
      br: { bytes: br, etag: tag('-br') },
      gzip: { bytes: gzipped, etag: tag('-gz') },
      identity: { bytes: identity, etag: tag('') },
    },
    today,
    dates,
  };
}

export function createCurrentCatalogue(
  db: Knex,
  { checkEveryMs, now = () => new Date() }: CurrentCatalogueOptions,
) {
  let current: CatalogueSnapshot | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<CatalogueSnapshot> | undefined;

  async function readWhole(today: string): Promise<CatalogueSnapshot> {
    // One consistent view: the version number and the rows it stands for, from the same moment.
    const [catalogue, dates] = await db.transaction(
      async (trx) => [await readCatalogue(trx, today), await readCatalogueDates(trx)] as const,
      { isolationLevel: 'repeatable read' },
    );
    return await snapshotOf(catalogue, today, dates);
  }

  async function check(force: boolean): Promise<CatalogueSnapshot> {
    const today = manilaDate(now());
    if (!force && current && current.today === today) {
      const version = await readCatalogueVersion(db);
      if (version === current.catalogue.version) return current;
    }
    return readWhole(today);
  }

  function refresh(force: boolean): Promise<CatalogueSnapshot> {
    if (inFlight && !force) return inFlight;
    const started = Date.now();
    const pending = check(force).then((snapshot) => {
      // A slower, older read never replaces a newer version read meanwhile.
      if (
        !current ||
        snapshot.catalogue.version >= current.catalogue.version ||
        snapshot.today !== current.today
      ) {
        current = snapshot;
      }
      checkedAt = Math.max(checkedAt, started);
      return current;
    });
    inFlight = pending;
    pending
      .finally(() => {
        if (inFlight === pending) inFlight = undefined;
      })
      .catch(() => {});
    return pending;
  }

  let keepers = 0;

  const catalogueSource: CurrentCatalogue = {
    async snapshot() {
      const age = Date.now() - checkedAt;
      if (current && age < checkEveryMs) return current;
      // Kept fresh in the background: the check is due or under way; serve what is in hand, unless
      // the timer has clearly stopped getting through (two intervals without a check).
      if (current && keepers > 0 && age < 2 * checkEveryMs) {
        if (!inFlight) refresh(false).catch(() => {});
        return current;
      }
      return refresh(false);
    },
    async rules() {
      return (await catalogueSource.snapshot()).rules;
    },
    reload: () => refresh(true),
    async keepFresh(onError) {
      await refresh(false).catch(onError);
      keepers += 1;
      const timer =
        checkEveryMs > 0
          ? setInterval(() => {
              if (!inFlight) refresh(false).catch(onError);
            }, checkEveryMs)
          : undefined;
      timer?.unref();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        keepers -= 1;
        clearInterval(timer);
      };
    },
  };
  return catalogueSource;
}
