import Router from '@koa/router';
import { availabilityQuerySchema } from '../../../../domain/schemas/availability';
import type { AppContext } from '../../app-context';
import { dayAvailability } from '../../queries/availability';
import { parseInput } from '../../validation/parse';
import { requestedVisitMinutes } from '../../validation/visit-request';

/** Public: the starts a visit can book on one day at one place, and how many places remain at each. */
export function availabilityRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/availability' });
  const knex = context.db.knex;

  router.get('/', async (ctx) => {
    const { branch, date, services } = parseInput(availabilityQuerySchema, ctx.query);
    const minutes = requestedVisitMinutes(branch, services);
    const slots = await dayAvailability(knex, { place: branch, date, minutes, now: new Date() });
    ctx.body = { branch, date, minutes, slots };
  });

  return router;
}
