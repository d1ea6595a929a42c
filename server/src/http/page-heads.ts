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
import {
  catalogueChanges,
  type PageRenderer,
  pageRenderer,
  renderedAddress,
  rendererEntryFor,
  withCataloguePatch,
  withPageMarkup,
} from './rendered-pages';
import { isPagePath, pageFileFor, setStaticHeaders } from './serve-app';

interface RenderedPage {
  status: number;
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
  /** Renders a page's markup from a catalogue version: the build's renderer unless a test gives one. */
  render?: PageRenderer;
}

const SERVICE_PATH = '/service/';
/** The build renders only the treatments compiled into it; a new one is rendered in a sibling's page. */
const SHELL_FILE = 'shell.html';

function anyServicePage(staticDir: string): string | undefined {
  const dir = path.join(staticDir, 'service');
  if (!fs.existsSync(dir)) return undefined;
  const first = fs.readdirSync(dir).find((name) => fs.existsSync(path.join(dir, name, 'index.html')));
  return first ? `service/${first}/index.html` : undefined;
}

/**
 * Serves each public page (the prerendered file or the shell, as serve-app.ts picks it) from the
 * catalogue's current version: its markup rendered again by the build's renderer (prices, names,
 * hours as the clinic last edited them; a treatment added since is rendered in a sibling's page, a
 * retired one reads as gone with a 404), the catalogue's changes for the browser to hydrate the same
 * (rendered-pages.ts), and its own head: title, description, canonical link, Open Graph and Twitter
 * tags, JSON-LD (domain/seo). Rendered and compressed once per catalogue version, origin and
 * address, so a page costs what a static file does. Other paths go on to serve-app.ts unchanged.
 */
export function pageHeads(options: PageHeadsOptions) {
  const now = options.now ?? (() => new Date());
  const render = options.render ?? pageRenderer(rendererEntryFor(options.staticDir));
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
    const { catalogue, etag: catalogueEtag } = await options.catalogue.snapshot();
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
    const head = () => pageHead({ catalogue, origin, now: at }, { path: ctx.path, search: ctx.querystring });
    let file = pageFileFor(options.staticDir, ctx.path, ctx.querystring);
    const isService = ctx.path.startsWith(SERVICE_PATH);
    if (file === SHELL_FILE && isService && head()) file = anyServicePage(options.staticDir) ?? file;
    const stat = fs.statSync(path.join(options.staticDir, file), { throwIfNoEntry: false });
    if (!stat) return next();
    const key = `${origin} ${ctx.path}?${ctx.querystring} ${file}@${stat.mtimeMs}`;
    let page = cache.get(key);
    if (!page) {
      const pageHeadNow = head();
      const built = fs.readFileSync(path.join(options.staticDir, file), 'utf8');
      const address = renderedAddress(built, ctx.path);
      // A treatment not on offer keeps the generic head; its prerendered page is rendered again (as
      // gone) so that no old price stays served, and says so with a 404.
      if (!pageHeadNow && !(isService && address)) return next();
      let html = built;
      if (address) {
        try {
          const markup = await render(address, catalogue);
          if (markup !== undefined) html = withPageMarkup(html, markup);
        } catch (error) {
          console.error(`Could not render ${address} from catalogue version ${catalogue.version}`, error);
        }
      }
      html = withCataloguePatch(html, { ...catalogueChanges(catalogue), etag: catalogueEtag });
      if (pageHeadNow) html = withHeadTags(html, headTags(pageHeadNow));
      const identity = Buffer.from(html);
      page = {
        status: pageHeadNow ? 200 : 404,
        etag: `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`,
        identity,
      };
      cache.set(key, page);
    }
    setStaticHeaders(ctx.res, 'no-cache');
    ctx.status = page.status;
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
