import Koa from 'koa';
import type { AppContext } from './app-context';
import { ogImages } from './http/og-images';
import { pageHeads } from './http/page-heads';
import { seoFiles } from './http/seo-files';
import { serveApp } from './http/serve-app';
import { shortLinks } from './http/short-links';
import { silentLogger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { apiRouter } from './routes/api-router';
import { manageKeyOf } from './secrets';

/** Builds the whole HTTP app without listening, so tests can mount it on any port. */
export function createApp(context: AppContext): Koa {
  // Proxy headers only when TRUST_PROXY says how many proxies stand in front, and then only the
  // addresses they appended: otherwise a client picks its own address (and dodges the login and
  // public-write limits) with a forged X-Forwarded-For.
  const hops = context.config.trustProxyHops;
  const app = new Koa(hops > 0 ? { proxy: true, maxIpsCount: hops } : { proxy: false });
  app.silent = true;
  app.use(requestLog(context.config.logRequests ? context.logger : silentLogger, context.config.logFormat));
  app.use(securityHeaders({ production: context.config.env === 'production' }));
  app.use(errorHandler(context.logger));
  const api = apiRouter(context);
  app.use(api.routes());
  app.use(api.allowedMethods());
  const { config } = context;
  const { catalogue } = context;
  app.use(shortLinks(context.db.knex, manageKeyOf(context.secrets)));
  app.use(seoFiles({ config, catalogue }));
  app.use(ogImages(config.staticDir));
  app.use(pageHeads({ staticDir: config.staticDir, config, catalogue }));
  app.use(serveApp(config.staticDir));
  return app;
}
