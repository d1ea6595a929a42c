import Router from '@koa/router';
import { paymentEntryInputSchema } from '../../../../domain/schemas/payment';
import { normaliseRole } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { requireStaffOfBooking } from '../../auth/require-booking-branch';
import { currentStaff } from '../../auth/require-staff';
import { takePayment } from '../../commands/take-payment';
import { checkTargetId } from '../../payments/payment-targets';
import { presentBooking } from '../../presenters/booking';
import { actorName } from '../../presenters/user';
import { withAssignmentsOf } from '../../queries/booking-assignments';
import { parseInput } from '../../validation/parse';

/**
 * The counter's ledger (issue 29 item 2): `POST /api/bookings/:id/payments` appends one payment (or
 * an admin's correction) and answers the booking with its entries. A replay of a client-given id
 * answers the same booking and writes nothing.
 */
export function paymentEntryRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;

  router.post('/:id/payments', requireStaffOfBooking(context), async (ctx) => {
    const id = ctx.params.id ?? '';
    checkTargetId('booking', id);
    const input = parseInput(paymentEntryInputSchema, ctx.request.body);
    const user = currentStaff(ctx);
    const actor = { name: actorName(user), isAdmin: normaliseRole(user.role) === 'admin' };
    const options = { mailBcc: context.config.mailBcc, catalogue: await context.catalogue.rules() };
    const { row, written } = await knex.transaction((trx) => takePayment(trx, id, input, actor, options));
    if (written) context.wakeOutbox?.();
    ctx.body = {
      data: presentBooking(await withAssignmentsOf(knex, row)),
      message: written ? 'Payment recorded' : 'Payment already recorded',
    };
  });

  return router;
}
