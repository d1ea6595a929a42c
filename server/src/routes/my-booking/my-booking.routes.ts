import Router from '@koa/router';
import type { Context } from 'koa';
import { MANAGE_MESSAGES } from '../../../../domain/manage-booking';
import { PROOF_RECEIVED } from '../../../../domain/payment';
import { cancelRequestSchema, rescheduleRequestSchema } from '../../../../domain/schemas/manage';
import { proofReferenceSchema } from '../../../../domain/schemas/payment';
import type { AppContext } from '../../app-context';
import { cancelByClient } from '../../commands/cancel-by-client';
import { requestReschedule } from '../../commands/request-reschedule';
import { currentProof, submitPaymentProof } from '../../commands/submit-payment-proof';
import type { BookingRow } from '../../db/rows';
import { conflict, notFound } from '../../errors';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { proofUploadLimit } from '../../limits/proof-upload-limit';
import { bookingIcs } from '../../mail/booking-parts';
import { readManageToken } from '../../manage/manage-token';
import { processProof } from '../../payments/process-proof';
import { readProofUpload, uploadedProof } from '../../payments/proof-upload';
import { presentPackage } from '../../presenters/client-package';
import { presentManagedBooking } from '../../presenters/managed-booking';
import { findBooking } from '../../queries/bookings';
import { latestChangeRequest } from '../../queries/change-requests';
import { packagesOfClient } from '../../queries/client-packages';
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

  async function present(row: BookingRow) {
    const [request, proof, packages] = await Promise.all([
      latestChangeRequest(knex, row.id),
      currentProof(knex, 'booking', row.id),
      packagesOfClient(knex, row),
    ]);
    return presentManagedBooking(row, request, { proof, packages: packages.map(presentPackage) });
  }

  async function managed(bookingId: string) {
    const row = await findBooking(knex, bookingId);
    if (!row) throw notFound(MANAGE_MESSAGES.invalidLink);
    return present(row);
  }

  router.get('/:token', async (ctx) => {
    const row = await bookingOf(ctx);
    ctx.body = { booking: await present(row) };
  });

  // The token is checked before the upload is read, so a bad link costs no upload.
  router.post(
    '/:token/payment-proof',
    async (ctx, next) => {
      ctx.state.proofOwnerId = (await bookingOf(ctx)).id;
      await next();
    },
    proofUploadLimit(context, 'booking', (ctx) => ctx.state.proofOwnerId),
    readProofUpload,
    async (ctx) => {
      const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
      const { bytes, fields } = uploadedProof(ctx);
      const reference = parseInput(proofReferenceSchema, fields.reference || undefined);
      const row = await bookingOf(ctx);
      const proof = await processProof(bytes);
      const { replayed } = await submitPaymentProof(knex, 'booking', row.id, {
        proof,
        reference,
        idempotencyKey: key,
      });
      if (replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = replayed ? 200 : 201;
      ctx.body = { booking: await managed(row.id), msg: PROOF_RECEIVED };
    },
  );

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
