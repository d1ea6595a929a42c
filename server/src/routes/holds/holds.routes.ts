import Router from '@koa/router';
import { holdRequestSchema } from '../../../../domain/schemas/availability';
import { startTimeProblem } from '../../../../domain/start-time';
import type { AppContext } from '../../app-context';
import { extendHold, HOLD_MESSAGES, holdSlot, releaseHold } from '../../commands/hold-slot';
import { notFound, validationFailed } from '../../errors';
import { parseInput } from '../../validation/parse';
import { requestedVisitMinutes } from '../../validation/visit-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function holdId(value: unknown): string {
  const id = String(value ?? '');
  if (!UUID.test(id)) throw notFound(HOLD_MESSAGES.gone);
  return id.toLowerCase();
}

/** Public: a start held for five minutes while the client fills in the booking form. */
export function holdRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/holds' });
  const knex = context.db.knex;

  router.post('/', async (ctx) => {
    const { branch, date, time, services } = parseInput(holdRequestSchema, ctx.request.body);
    const minutes = requestedVisitMinutes(branch, services);
    const now = new Date();
    const problem = startTimeProblem({ place: branch, date, time, minutes, now });
    if (problem) throw validationFailed(problem);
    const hold = await holdSlot(knex, { place: branch, date, time, minutes, now, clientAddress: ctx.ip });
    ctx.status = 201;
    ctx.body = { hold };
  });

  router.post('/:id/extend', async (ctx) => {
    ctx.body = { hold: await extendHold(knex, holdId(ctx.params.id)) };
  });

  router.delete('/:id', async (ctx) => {
    await releaseHold(knex, holdId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
