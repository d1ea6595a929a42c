import Router from '@koa/router';
import { isPlaceId } from '../../../../domain/opening-hours';
import {
  resourceCreateSchema,
  resourcePatchSchema,
  resourceScheduleSchema,
} from '../../../../domain/schemas/resources';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { addResource, changeResource } from '../../commands/resource-edits';
import { setResourceSchedule } from '../../commands/set-resource-schedule';
import { HttpError } from '../../errors';
import { actorName } from '../../presenters/user';
import { listResources } from '../../queries/resources';
import { parseInput } from '../../validation/parse';

/** A branch's practitioners, rooms and machines (issue 26): staff read, admins add, change and schedule. */
export function resourceRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/resources' });
  const knex = context.db.knex;
  const staff = requireStaff(context);
  const admin = requireAdmin(context);

  router.get('/', staff, async (ctx) => {
    const branch = ctx.query.branch;
    if (branch !== undefined && !isPlaceId(branch)) {
      throw new HttpError(
        400,
        'validation_failed',
        'branch must be makati, las-pinas, quezon-city, home or online',
        {},
        { field: 'branch' },
      );
    }
    ctx.body = { data: await listResources(knex, branch) };
  });

  router.post('/', admin, async (ctx) => {
    const input = parseInput(resourceCreateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await addResource(knex, input, actorName(currentStaff(ctx))) };
  });

  router.patch('/:id', admin, async (ctx) => {
    const patch = parseInput(resourcePatchSchema, ctx.request.body);
    ctx.body = { data: await changeResource(knex, ctx.params.id ?? '', patch, actorName(currentStaff(ctx))) };
  });

  router.put('/:id/schedule', admin, async (ctx) => {
    const schedule = parseInput(resourceScheduleSchema, ctx.request.body);
    ctx.body = {
      data: await setResourceSchedule(knex, ctx.params.id ?? '', schedule, actorName(currentStaff(ctx))),
    };
  });

  return router;
}
