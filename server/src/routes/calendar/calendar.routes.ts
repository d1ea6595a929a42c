import Router from '@koa/router';
import { calendarQuerySchema } from '../../../../domain/schemas/calendar';
import { OTHER_BRANCH_SCHEDULE_MESSAGE } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { assertBranch } from '../../auth/branch-scope';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { readKnex } from '../../db/read-routing';
import type { DayOfferCache } from '../../queries/availability-cache';
import { calendarDay } from '../../queries/calendar-day';
import { parseInput } from '../../validation/parse';

/**
 * Staff: the desk's calendar of one place and day in one answer (issue 26 item 5). `kept` is the
 * instance's availability cache: a day not yet past is planned again only when it changed.
 */
export function calendarRoutes(context: AppContext, kept: DayOfferCache): Router {
  const router = new Router({ prefix: '/calendar' });
  router.get('/', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const { branch, date } = parseInput(calendarQuerySchema, ctx.query);
    // Online calls are every staff member's; a branch must be one of theirs (auth/branch-scope.ts).
    if (branch !== 'online') assertBranch(currentStaff(ctx), branch, OTHER_BRANCH_SCHEDULE_MESSAGE);
    const rules = await context.catalogue.rules();
    ctx.body = { data: await calendarDay(knex, { place: branch, date, rules, kept }) };
  });
  return router;
}
