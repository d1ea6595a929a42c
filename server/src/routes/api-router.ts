import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { notFound } from '../errors';
import { jsonBody } from '../middleware/json-body';
import { healthRoutes } from './health.routes';

export function apiRouter(context: AppContext): Router {
  const api = new Router({ prefix: '/api' });
  api.use(jsonBody());
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  for (const router of [healthRoutes(context)]) {
    api.use(router.routes(), router.allowedMethods());
  }
  api.all('/{*rest}', () => {
    throw notFound('No such API endpoint');
  });
  return api;
}
