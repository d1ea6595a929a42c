import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../../auth/require-staff';
import { readKnex } from '../../db/read-routing';
import { queueCounts, waitingClients } from '../../queries/desk-queues';

/** The desk's home screen (issue 29): the work queues' counts and today's waiting list, in one call. */
export function deskRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/desk' });

  router.get('/queues', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const today = manilaDate();
    const [counts, waiting] = await Promise.all([queueCounts(knex, today), waitingClients(knex, today)]);
    ctx.body = { counts, waiting };
  });

  return router;
}
