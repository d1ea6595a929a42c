import Router from '@koa/router';
import type { Context } from 'koa';
import { CONSULTATION_MANAGE_MESSAGES } from '../../../../domain/manage-consultation';
import { PROOF_RECEIVED } from '../../../../domain/payment';
import { cancelRequestSchema, rescheduleRequestSchema } from '../../../../domain/schemas/manage';
import { proofReferenceSchema } from '../../../../domain/schemas/payment';
import type { AppContext } from '../../app-context';
import { cancelConsultationByClient } from '../../commands/cancel-consultation-by-client';
import { requestConsultationTime } from '../../commands/request-consultation-time';
import { currentProof, submitPaymentProof } from '../../commands/submit-payment-proof';
import type { ConsultationRequestRow, ConsultationRow } from '../../db/rows';
import { notFound } from '../../errors';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { proofUploadLimit } from '../../limits/proof-upload-limit';
import { readManageToken } from '../../manage/manage-token';
import { processProof } from '../../payments/process-proof';
import { proofRequestHash, readProofUpload, uploadedProof } from '../../payments/proof-upload';
import { presentManagedConsultation } from '../../presenters/managed-consultation';
import { manageKeyOf } from '../../secrets';
import { isUuid } from '../../users/users';
import { parseInput } from '../../validation/parse';

/**
 * The client's own online consultation, reached through the signed link in its e-mail (a token made
 * for consultations; a booking's token never opens one). Every bad token gets the same 404.
 */
export function myConsultationRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/my-consultation' });
  const knex = context.db.knex;
  const key = manageKeyOf(context.secrets);

  async function consultationOf(ctx: Context): Promise<ConsultationRow> {
    const id = readManageToken(key, String(ctx.params.token ?? ''), 'consultation');
    const row =
      id && isUuid(id)
        ? await knex<ConsultationRow>('online_consultations').where({ id }).first()
        : undefined;
    if (!row) throw notFound(CONSULTATION_MANAGE_MESSAGES.invalidLink);
    return row;
  }

  async function managed(id: string) {
    const row = await knex<ConsultationRow>('online_consultations').where({ id }).first();
    if (!row) throw notFound(CONSULTATION_MANAGE_MESSAGES.invalidLink);
    const [pending, proof] = await Promise.all([
      knex<ConsultationRequestRow>('consultation_change_requests')
        .where({ consultation_id: id, status: 'pending' })
        .first(),
      currentProof(knex, 'consultation', id),
    ]);
    return presentManagedConsultation(row, pending, proof);
  }

  router.get('/:token', async (ctx) => {
    const row = await consultationOf(ctx);
    ctx.body = { consultation: await managed(row.id) };
  });

  router.post('/:token/cancel', async (ctx) => {
    parseInput(cancelRequestSchema, ctx.request.body ?? {});
    const row = await consultationOf(ctx);
    await cancelConsultationByClient(knex, row.id, { now: new Date(), mailBcc: context.config.mailBcc });
    context.wakeOutbox?.();
    ctx.body = { consultation: await managed(row.id), msg: CONSULTATION_MANAGE_MESSAGES.cancelled };
  });

  router.post('/:token/reschedule', async (ctx) => {
    const row = await consultationOf(ctx);
    const input = parseInput(rescheduleRequestSchema, ctx.request.body);
    await requestConsultationTime(knex, row.id, input, {
      now: new Date(),
      hours: await context.catalogue.rules(),
      clinicAddress: context.config.mailBcc,
    });
    context.wakeOutbox?.();
    ctx.status = 201;
    ctx.body = { consultation: await managed(row.id), msg: CONSULTATION_MANAGE_MESSAGES.rescheduleSent };
  });

  // The client's proof of payment, as on a booking's page (the token is checked before the upload is read).
  router.post(
    '/:token/payment-proof',
    async (ctx, next) => {
      ctx.state.proofOwnerId = (await consultationOf(ctx)).id;
      await next();
    },
    proofUploadLimit(context, 'consultation', (ctx) => ctx.state.proofOwnerId),
    readProofUpload,
    async (ctx) => {
      const idempotencyKey = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
      const { bytes, fields } = uploadedProof(ctx);
      const reference = parseInput(proofReferenceSchema, fields.reference || undefined);
      const row = await consultationOf(ctx);
      const proof = await processProof(bytes);
      const { replayed } = await submitPaymentProof(knex, 'consultation', row.id, {
        proof,
        reference,
        idempotencyKey,
        requestHash: proofRequestHash(bytes, reference),
      });
      if (replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = replayed ? 200 : 201;
      ctx.body = { consultation: await managed(row.id), msg: PROOF_RECEIVED };
    },
  );

  return router;
}
