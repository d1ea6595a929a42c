import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { capacitySettingsSchema } from '../../../../domain/schemas/availability';
import type { AppContext } from '../../app-context';
import { verifySecretCode } from '../../auth/code-guard';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff } from '../../auth/require-staff';
import { saveCapacitySettings } from '../../commands/save-capacity-settings';
import { actorName } from '../../presenters/user';
import { capacityHistory } from '../../queries/capacity-history';
import { readCapacitySettings } from '../../queries/capacity-settings';
import { parseInput } from '../../validation/parse';

/** Admins: parallel visits per place and closed dates, with the history of every change. */
export function capacitySettingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/settings/capacity' });
  const knex = context.db.knex;
  const admin = requireAdmin(context);

  router.get('/', admin, async (ctx) => {
    const [settings, history] = await Promise.all([
      readCapacitySettings(knex, manilaDate()),
      capacityHistory(knex),
    ]);
    ctx.body = { data: settings, history };
  });

  router.put('/', admin, async (ctx) => {
    const { updateCode, ...settings } = parseInput(capacitySettingsSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', updateCode);
    const saved = await saveCapacitySettings(knex, settings, actorName(currentStaff(ctx)));
    ctx.body = { data: saved, history: await capacityHistory(knex), message: 'Capacity settings saved' };
  });

  return router;
}
