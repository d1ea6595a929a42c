import type { Context } from 'koa';
import type { Config } from '../config';

/** A Host header worth naming pages by: a name or address and a port, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin public pages are named by (canonical links, previews, the sitemap): `PUBLIC_URL` when
 * set; otherwise the address the request came to (embedded mode, one machine under any name), and
 * the configured default for a Host header that is not a plain host.
 */
export function publicOrigin(ctx: Context, config: Pick<Config, 'publicOrigin' | 'publicUrl'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  return PLAIN_HOST.test(ctx.host) ? `${ctx.protocol}://${ctx.host.toLowerCase()}` : config.publicUrl;
}
