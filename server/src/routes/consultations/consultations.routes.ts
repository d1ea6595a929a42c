import Router from '@koa/router';
import { pageQuerySchema } from '../../../../domain/schemas/back-office';
import {
  createConsultationRequestSchema,
  missingConsultationFieldsMessage,
} from '../../../../domain/schemas/consultation';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../../auth/require-staff';
import { createConsultation } from '../../commands/create-consultation';
import { validationFailed } from '../../errors';
import { claimFor, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { manageToken } from '../../manage/manage-token';
import { presentConsultation } from '../../presenters/consultation';
import { presentPage } from '../../presenters/page';
import { listConsultations } from '../../queries/consultations';
import { manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';
import { sendStored } from '../respond';

export function consultationRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/online-consultations' });
  const { db, config } = context;
  const key = manageKeyOf(context.secrets);

  /**
   * The summary links to the consultation's manage page as its e-mail does. Added to the answer as it
   * is sent, not stored with it: a replay gets it too, and the signing key never reaches a table.
   */
  function withManageToken<T extends { body: unknown }>(response: T): T {
    const body = response.body as { consultation?: { id?: unknown } } | null;
    const id = body?.consultation?.id;
    if (typeof id !== 'string') return response;
    return { ...response, body: { ...body, manageToken: manageToken(key, id, 'consultation') } };
  }

  router.post('/', async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const missing = missingConsultationFieldsMessage(body);
    if (missing) throw validationFailed(missing);
    const input = parseInput(createConsultationRequestSchema, body);
    const response = await createConsultation(db.knex, input, {
      claim: claimFor('online-consultations', key, body),
      mailBcc: config.mailBcc,
    });
    sendStored(ctx, withManageToken(response), context);
  });

  router.get('/', requireStaff(context), async (ctx) => {
    const query = parseInput(pageQuerySchema, ctx.query);
    const { rows, total } = await listConsultations(db.knex, query);
    ctx.body = presentPage(rows.map(presentConsultation), total, query.page, query.limit);
  });

  return router;
}
