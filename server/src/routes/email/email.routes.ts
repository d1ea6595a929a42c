import Router from '@koa/router';
import { emailSendSchema } from '../../../../domain/schemas/back-office';
import type { AppContext } from '../../app-context';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { resendConfirmation } from '../../commands/resend-confirmation';
import { actorName } from '../../presenters/user';
import { parseInput } from '../../validation/parse';

/** Staff-only resend of a booking's confirmation through the outbox; never an open relay. */
export function emailRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/email' });
  router.post('/send', requireStaff(context), async (ctx) => {
    const request = parseInput(emailSendSchema, ctx.request.body);
    const actor = actorName(currentStaff(ctx));
    const row = await resendConfirmation(context.db.knex, request, context.config.mailBcc, actor);
    context.wakeOutbox?.();
    ctx.status = 202;
    ctx.body = { msg: `Confirmation for ${row.booking_number} queued`, bookingNumber: row.booking_number };
  });
  return router;
}
