import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { databaseAnswers } from '../db/database';

export function healthRoutes({ db }: AppContext): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const database = await databaseAnswers(db.knex);
    ctx.status = database ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: database ? 'ok' : 'degraded', database: database ? 'ok' : 'unreachable' };
  });
  return router;
}
