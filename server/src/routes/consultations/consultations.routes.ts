import Router from '@koa/router';
import { CONSULTATION_MINUTES } from '../../../../domain/consultation';
import { ONLINE_PLACE } from '../../../../domain/opening-hours';
import { pageQuerySchema } from '../../../../domain/schemas/back-office';
import {
  createConsultationRequestSchema,
  missingConsultationFieldsMessage,
} from '../../../../domain/schemas/consultation';
import {
  consultationMoveSchema,
  consultationStatusUpdateSchema,
  videoLinkUpdateSchema,
} from '../../../../domain/schemas/consultation-desk';
import { startTimeProblem } from '../../../../domain/start-time';
import type { AppContext } from '../../app-context';
import { verifySecretCode } from '../../auth/code-guard';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import {
  changeConsultationStatus,
  setConsultationVideoLink,
} from '../../commands/change-consultation-status';
import { createConsultation } from '../../commands/create-consultation';
import { moveConsultation } from '../../commands/move-consultation';
import { readKnex } from '../../db/read-routing';
import { validationFailed } from '../../errors';
import { answerOnce } from '../../idempotency/answer-once';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { publicWriteGuard } from '../../limits/public-write-guard';
import { manageToken } from '../../manage/manage-token';
import { presentConsultation } from '../../presenters/consultation';
import { presentPage } from '../../presenters/page';
import { actorName } from '../../presenters/user';
import { listConsultations } from '../../queries/consultations';
import { manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';
import { paymentRoutes } from '../bookings/booking-payment.routes';
import { sendStored } from '../respond';
import { consultationRequestRoutes } from './consultation-request.routes';

export function consultationRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/online-consultations' });
  const { db, config } = context;
  const limited = publicWriteGuard(context);
  const manageKey = manageKeyOf(context.secrets);

  /**
   * The summary links to the consultation's manage page as its e-mail does. Added to the answer as it
   * is sent, not stored with it: a replay gets it too, and the signing key never reaches a table.
   */
  function withManageToken<T extends { body: unknown }>(response: T): T {
    const body = response.body as { consultation?: { id?: unknown } } | null;
    const id = body?.consultation?.id;
    if (typeof id !== 'string') return response;
    return { ...response, body: { ...body, manageToken: manageToken(manageKey, id, 'consultation') } };
  }

  router.post('/', async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const rules = await context.catalogue.rules();
    const response = await answerOnce(db.knex, { scope: 'online-consultations', key, body }, (claim) => {
      const missing = missingConsultationFieldsMessage(body);
      if (missing) throw validationFailed(missing);
      const input = parseInput(createConsultationRequestSchema, body);
      const now = new Date();
      const problem = startTimeProblem({
        place: ONLINE_PLACE,
        date: input.date,
        time: input.time,
        minutes: CONSULTATION_MINUTES,
        hours: rules.hoursOn(ONLINE_PLACE, input.date),
        now,
      });
      if (problem) throw validationFailed(problem);
      return limited(
        ctx,
        input.email,
        () => createConsultation(db.knex, input, { claim, mailBcc: config.mailBcc, now, rules }),
        {
          place: ONLINE_PLACE,
          date: input.date,
          minutes: CONSULTATION_MINUTES,
          hours: rules.hoursOn(ONLINE_PLACE, input.date),
          holdId: input.holdId,
        },
      );
    });
    sendStored(ctx, withManageToken(response), context);
  });

  router.get('/', requireStaff(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const query = parseInput(pageQuerySchema, ctx.query);
    const { rows, total } = await listConsultations(knex, query);
    ctx.body = presentPage(rows.map(presentConsultation), total, query.page, query.limit);
  });

  router.patch('/:id/status', requireStaff(context), async (ctx) => {
    const { status, updateCode, reason } = parseInput(consultationStatusUpdateSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', updateCode);
    const actor = actorName(currentStaff(ctx));
    const { row, emailQueued } = await db.knex.transaction((trx) =>
      changeConsultationStatus(trx, ctx.params.id ?? '', status, actor, { reason }),
    );
    if (emailQueued) context.wakeOutbox?.();
    ctx.body = { data: presentConsultation(row), message: `Consultation status updated to ${status}` };
  });

  router.patch('/:id/video-link', requireStaff(context), async (ctx) => {
    const { videoLink, updateCode } = parseInput(videoLinkUpdateSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', updateCode);
    const actor = actorName(currentStaff(ctx));
    const { row, emailQueued } = await db.knex.transaction((trx) =>
      setConsultationVideoLink(trx, ctx.params.id ?? '', videoLink, actor),
    );
    if (emailQueued) context.wakeOutbox?.();
    ctx.body = {
      data: presentConsultation(row),
      message: videoLink ? 'Video-call link saved and sent to the client' : 'Video-call link removed',
    };
  });

  router.patch('/:id/time', requireStaff(context), async (ctx) => {
    const { date, time, consultantId, updateCode } = parseInput(consultationMoveSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', updateCode);
    const actor = actorName(currentStaff(ctx));
    const hours = await context.catalogue.rules();
    const { row, changed, emailQueued } = await db.knex.transaction((trx) =>
      moveConsultation(trx, ctx.params.id ?? '', { date, time, consultantId }, actor, hours),
    );
    if (emailQueued) context.wakeOutbox?.();
    const message = !changed
      ? 'Nothing to change'
      : emailQueued
        ? 'Consultation moved; the client is e-mailed the new time'
        : `Consultation given to ${row.consultant_name ?? 'another consultant'}`;
    ctx.body = { data: presentConsultation(row), message };
  });

  const payments = paymentRoutes(context, 'consultation');
  router.use(payments.routes(), payments.allowedMethods());
  const requests = consultationRequestRoutes(context);
  router.use(requests.routes(), requests.allowedMethods());
  return router;
}
