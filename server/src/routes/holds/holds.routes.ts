import Router from '@koa/router';
import { holdRequestSchema } from '../../../../domain/schemas/availability';
import { startTimeProblem } from '../../../../domain/start-time';
import type { AppContext } from '../../app-context';
import { placeVisit } from '../../commands/consultation-visit';
import { extendHold, HOLD_MESSAGES, holdSlot, releaseHold } from '../../commands/hold-slot';
import { notFound, validationFailed } from '../../errors';
import { clientBucket } from '../../limits/client-address';
import { holdWriteGuard } from '../../limits/hold-write-guard';
import { parseInput } from '../../validation/parse';
import { requestedVisitMinutes } from '../../validation/visit-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function holdId(value: unknown): string {
  const id = String(value ?? '');
  if (!UUID.test(id)) throw notFound(HOLD_MESSAGES.gone);
  return id.toLowerCase();
}

/**
 * Public: a start held for five minutes while the client fills in the booking form. Each call counts
 * against the client's hold writes (holdWriteGuard); a hold is extended or released only by the
 * address (IPv6: the /64) that made it.
 */
export function holdRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/holds' });
  const knex = context.db.knex;
  const limited = holdWriteGuard(context);
  const dayShare = context.config.publicWriteLimit !== undefined;

  router.post('/', async (ctx) => {
    const { branch, date, time, services, practitionerId } = parseInput(holdRequestSchema, ctx.request.body);
    const rules = await context.catalogue.rules();
    const minutes = requestedVisitMinutes(branch, services, rules);
    const now = new Date();
    const hours = rules.hoursOn(branch, date);
    const problem = startTimeProblem({ place: branch, date, time, minutes, hours, now });
    if (problem) throw validationFailed(problem);
    const clientAddress = clientBucket(ctx.ip);
    const hold = await limited(ctx, () =>
      holdSlot(knex, {
        place: branch,
        date,
        time,
        minutes,
        hours,
        now,
        clientAddress,
        dayShare,
        visit: placeVisit(branch, services, rules, practitionerId),
      }),
    );
    ctx.status = 201;
    ctx.body = { hold };
  });

  router.post('/:id/extend', async (ctx) => {
    const id = holdId(ctx.params.id);
    ctx.body = { hold: await limited(ctx, () => extendHold(knex, id, clientBucket(ctx.ip))) };
  });

  router.delete('/:id', async (ctx) => {
    const id = holdId(ctx.params.id);
    await limited(ctx, () => releaseHold(knex, id, clientBucket(ctx.ip)));
    ctx.status = 204;
  });

  return router;
}
