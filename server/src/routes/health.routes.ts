import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { databaseAnswers } from '../db/database';
import { createWriteProbe } from '../db/write-probe';

/**
 * `200 { status: 'ok' }` only when the database answers and a write commits; otherwise 503
 * `{ status: 'degraded' }` naming which of the two failed.
 */
export function healthRoutes({ db, logger }: AppContext): Router {
  const router = new Router();
  const writes = createWriteProbe(db, logger);
  router.get('/health', async (ctx) => {
    const answers = await databaseAnswers(db.knex);
    const commits = answers && (await writes.check());
    ctx.status = commits ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: commits ? 'ok' : 'degraded',
      database: answers ? 'ok' : 'unreachable',
      writes: commits ? 'ok' : 'failing',
    };
  });
  return router;
}
