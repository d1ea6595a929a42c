import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import type { CatalogueSnapshot } from '../../../domain/catalogue/catalogue-snapshot';
import { nextPromoChange } from '../../../domain/catalogue/promo-window';
import { headTags, withHeadTags } from '../../../domain/seo/head-tags';
import { pageHead } from '../../../domain/seo/page-head';
import type { Config } from '../config';
import { publicOrigin } from './public-origin';
import { isPagePath, pageFileFor, setStaticHeaders } from './serve-app';

interface RenderedPage {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Pages kept rendered: every public page at a few origins; past it the cache starts again. */
const MAX_CACHED_PAGES = 600;

/**
 * Brotli at 9: within a few per cent of the build's 11 on a page of HTML, in a few milliseconds
 * instead of tens, paid once per page and catalogue version.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

export interface PageHeadsOptions {
  staticDir: string;
  config: Pick<Config, 'publicOrigin' | 'publicUrl'>;
  getCatalogue: () => Promise<CatalogueSnapshot>;
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
  let cachedVersion: string | undefined;
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
    const catalogue = await options.getCatalogue();
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
      page.br ??= zlib.brotliCompressSync(page.identity, BROTLI);
      ctx.set('Content-Encoding', 'br');
      ctx.body = page.br;
    } else if (encoding === 'gzip') {
      page.gzip ??= zlib.gzipSync(page.identity, { level: 9 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = page.gzip;
    } else {
      ctx.body = page.identity;
    }
  };
}
