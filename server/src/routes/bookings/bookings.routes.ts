import Router from '@koa/router';
import type { AppContext } from '../../app-context';
import { createBooking } from '../../commands/create-booking';
import { claimFor, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { checkBookingRequest } from '../../validation/booking-request';
import { checkPackageLines } from '../../validation/package-lines';
import { sendStored } from '../respond';
import { bookingActionRoutes } from './booking-actions.routes';
import { bookingExportRoutes } from './booking-export.routes';
import { bookingListRoutes } from './booking-lists.routes';
import { paymentRoutes } from './booking-payment.routes';
import { changeRequestRoutes } from './change-request.routes';

export function bookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/bookings' });
  const { db, config } = context;

  router.post('/', async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const booking = checkBookingRequest(body);
    await checkPackageLines(db.knex, booking);
    const response = await createBooking(db.knex, booking, {
      claim: claimFor('bookings', key, body),
      mailBcc: config.mailBcc,
    });
    sendStored(ctx, response, context);
  });

  // The fixed paths (/search, /deleted, /completed, /export.csv) are registered before /:id so they win.
  for (const child of [
    bookingListRoutes(context),
    bookingExportRoutes(context),
    bookingActionRoutes(context),
    changeRequestRoutes(context),
    paymentRoutes(context, 'booking'),
  ]) {
    router.use(child.routes(), child.allowedMethods());
  }
  return router;
}
