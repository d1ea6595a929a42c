import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import { nextPromoChange } from '../../../domain/catalogue/promo-window';
import { headTags, withHeadTags } from '../../../domain/seo/head-tags';
import { pageHead } from '../../../domain/seo/page-head';
import type { CurrentCatalogue } from '../catalogue/current-catalogue';
import type { Config } from '../config';
import { publicOrigin } from './public-origin';
import { isPagePath, pageFileFor, setStaticHeaders } from './serve-app';

interface RenderedPage {
  etag: string;
  identity: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** The quick Brotli copy at once, replaced by the best one once it is made. */
function brotliOf(page: RenderedPage): Promise<Buffer> {
  const quick = brotli(page.identity, QUICK_BROTLI);
  const best = brotli(page.identity, BEST_BROTLI);
  best.then(
    () => {
      page.br = best;
    },
    () => undefined,
  );
  return quick;
}

/** Pages kept rendered: every public page at a few origins; past it the cache starts again. */
const MAX_CACHED_PAGES = 600;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * The first visitor of a page (per catalogue version) gets Brotli at 5, about 12% larger than the
 * build's 11 but ten times quicker to make (36 ms against 300 on the home page under load); the 11
 * is made meanwhile, off the event loop, for everyone after.
 */
const QUICK_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

export interface PageHeadsOptions {
  staticDir: string;
  config: Pick<Config, 'publicOrigin' | 'publicUrl'>;
  /** The database catalogue (server/src/catalogue): its current version, checked as pricing's is. */
  catalogue: Pick<CurrentCatalogue, 'snapshot'>;
  now?: () => Date;
}

/**
 * Serves each public page (the prerendered file or the shell, as serve-app.ts picks it) with its
 * own head from the catalogue's current version: title, description, canonical link, Open Graph and
 * Twitter tags, JSON-LD (domain/seo). Rendered and compressed once per catalogue version, origin and
 * address, so a page costs what a static file does. Other paths go on to serve-app.ts unchanged.
 */
export function pageHeads(options: PageHeadsOptions) {
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, RenderedPage>();
  let cachedVersion: number | undefined;
  let cachedUntil = Number.POSITIVE_INFINITY;

  return async function servePageHead(ctx: Context, next: Next) {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      (ctx.path !== '/' && !isPagePath(ctx.path)) ||
      !fs.existsSync(path.join(options.staticDir, 'index.html'))
    ) {
      return next();
    }
    const { catalogue } = await options.catalogue.snapshot();
    const at = now();
    if (
      catalogue.version !== cachedVersion ||
      at.getTime() >= cachedUntil ||
      cache.size >= MAX_CACHED_PAGES
    ) {
      cache.clear();
      cachedVersion = catalogue.version;
      cachedUntil = nextPromoChange(catalogue, at) ?? Number.POSITIVE_INFINITY;
    }
    const origin = publicOrigin(ctx, options.config);
    const file = pageFileFor(options.staticDir, ctx.path, ctx.querystring);
    const stat = fs.statSync(path.join(options.staticDir, file), { throwIfNoEntry: false });
    if (!stat) return next();
    const key = `${origin} ${ctx.path}?${ctx.querystring} ${file}@${stat.mtimeMs}`;
    let page = cache.get(key);
    if (!page) {
      const head = pageHead({ catalogue, origin, now: at }, { path: ctx.path, search: ctx.querystring });
      if (!head) return next();
      const html = withHeadTags(fs.readFileSync(path.join(options.staticDir, file), 'utf8'), headTags(head));
      const identity = Buffer.from(html);
      page = { etag: `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`, identity };
      cache.set(key, page);
    }
    setStaticHeaders(ctx.res, 'no-cache');
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.etag = page.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br') {
      page.br ??= brotliOf(page);
      ctx.set('Content-Encoding', 'br');
      ctx.body = await page.br;
    } else if (encoding === 'gzip') {
      page.gzip ??= gzip(page.identity, { level: 9 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await page.gzip;
    } else {
      ctx.body = page.identity;
    }
  };
}
