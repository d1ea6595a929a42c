import Router from '@koa/router';
import type { Context } from 'koa';
import { emailKey, PACKAGE_MESSAGES, phoneKey } from '../../../../domain/packages';
import { redeemPackageSchema, transferPackageSchema } from '../../../../domain/schemas/packages';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { redeemPackage, transferPackage, undoRedemption } from '../../commands/redeem-package';
import type { ClientPackageRow } from '../../db/rows';
import { notFound } from '../../errors';
import { presentPackage, presentPackageHistory } from '../../presenters/client-package';
import { actorName } from '../../presenters/user';
import { findPackage, packageHistory } from '../../queries/client-packages';
import { isUuid } from '../../users/users';
import { parseInput } from '../../validation/parse';

/** Package sessions, staff only: read with history, spend one, undo a spend; admins transfer. */
export function packageRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/packages' });
  const knex = context.db.knex;
  const staff = requireStaff(context);

  async function answer(ctx: Context, row: ClientPackageRow) {
    const history = await packageHistory(knex, row.id);
    ctx.body = {
      data: { ...presentPackage(row), history: presentPackageHistory(row, history) },
    };
  }

  router.get('/:id', staff, async (ctx) => {
    const id = ctx.params.id ?? '';
    const row = isUuid(id) ? await findPackage(knex, id) : undefined;
    if (!row) throw notFound(PACKAGE_MESSAGES.notFound);
    await answer(ctx, row);
  });

  router.post('/:id/redeem', staff, async (ctx) => {
    const { bookingId } = parseInput(redeemPackageSchema, ctx.request.body ?? {});
    const actor = actorName(currentStaff(ctx));
    const row = await knex.transaction((trx) => redeemPackage(trx, ctx.params.id ?? '', bookingId, actor));
    await answer(ctx, row);
  });

  router.post('/:id/redemptions/:redemptionId/undo', staff, async (ctx) => {
    const actor = actorName(currentStaff(ctx));
    const row = await knex.transaction((trx) =>
      undoRedemption(trx, ctx.params.id ?? '', ctx.params.redemptionId ?? '', actor),
    );
    await answer(ctx, row);
  });

  router.post('/:id/transfer', requireAdmin(context), async (ctx) => {
    const user = currentStaff(ctx);
    const input = parseInput(transferPackageSchema, ctx.request.body);
    const to = { email: emailKey(input.email ?? ''), phone: phoneKey(input.phone ?? '') };
    const row = await knex.transaction((trx) =>
      transferPackage(trx, ctx.params.id ?? '', to, actorName(user)),
    );
    await answer(ctx, row);
  });

  return router;
}
