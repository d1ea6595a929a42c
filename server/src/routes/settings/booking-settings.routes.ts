import Router from '@koa/router';
import { bookingSettingsInputSchema } from '../../../../domain/schemas/booking-settings';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff } from '../../auth/require-staff';
import { saveBookingSettings } from '../../commands/save-booking-settings';
import { actorName } from '../../presenters/user';
import { readBookingSettings } from '../../queries/booking-settings';
import { parseInput } from '../../validation/parse';

/** Admins: whether online bookings are confirmed at once (instant confirmation). */
export function bookingSettingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/settings/booking' });
  const knex = context.db.knex;
  const admin = requireAdmin(context);

  router.get('/', admin, async (ctx) => {
    ctx.body = { data: await readBookingSettings(knex) };
  });

  router.put('/', admin, async (ctx) => {
    const input = parseInput(bookingSettingsInputSchema, ctx.request.body);
    const saved = await saveBookingSettings(knex, input, actorName(currentStaff(ctx)));
    context.logger.info('booking settings saved', {
      instantConfirmation: saved.instantConfirmation,
      by: saved.updatedBy,
    });
    ctx.body = {
      data: saved,
      message: saved.instantConfirmation
        ? 'Online bookings are now confirmed at once'
        : 'Online bookings now wait for the desk to confirm',
    };
  });

  return router;
}
