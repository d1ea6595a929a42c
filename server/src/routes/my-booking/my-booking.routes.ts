import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { CONSENT_MESSAGES, consentRequestSchema } from '../../../../domain/consent/consent-request';
import { INTAKE_MESSAGES, intakeSaveSchema } from '../../../../domain/health-form/health-answers';
import { MANAGE_MESSAGES } from '../../../../domain/manage-booking';
import { MOVE_MESSAGES } from '../../../../domain/move-booking';
import { PROOF_RECEIVED } from '../../../../domain/payment';
import {
  cancelRequestSchema,
  moveRequestSchema,
  rescheduleRequestSchema,
} from '../../../../domain/schemas/manage';
import { proofReferenceSchema } from '../../../../domain/schemas/payment';
import type { AppContext } from '../../app-context';
import { cancelByClient } from '../../commands/cancel-by-client';
import { moveByClient } from '../../commands/move-by-client';
import { requestReschedule } from '../../commands/request-reschedule';
import { currentProof, submitPaymentProof } from '../../commands/submit-payment-proof';
import type { BookingRow } from '../../db/rows';
import { conflict, notFound } from '../../errors';
import { clientOf } from '../../health-data/client-of-booking';
import { consentsForClient, recordConsent } from '../../health-data/consent-store';
import { reviewComingVisits } from '../../health-data/health-review';
import { intakeForClient, saveIntake } from '../../health-data/intake-store';
import { answerOnce } from '../../idempotency/answer-once';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { proofUploadLimit } from '../../limits/proof-upload-limit';
import { publicWriteGuard } from '../../limits/public-write-guard';
import { bookingIcs } from '../../mail/booking-parts';
import { bookingOfLink } from '../../manage/booking-of-link';
import { processProof } from '../../payments/process-proof';
import { proofRequestHash, readProofUpload, uploadedProof } from '../../payments/proof-upload';
import { presentPackage } from '../../presenters/client-package';
import { presentConsentsForm } from '../../presenters/consents';
import { presentIntakeForm } from '../../presenters/intake';
import { presentManagedBooking } from '../../presenters/managed-booking';
import { withAssignmentsOf } from '../../queries/booking-assignments';
import { findBooking } from '../../queries/bookings';
import { latestChangeRequest } from '../../queries/change-requests';
import { packagesOfClient } from '../../queries/client-packages';
import { healthKeyOf, manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';
import { sendStored } from '../respond';

/**
 * The client's own booking, reached through the signed link in their e-mails: no sign-in, and a
 * token opens the one booking it was made for. Every bad token gets the same 404.
 */
export function myBookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/my-booking' });
  const knex = context.db.knex;
  const key = manageKeyOf(context.secrets);
  const limited = publicWriteGuard(context);
  const healthKey = healthKeyOf(context.secrets);

  const bookingOf = (ctx: Context): Promise<BookingRow> =>
    bookingOfLink(knex, key, String(ctx.params.token ?? ''));

  /** `db` is the transaction when the answer is stored with an Idempotency-Key. */
  async function present(row: BookingRow, db: Knex = knex) {
    const [request, proof, packages, withPeople] = await Promise.all([
      latestChangeRequest(db, row.id),
      currentProof(db, 'booking', row.id),
      packagesOfClient(db, row),
      // A row a write returned has no assignments read with it.
      row.assignments === undefined ? withAssignmentsOf(db, row) : row,
    ]);
    return presentManagedBooking(withPeople, request, { proof, packages: packages.map(presentPackage) });
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
        requestHash: proofRequestHash(bytes, reference),
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
    await requestReschedule(knex, row.id, input, {
      now: new Date(),
      clinicAddress: context.config.mailBcc,
      hours: await context.catalogue.rules(),
    });
    context.wakeOutbox?.();
    ctx.status = 201;
    ctx.body = { booking: await managed(row.id), msg: MANAGE_MESSAGES.rescheduleSent };
  });

  // The client moves the visit to a free start themselves (24 hours ahead at least): a public write,
  // limited and answered once per Idempotency-Key like a booking.
  router.post('/:token/move', async (ctx) => {
    const idempotencyKey = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const row = await bookingOf(ctx);
    const body = ctx.request.body;
    const once = { scope: 'my-booking-move', key: idempotencyKey, body: { bookingId: row.id, body } };
    const rules = await context.catalogue.rules();
    const response = await answerOnce(knex, once, (claim) => {
      const input = parseInput(moveRequestSchema, body);
      return limited(ctx, row.email || undefined, () =>
        moveByClient(knex, row.id, input, {
          now: new Date(),
          rules,
          claim,
          answer: async (trx, moved) => ({ booking: await present(moved, trx), msg: MOVE_MESSAGES.moved }),
        }),
      );
    });
    sendStored(ctx, response, context);
  });

  // The client's health form (issue 27 item 2): the questions the visit's treatments ask, and the
  // answers the client gave, through this visit's link only.
  router.get('/:token/intake', async (ctx) => {
    const row = await bookingOf(ctx);
    const clientId = await clientOf(knex, row);
    const intake = await intakeForClient(knex, healthKey, clientId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentIntakeForm(row, intake, await context.catalogue.rules()) };
  });

  // Answers given now replace those to the same questions; the rest stay. A contraindicating answer
  // puts the client's coming visits of that treatment under review in the same transaction.
  router.put('/:token/intake', async (ctx) => {
    const given = parseInput(intakeSaveSchema, ctx.request.body);
    const row = await bookingOf(ctx);
    const clientId = await clientOf(knex, row);
    const rules = await context.catalogue.rules();
    const now = new Date();
    const intake = await knex.transaction(async (trx) => {
      const saved = await saveIntake(trx, healthKey, clientId, given, now);
      await reviewComingVisits(trx, healthKey, clientId, saved.answers, rules, now);
      return saved;
    });
    const current = (await findBooking(knex, row.id)) ?? row;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentIntakeForm(current, intake, rules), msg: INTAKE_MESSAGES.saved };
  });

  // Consents (issue 27 item 4): the texts this visit asks for and what the client signed; signing
  // or withdrawing adds a record (never an edit). The outbox sends a signature made offline with its
  // Idempotency-Key, so a retry adds nothing.
  router.get('/:token/consents', async (ctx) => {
    const row = await bookingOf(ctx);
    const consents = await consentsForClient(knex, healthKey, await clientOf(knex, row));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentConsentsForm(row, consents, await context.catalogue.rules()) };
  });

  router.post('/:token/consents', async (ctx) => {
    const requestId = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const request = parseInput(consentRequestSchema, ctx.request.body);
    const row = await bookingOf(ctx);
    const clientId = await clientOf(knex, row);
    const outcome = await knex.transaction((trx) =>
      recordConsent(trx, healthKey, { clientId, bookingId: row.id, request, requestId, now: new Date() }),
    );
    const consents = await consentsForClient(knex, healthKey, clientId);
    if (outcome === 'replayed') ctx.set('Idempotent-Replayed', 'true');
    ctx.status = outcome === 'replayed' ? 200 : 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: presentConsentsForm(row, consents, await context.catalogue.rules()),
      msg: request.action === 'sign' ? CONSENT_MESSAGES.signed : CONSENT_MESSAGES.withdrawn,
    };
  });

  router.get('/:token/calendar.ics', async (ctx) => {
    const row = await bookingOf(ctx);
    if (row.status === 'cancelled') throw conflict(MANAGE_MESSAGES.alreadyCancelled);
    ctx.set('Content-Disposition', `attachment; filename="TBL-${row.booking_number}.ics"`);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = bookingIcs(row, await context.catalogue.rules());
  });

  return router;
}
