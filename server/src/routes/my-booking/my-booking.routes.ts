import Router from '@koa/router';
import type { Context } from 'koa';
import { MANAGE_MESSAGES } from '../../../../domain/manage-booking';
import { cancelRequestSchema, rescheduleRequestSchema } from '../../../../domain/schemas/manage';
import type { AppContext } from '../../app-context';
import { cancelByClient } from '../../commands/cancel-by-client';
import { requestReschedule } from '../../commands/request-reschedule';
import type { BookingRow } from '../../db/rows';
import { conflict, notFound } from '../../errors';
import { bookingIcs } from '../../mail/booking-parts';
import { readManageToken } from '../../manage/manage-token';
import { presentManagedBooking } from '../../presenters/managed-booking';
import { findBooking } from '../../queries/bookings';
import { latestChangeRequest } from '../../queries/change-requests';
import { manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';

/**
 * The client's own booking, reached through the signed link in their e-mails: no sign-in, and a
 * token opens the one booking it was made for. Every bad token gets the same 404.
 */
export function myBookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/my-booking' });
  const knex = context.db.knex;
  const key = manageKeyOf(context.secrets);

  async function bookingOf(ctx: Context): Promise<BookingRow> {
    const id = readManageToken(key, String(ctx.params.token ?? ''));
    const row = id ? await findBooking(knex, id) : undefined;
    if (!row || row.deleted_at) throw notFound(MANAGE_MESSAGES.invalidLink);
    return row;
  }

  async function managed(bookingId: string) {
    const row = await findBooking(knex, bookingId);
    if (!row) throw notFound(MANAGE_MESSAGES.invalidLink);
    return presentManagedBooking(row, await latestChangeRequest(knex, row.id));
  }

  router.get('/:token', async (ctx) => {
    const row = await bookingOf(ctx);
    ctx.body = { booking: presentManagedBooking(row, await latestChangeRequest(knex, row.id)) };
  });

  router.post('/:token/cancel', async (ctx) => {
    parseInput(cancelRequestSchema, ctx.request.body ?? {});
    const row = await bookingOf(ctx);
    await cancelByClient(knex, row.id, { now: new Date(), mailBcc: context.config.mailBcc });
    context.wakeOutbox?.();
    ctx.body = { booking: await managed(row.id), msg: MANAGE_MESSAGES.cancelled };
  });

  router.post('/:token/reschedule', async (ctx) => {
    const row = await bookingOf(ctx);
    const input = parseInput(rescheduleRequestSchema, ctx.request.body);
    await requestReschedule(knex, row.id, input, { now: new Date(), clinicAddress: context.config.mailBcc });
    context.wakeOutbox?.();
    ctx.status = 201;
    ctx.body = { booking: await managed(row.id), msg: MANAGE_MESSAGES.rescheduleSent };
  });

  router.get('/:token/calendar.ics', async (ctx) => {
    const row = await bookingOf(ctx);
    if (row.status === 'cancelled') throw conflict(MANAGE_MESSAGES.alreadyCancelled);
    ctx.set('Content-Disposition', `attachment; filename="TBL-${row.booking_number}.ics"`);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = bookingIcs(row);
  });

  return router;
}
