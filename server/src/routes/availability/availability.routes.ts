import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { manilaDate } from '../../../../domain/manila-date';
import {
  availabilityDaysQuerySchema,
  availabilityQuerySchema,
} from '../../../../domain/schemas/availability';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../../auth/require-staff';
import { stripAvailability } from '../../queries/availability';
import type { DayOfferCache } from '../../queries/availability-cache';
import { parseInput } from '../../validation/parse';
import { requestedVisitMinutes } from '../../validation/visit-request';

/**
 * Public: the starts a visit can book on one day at one place, and how many places remain at each.
 * `dayOffers`: the answers this instance worked out, given again while their day is unchanged.
 */
export function availabilityRoutes(context: AppContext, dayOffers: DayOfferCache): Router {
  const router = new Router({ prefix: '/availability' });
  const knex = context.db.knex;
  const staff = requireStaff(context);
  /** `explain=1` (staff only: 401/403 otherwise) adds each unavailable start's reason in words. */
  const staffToExplain = (ctx: Context, next: Next) =>
    ctx.query.explain === '1' ? staff(ctx, next) : next();

  router.get('/', staffToExplain, async (ctx) => {
    const { branch, date, services, practitionerId } = parseInput(availabilityQuerySchema, ctx.query);
    const rules = await context.catalogue.rules();
    const minutes = requestedVisitMinutes(branch, services, rules);
    const { result: slots, practitioners } = await dayOffers.offer(knex, {
      place: branch,
      date,
      minutes,
      now: new Date(),
      hours: rules,
      services,
      practitionerId,
      explain: ctx.query.explain === '1',
    });
    ctx.body = { branch, date, minutes, slots, practitioners };
  });

  /** Public: a strip of days with how many starts each has free, and the next free start. */
  router.get('/days', async (ctx) => {
    const { branch, services, from, days, practitionerId } = parseInput(
      availabilityDaysQuerySchema,
      ctx.query,
    );
    const rules = await context.catalogue.rules();
    const minutes = requestedVisitMinutes(branch, services, rules);
    const now = new Date();
    const start = from ?? manilaDate(now);
    const strip = await stripAvailability(knex, {
      place: branch,
      from: start,
      days,
      minutes,
      now,
      hours: rules,
      services,
      practitionerId,
    });
    ctx.body = { branch, from: start, minutes, ...strip };
  });

  return router;
}
