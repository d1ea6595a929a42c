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
import { placeResources, readCapacitySettings } from '../../queries/capacity-settings';
import { parseInput } from '../../validation/parse';

/**
 * Admins: the closed dates, with the history of every change, and (read only) how many active rooms,
 * practitioners and machines each place has: those decide its bookings now (issue 26), edited on
 * the resources screen.
 */
export function capacitySettingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/settings/capacity' });
  const knex = context.db.knex;
  const admin = requireAdmin(context);

  router.get('/', admin, async (ctx) => {
    const settings = await readCapacitySettings(knex, manilaDate());
    const [resources, history] = [await placeResources(knex), await capacityHistory(knex)];
    ctx.body = { data: { ...settings, resources }, history };
  });

  router.put('/', admin, async (ctx) => {
    const { updateCode, closedDates } = parseInput(capacitySettingsSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', updateCode);
    const saved = await saveCapacitySettings(knex, { closedDates }, actorName(currentStaff(ctx)));
    ctx.body = {
      data: { ...saved, resources: await placeResources(knex) },
      history: await capacityHistory(knex),
      message: 'Closed dates saved',
    };
  });

  return router;
}
