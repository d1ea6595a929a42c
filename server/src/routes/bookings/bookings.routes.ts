import Router from '@koa/router';
import type { AppContext } from '../../app-context';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { createBooking } from '../../commands/create-booking';
import { summaries } from '../../events/booking-events';
import { claimFor, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { actorName } from '../../presenters/user';
import { checkBookingRequest } from '../../validation/booking-request';
import { checkFrontDeskRequest } from '../../validation/front-desk-request';
import { sendStored } from '../respond';
import { bookingActionRoutes } from './booking-actions.routes';
import { bookingExportRoutes } from './booking-export.routes';
import { bookingListRoutes } from './booking-lists.routes';
import { changeRequestRoutes } from './change-request.routes';

export function bookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/bookings' });
  const { db, config } = context;

  router.post('/', async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const booking = checkBookingRequest(body);
    const response = await createBooking(db.knex, booking, {
      claim: claimFor('bookings', key, body),
      mailBcc: config.mailBcc,
    });
    sendStored(ctx, response, context);
  });

  router.post('/front-desk', requireStaff(context), async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const { channel, ...booking } = checkFrontDeskRequest(body);
    const actor = actorName(currentStaff(ctx));
    const response = await createBooking(db.knex, booking, {
      claim: claimFor('bookings-front-desk', key, body),
      mailBcc: config.mailBcc,
      takenBy: { actor, summary: summaries.takenAtDesk(actor, channel) },
    });
    sendStored(ctx, response, context);
  });

  // The fixed paths (/front-desk above, /search, /deleted, /completed, /export.csv) are registered before /:id so they win.
  for (const child of [
    bookingListRoutes(context),
    bookingExportRoutes(context),
    bookingActionRoutes(context),
    changeRequestRoutes(context),
  ]) {
    router.use(child.routes(), child.allowedMethods());
  }
  return router;
}
