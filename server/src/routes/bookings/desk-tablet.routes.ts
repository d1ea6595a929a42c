import Router from '@koa/router';
import { deskFormRequestSchema } from '../../../../domain/schemas/clients';
import type { AppContext } from '../../app-context';
import { requireStaffOfBooking } from '../../auth/require-booking-branch';
import { currentStaff } from '../../auth/require-staff';
import { logClientAccess } from '../../commands/log-client-access';
import { notFound } from '../../errors';
import { clientOf } from '../../health-data/client-of-booking';
import { manageToken } from '../../manage/manage-token';
import { findBooking } from '../../queries/bookings';
import { manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';

/**
 * The desk hands its tablet to a client who has not filled in the health form or signed the
 * consents on the phone (issue 27 items 2 and 4). The tablet opens the client's own page under this
 * visit's link, in its desk mode: the answers are the client's, given as they would give them at
 * home, and the page reads nothing of anyone else. Opening it is logged as a read of the client's
 * health data, since the form shows the answers given before.
 */
export function deskTabletRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const key = manageKeyOf(context.secrets);

  router.post('/:id/desk-form', requireStaffOfBooking(context), async (ctx) => {
    const { form } = parseInput(deskFormRequestSchema, ctx.request.body);
    const row = await findBooking(knex, ctx.params.id ?? '');
    if (!row || row.deleted_at) throw notFound('Booking not found');
    const clientId = await clientOf(knex, row);
    await logClientAccess(
      knex,
      clientId,
      currentStaff(ctx),
      form === 'health-form' ? 'desk-health-form' : 'desk-consent',
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { path: `/my-booking/${manageToken(key, row.id)}/${form}?at=desk` } };
  });

  return router;
}
