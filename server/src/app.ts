import Koa from 'koa';
import type { AppContext } from './app-context';
import { serveApp } from './http/serve-app';
import { silentLogger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { apiRouter } from './routes/api-router';

/** Builds the whole HTTP app without listening, so tests can mount it on any port. */
export function createApp(context: AppContext): Koa {
  // In production one reverse proxy stands in front: trust only the address it appended, so a client
  // cannot pick its own address (and dodge the login limits) with a forged X-Forwarded-For.
  const app = new Koa({ proxy: context.config.env === 'production', maxIpsCount: 1 });
  app.silent = true;
  app.use(requestLog(context.config.logRequests ? context.logger : silentLogger));
  app.use(securityHeaders({ production: context.config.env === 'production' }));
  app.use(errorHandler(context.logger));
  const api = apiRouter(context);
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(serveApp(context.config.staticDir));
  return app;
}
