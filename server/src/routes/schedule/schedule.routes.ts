import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { scheduleQuerySchema } from '../../../../domain/schemas/schedule';
import { canSeeBranch, OTHER_BRANCH_SCHEDULE_MESSAGE } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { assertBranch, branchScope } from '../../auth/branch-scope';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { readKnex } from '../../db/read-routing';
import { presentSchedule } from '../../presenters/schedule';
import { scopeOf } from '../../queries/place-scope';
import { callsOn, closedOn, visitsOn } from '../../queries/schedule';
import { placesPerHalfHour } from '../../queries/schedule-places';
import { findVisitsOutsideHours } from '../../queries/stranded-visits';
import { parseInput } from '../../validation/parse';

/** The desk's day sheet, staff only: every visit of a day by start time, and the places left per half hour. */
export function scheduleRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/schedule' });

  router.get('/', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const { date, branch } = parseInput(scheduleQuerySchema, ctx.query);
    // A staff member limited to branches reads theirs: "all" is all of theirs, another branch a 403.
    const staff = currentStaff(ctx);
    if (branch) assertBranch(staff, branch, OTHER_BRANCH_SCHEDULE_MESSAGE);
    const places = scopeOf(branch, branchScope(staff));
    const hours = await context.catalogue.rules();
    const [visits, slots, closed, calls] = await Promise.all([
      visitsOn(knex, date, places),
      placesPerHalfHour(knex, date, places, hours),
      closedOn(knex, date, places),
      branch ? [] : callsOn(knex, date),
    ]);
    ctx.body = { data: presentSchedule(date, branch, visits, slots, closed, calls) };
  });

  // Visits at times their place's hours no longer hold (made before the hours changed), from today on.
  router.get('/outside-hours', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    // A staff member limited to branches is shown the visits of hers, and the online calls, which
    // stay open to every staff member (docs/API.md, "Roles by branch").
    const staff = currentStaff(ctx);
    const visits = (await findVisitsOutsideHours(knex, await context.catalogue.rules(), manilaDate())).filter(
      (visit) => visit.place === 'online' || canSeeBranch(staff, visit.place),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { visits } };
  });

  return router;
}
