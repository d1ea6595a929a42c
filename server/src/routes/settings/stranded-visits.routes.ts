import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { capacityPreviewSchema, tellStrandedSchema } from '../../../../domain/schemas/stranded-visits';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { alreadyTold, strandedDedupeKey, tellStrandedClients } from '../../commands/tell-stranded-clients';
import { findAlternatives } from '../../queries/availability';
import { readCapacitySettings } from '../../queries/capacity-settings';
import { findStrandedVisits } from '../../queries/stranded-visits';
import { parseInput } from '../../validation/parse';

/** The alternatives looked up for the first visits of a long list; the rest are moved from the schedule. */
const WITH_ALTERNATIVES = 50;

/**
 * Admins: who a capacity change leaves without a place, before it is saved (preview) and after
 * (affected, with the nearest free starts to move each to), and e-mailing them.
 */
export function strandedVisitRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/settings/capacity' });
  const knex = context.db.knex;
  const admin = requireAdmin(context);

  router.post('/preview', admin, async (ctx) => {
    const settings = parseInput(capacityPreviewSchema, ctx.request.body);
    ctx.body = { data: { affected: await findStrandedVisits(knex, settings, manilaDate()) } };
  });

  router.get('/affected', admin, async (ctx) => {
    const now = new Date();
    const today = manilaDate(now);
    const hours = await context.catalogue.rules();
    const stranded = await findStrandedVisits(knex, await readCapacitySettings(knex, today), today, hours);
    const told = await alreadyTold(knex, stranded);
    const affected = await Promise.all(
      stranded.map(async (visit, index) => ({
        ...visit,
        told: told.has(strandedDedupeKey(visit)),
        alternatives:
          index < WITH_ALTERNATIVES
            ? await findAlternatives(
                knex,
                {
                  place: visit.place,
                  date: visit.date,
                  time: visit.time,
                  minutes: visit.minutes,
                  now,
                  hours,
                },
                visit.kind === 'booking' ? { bookingId: visit.id } : {},
              )
            : [],
      })),
    );
    ctx.body = { data: { affected } };
  });

  router.post('/affected/notify', admin, async (ctx) => {
    const { visits } = parseInput(tellStrandedSchema, ctx.request.body);
    const result = await tellStrandedClients(knex, visits, new Date(), await context.catalogue.rules());
    if (result.told.length > 0) context.wakeOutbox?.();
    const told = result.told.length;
    ctx.body = { data: result, message: `${told} client${told === 1 ? '' : 's'} e-mailed` };
  });

  return router;
}
