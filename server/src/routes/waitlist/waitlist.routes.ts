import Router from '@koa/router';
import { waitlistDayQuerySchema, waitlistRequestSchema } from '../../../../domain/schemas/waitlist';
import { WAITLIST_MESSAGES } from '../../../../domain/waitlist';
import type { AppContext } from '../../app-context';
import { assertBranch, branchScope } from '../../auth/branch-scope';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { joinWaitlist } from '../../commands/join-waitlist';
import { readKnex } from '../../db/read-routing';
import { notFound } from '../../errors';
import { presentDeskEntry, presentOffer, presentWish } from '../../presenters/waitlist';
import { scopeOf } from '../../queries/place-scope';
import { waitlistOfDay, waitlistOffer } from '../../queries/waitlist';
import { parseInput } from '../../validation/parse';
import { requestedVisitMinutes } from '../../validation/visit-request';

/**
 * The waitlist (domain/waitlist.ts): the public joins it where a day is full and opens an offer from
 * its link; the desk reads a day's list. Offers are made by the background job (offer-freed-places).
 */
export function waitlistRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/waitlist' });
  const knex = context.db.knex;

  router.post('/', async (ctx) => {
    const wish = parseInput(waitlistRequestSchema, ctx.request.body);
    // Unknown, retired or clinic-only-at-home treatments: 400, as the availability says.
    requestedVisitMinutes(wish.branch, wish.services, await context.catalogue.rules());
    const row = await joinWaitlist(knex, wish, new Date());
    ctx.status = 201;
    ctx.body = {
      data: presentWish(row),
      message: 'You are on the waitlist: we will text and e-mail you if a time frees up.',
    };
  });

  router.get('/', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const { date, branch } = parseInput(waitlistDayQuerySchema, ctx.query);
    // A staff member limited to branches reads theirs: another branch is a 403, none asked all of theirs.
    const staff = currentStaff(ctx);
    if (branch) assertBranch(staff, branch);
    ctx.body = {
      data: (await waitlistOfDay(knex, date, scopeOf(branch, branchScope(staff)))).map(presentDeskEntry),
    };
  });

  router.get('/offers/:token', async (ctx) => {
    const row = await waitlistOffer(knex, ctx.params.token ?? '');
    if (!row) throw notFound(WAITLIST_MESSAGES.offerGone);
    ctx.body = { data: presentOffer(row) };
  });

  return router;
}
