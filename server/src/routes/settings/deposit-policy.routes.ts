import Router from '@koa/router';
import { depositPolicyText } from '../../../../domain/deposits';
import { depositPolicySchema } from '../../../../domain/schemas/deposits';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff } from '../../auth/require-staff';
import { saveDepositPolicy } from '../../commands/save-deposit-policy';
import { actorName } from '../../presenters/user';
import { readDepositPolicy } from '../../queries/deposit-policy';
import { parseInput } from '../../validation/parse';

/**
 * Admins read and set the deposit policy (`/settings/deposits`); anyone reads what the booking form
 * states (`/deposits/policy`: the policy, the window and its text).
 */
export function depositPolicyRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const admin = requireAdmin(context);
  const windowMinutes = context.config.depositWindowMinutes;

  router.get('/settings/deposits', admin, async (ctx) => {
    ctx.body = { data: { ...(await readDepositPolicy(knex)), windowMinutes } };
  });

  router.put('/settings/deposits', admin, async (ctx) => {
    const policy = parseInput(depositPolicySchema, ctx.request.body);
    const saved = await saveDepositPolicy(knex, policy, actorName(currentStaff(ctx)));
    ctx.body = { data: { ...saved, windowMinutes }, message: 'Deposit policy saved' };
  });

  router.get('/deposits/policy', async (ctx) => {
    const { mode, percent } = await readDepositPolicy(knex);
    ctx.body = {
      data: {
        mode,
        percent,
        windowMinutes,
        text: depositPolicyText({ mode, percent }, windowMinutes) ?? null,
      },
    };
  });

  return router;
}
