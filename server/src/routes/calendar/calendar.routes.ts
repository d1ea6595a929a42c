import Router from '@koa/router';
import { calendarQuerySchema } from '../../../../domain/schemas/calendar';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../../auth/require-staff';
import { readKnex } from '../../db/read-routing';
import { calendarDay } from '../../queries/calendar-day';
import { parseInput } from '../../validation/parse';

/** Staff: the desk's calendar of one place and day in one answer (issue 26 item 5). */
export function calendarRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/calendar' });
  router.get('/', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const { branch, date } = parseInput(calendarQuerySchema, ctx.query);
    const rules = await context.catalogue.rules();
    ctx.body = { data: await calendarDay(knex, { place: branch, date, rules }) };
  });
  return router;
}
