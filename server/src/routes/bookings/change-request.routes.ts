import Router from '@koa/router';
import { MANAGE_MESSAGES } from '../../../../domain/manage-booking';
import { acceptRequestSchema, declineRequestSchema } from '../../../../domain/schemas/manage';
import type { AppContext } from '../../app-context';
import { requireStaffOfBooking } from '../../auth/require-booking-branch';
import { currentStaff } from '../../auth/require-staff';
import { decideChangeRequest } from '../../commands/decide-change-request';
import { presentBooking } from '../../presenters/booking';
import { actorName } from '../../presenters/user';
import { withAssignmentsOf } from '../../queries/booking-assignments';
import { enqueueDueReminders } from '../../reminders/reminders';
import { parseInput } from '../../validation/parse';

/** Staff accept or decline a client's request to move their booking. */
export function changeRequestRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const staff = requireStaffOfBooking(context);

  router.post('/:id/change-request/accept', staff, async (ctx) => {
    const { requestedAt } = parseInput(acceptRequestSchema, ctx.request.body ?? {});
    const options = {
      actor: actorName(currentStaff(ctx)),
      now: new Date(),
      mailBcc: context.config.mailBcc,
      seen: requestedAt,
      hours: await context.catalogue.rules(),
    };
    const row = await decideChangeRequest(knex, ctx.params.id ?? '', { accept: true }, options);
    // Moved to tomorrow after 08:00: its reminder is due now, not at the next scheduled run.
    await enqueueDueReminders(knex, new Date(), row.id);
    context.wakeOutbox?.();
    ctx.body = {
      data: presentBooking(await withAssignmentsOf(knex, row)),
      message: MANAGE_MESSAGES.accepted,
    };
  });

  router.post('/:id/change-request/decline', staff, async (ctx) => {
    const { reply, requestedAt } = parseInput(declineRequestSchema, ctx.request.body ?? {});
    const options = {
      actor: actorName(currentStaff(ctx)),
      now: new Date(),
      mailBcc: context.config.mailBcc,
      seen: requestedAt,
      hours: await context.catalogue.rules(),
    };
    const row = await decideChangeRequest(knex, ctx.params.id ?? '', { accept: false, reply }, options);
    context.wakeOutbox?.();
    ctx.body = {
      data: presentBooking(await withAssignmentsOf(knex, row)),
      message: MANAGE_MESSAGES.declined,
    };
  });

  return router;
}
