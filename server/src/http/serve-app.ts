import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/** Files whose names carry a content hash never change: a year, immutable. */
const HASHED_ASSET = /^\/assets\//;
/** Files that must be checked on every load so a release reaches everyone. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheControlFor(requestPath: string): string {
  if (HASHED_ASSET.test(requestPath)) return 'public, max-age=31536000, immutable';
  if (
    ALWAYS_REVALIDATE.has(requestPath) ||
    requestPath.endsWith('.html') ||
    requestPath.startsWith('/workbox-')
  ) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

/**
 * The build writes `.br` and `.gz` copies beside its text files and koa-send serves the best one the
 * browser accepts; a shared cache must then keep the copies apart by the request's Accept-Encoding.
 */
export function setStaticHeaders(res: ServerResponse, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
}

/** A page path is one without a file extension in its last segment. */
export function isPagePath(requestPath: string): boolean {
  return !path.posix.basename(requestPath).includes('.');
}

/** The build's empty page for paths it did not prerender (app/src/pwa/sw-routes.ts, SHELL_FILE). */
const SHELL_FILE = 'shell.html';
/** Page paths the build may have prerendered: lowercase words, digits and dashes between slashes. */
const PRERENDERABLE = /^(\/[a-z0-9-]+)+\/?$/;

/** A query the build may have rendered a page for: one `name=value` of lowercase words and dashes. */
const PRERENDERABLE_QUERY = /^[a-z]+=[a-z0-9-]+$/;

/**
 * The file answering a page path: the page the build prerendered for it (`/services` is
 * `services/index.html`, `/` is `index.html`; `/services?category=face-slimming` is
 * `services/index.category=face-slimming.html` when the build made it), else the shell, whose
 * script renders the page in the browser. A build made before pages were prerendered has only
 * `index.html`, the shell.
 */
export function pageFileFor(staticDir: string, requestPath: string, querystring: string): string {
  if (PRERENDERABLE.test(requestPath) && PRERENDERABLE_QUERY.test(querystring)) {
    const variant = path.posix.join(requestPath, `index.${querystring}.html`).slice(1);
    if (fs.existsSync(path.join(staticDir, variant))) return variant;
  }
  if (PRERENDERABLE.test(requestPath)) {
    const prerendered = path.posix.join(requestPath, 'index.html').slice(1);
    if (fs.existsSync(path.join(staticDir, prerendered))) return prerendered;
  }
  if (requestPath !== '/' && fs.existsSync(path.join(staticDir, SHELL_FILE))) return SHELL_FILE;
  return 'index.html';
}

/**
 * Serves the built app. Real files as they are; page paths get their prerendered page or the shell,
 * always revalidated; a missing asset is a plain 404 so a stale page never runs HTML as JavaScript.
 */
export function serveApp(staticDir: string) {
  const indexPath = path.join(staticDir, 'index.html');
  return async function serveBuiltApp(ctx: Context, next: Next) {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path === '/api' ||
      ctx.path.startsWith('/api/')
    ) {
      return next();
    }
    if (!fs.existsSync(indexPath)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The app has not been built yet. Run `npm run build`, then reload.';
      return;
    }
    if (ctx.path !== '/' && !isPagePath(ctx.path)) {
      try {
        await send(ctx, ctx.path, {
          root: staticDir,
          setHeaders: (res) => setStaticHeaders(res, cacheControlFor(ctx.path)),
        });
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
      }
      return;
    }
    await send(ctx, pageFileFor(staticDir, ctx.path, ctx.querystring), {
      root: staticDir,
      setHeaders: (res) => setStaticHeaders(res, 'no-cache'),
    });
  };
}
