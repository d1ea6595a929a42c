import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import type { AppContext } from '../../app-context';
import { branchScope } from '../../auth/branch-scope';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { readKnex } from '../../db/read-routing';
import { queueCounts, waitingClients } from '../../queries/desk-queues';

/** The desk's home screen (issue 29): the work queues' counts and today's waiting list, in one call. */
export function deskRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/desk' });

  router.get('/queues', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const today = manilaDate();
    // Of the staff member's branches only when their account is limited to some.
    const branches = branchScope(currentStaff(ctx));
    const [counts, waiting] = await Promise.all([
      queueCounts(knex, today, branches),
      waitingClients(knex, today, branches),
    ]);
    ctx.body = { counts, waiting };
  });

  return router;
}
