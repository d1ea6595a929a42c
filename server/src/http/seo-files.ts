import type { Context, Next } from 'koa';
import { robotsTxt, sitemapXml } from '../../../domain/seo/sitemap';
import type { CurrentCatalogue } from '../catalogue/current-catalogue';
import type { Config } from '../config';
import { publicOrigin } from './public-origin';

export interface SeoFilesOptions {
  config: Pick<Config, 'publicOrigin' | 'publicUrl'>;
  catalogue: Pick<CurrentCatalogue, 'snapshot'>;
}

/**
 * `GET /sitemap.xml` (every public page and active treatment of the current catalogue) and
 * `GET /robots.txt` (staff, manage links and the API left out; the sitemap named). Checked again
 * within the hour, as the catalogue changes.
 */
export function seoFiles(options: SeoFilesOptions) {
  return async function serveSeoFile(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/sitemap.xml') {
      const { catalogue, dates } = await options.catalogue.snapshot();
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = sitemapXml(catalogue, publicOrigin(ctx, options.config), dates);
      return;
    }
    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robotsTxt(publicOrigin(ctx, options.config));
      return;
    }
    return next();
  };
}
