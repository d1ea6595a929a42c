import Router from '@koa/router';
import { PRIVACY_MESSAGES } from '../../../../domain/privacy';
import {
  CLIENT_MESSAGES,
  clientListQuerySchema,
  mergeClientsSchema,
} from '../../../../domain/schemas/clients';
import { OTHER_BRANCH_CLIENT_MESSAGE } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { branchScope } from '../../auth/branch-scope';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { approveErasure } from '../../commands/approve-erasure';
import { mergeClients } from '../../commands/merge-clients';
import { readKnex } from '../../db/read-routing';
import { badRequest, forbidden, notFound } from '../../errors';
import { reviewComingVisits } from '../../health-data/health-review';
import { intakeForClient } from '../../health-data/intake-store';
import { healthDataForStaff } from '../../health-data/record-for-staff';
import { presentClientRecord, presentClientSummary } from '../../presenters/client';
import { presentPage } from '../../presenters/page';
import { actorName } from '../../presenters/user';
import { readClientPage } from '../../queries/client-page';
import { listClients } from '../../queries/clients';
import { healthKeyOf } from '../../secrets';
import { isUuid } from '../../users/users';
import { parseInput } from '../../validation/parse';

/**
 * The desk's clients (issue 27 item 1): search and read for staff, every read logged; admins merge,
 * and approve a client's erasure request (item 6).
 */
export function clientRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/clients' });
  const knex = context.db.knex;
  const staff = requireStaff(context);
  const healthKey = healthKeyOf(context.secrets);

  const clientId = (id: string | undefined) => {
    if (!isUuid(id)) throw badRequest(CLIENT_MESSAGES.badId);
    return id;
  };

  router.get('/', staff, async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const query = parseInput(clientListQuerySchema, ctx.query);
    const { rows, total } = await listClients(knex, query.search, query.page, query.limit);
    ctx.body = presentPage(rows.map(presentClientSummary), total, query.page, query.limit);
  });

  router.get('/:id', staff, async (ctx) => {
    const id = clientId(ctx.params.id);
    // One read for the page (queries/client-page.ts); a staff member limited to branches opens the
    // record of a client with a visit there.
    const page = await readClientPage(knex, id, branchScope(currentStaff(ctx)));
    if (!page) throw notFound(CLIENT_MESSAGES.notFound);
    if (!page.allowed) throw forbidden(OTHER_BRANCH_CLIENT_MESSAGE);
    // Logged before it is answered (the record, the form and the consents, in one write): a read that
    // fails to log is not answered. The same write answers the access log, with this read in it.
    const { intake, consents, accessLog } = await healthDataForStaff(
      knex,
      healthKey,
      id,
      currentStaff(ctx),
      page.sealed,
    );
    ctx.body = { data: presentClientRecord(page.client, { ...page.holdings, accessLog }, intake, consents) };
  });

  router.post('/:id/merge', requireAdmin(context), async (ctx) => {
    const id = clientId(ctx.params.id);
    const { otherId } = parseInput(mergeClientsSchema, ctx.request.body);
    const actor = actorName(currentStaff(ctx));
    const rules = await context.catalogue.rules();
    const result = await knex.transaction(async (trx) => {
      const merged = await mergeClients(trx, id, otherId, actor, healthKey);
      // The kept form now holds both records' answers: its coming visits are checked against it, as
      // a save of the form would (issue 27 item 3).
      const intake = await intakeForClient(trx, healthKey, id);
      if (intake) await reviewComingVisits(trx, healthKey, id, intake.answers, rules, new Date());
      return merged;
    });
    ctx.body = { data: result };
  });

  // The client asked to be erased from their link (issue 27 item 6); an admin carries it out.
  router.post('/:id/erasure/approve', requireAdmin(context), async (ctx) => {
    const id = clientId(ctx.params.id);
    const actor = actorName(currentStaff(ctx));
    const result = await knex.transaction((trx) => approveErasure(trx, id, actor));
    ctx.body = { data: result, msg: PRIVACY_MESSAGES.erasureApproved };
  });

  return router;
}
