import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { capacitySettingsSchema } from '../../../../domain/schemas/availability';
import type { AppContext } from '../../app-context';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { codesMatch } from '../../auth/secret-codes';
import { saveCapacitySettings } from '../../commands/save-capacity-settings';
import { forbidden } from '../../errors';
import { actorName } from '../../presenters/user';
import { capacityHistory } from '../../queries/capacity-history';
import { readCapacitySettings } from '../../queries/capacity-settings';
import { parseInput } from '../../validation/parse';
import { adminOnly } from './admin-only';

/** Admins: parallel visits per place and closed dates, with the history of every change. */
export function capacitySettingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/settings/capacity' });
  const knex = context.db.knex;
  const staff = requireStaff(context);

  router.get('/', staff, adminOnly, async (ctx) => {
    const [settings, history] = await Promise.all([
      readCapacitySettings(knex, manilaDate()),
      capacityHistory(knex),
    ]);
    ctx.body = { data: settings, history };
  });

  router.put('/', staff, adminOnly, async (ctx) => {
    const { updateCode, ...settings } = parseInput(capacitySettingsSchema, ctx.request.body);
    if (!codesMatch(updateCode, context.secrets.updateCode)) throw forbidden('Invalid update code');
    const saved = await saveCapacitySettings(knex, settings, actorName(currentStaff(ctx)));
    ctx.body = { data: saved, history: await capacityHistory(knex), message: 'Capacity settings saved' };
  });

  return router;
}
