import Router from '@koa/router';
import type { AppContext } from '../../app-context';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { createBooking } from '../../commands/create-booking';
import { summaries } from '../../events/booking-events';
import { answerOnce } from '../../idempotency/answer-once';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { publicWriteGuard } from '../../limits/public-write-guard';
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
  const limited = publicWriteGuard(context);

  router.post('/', async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const response = await answerOnce(db.knex, { scope: 'bookings', key, body }, (claim) => {
      const now = new Date();
      const booking = checkBookingRequest(body, now);
      return limited(ctx, booking.bookingData.email, () =>
        createBooking(db.knex, booking, { claim, mailBcc: config.mailBcc, now }),
      );
    });
    sendStored(ctx, response, context);
  });

  // A booking taken by phone or at the counter: the same rules and capacity, e-mail optional, never
  // limited like a public write; the history names the staff member who took it.
  router.post('/front-desk', requireStaff(context), async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const actor = actorName(currentStaff(ctx));
    const response = await answerOnce(db.knex, { scope: 'bookings-front-desk', key, body }, (claim) => {
      const now = new Date();
      const { channel, ...booking } = checkFrontDeskRequest(body, now);
      return createBooking(db.knex, booking, {
        claim,
        mailBcc: config.mailBcc,
        now,
        takenBy: { actor, summary: summaries.takenAtDesk(actor, channel) },
      });
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
