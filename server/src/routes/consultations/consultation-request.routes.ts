import Router from '@koa/router';
import { CONSULTATION_REQUEST_MESSAGES } from '../../../../domain/consultation-requests';
import { acceptRequestSchema, declineRequestSchema } from '../../../../domain/schemas/manage';
import type { AppContext } from '../../app-context';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import type { Decision } from '../../commands/decide-change-request';
import { decideConsultationRequest } from '../../commands/decide-consultation-request';
import type { ConsultationRow } from '../../db/rows';
import { notFound } from '../../errors';
import { presentConsultation } from '../../presenters/consultation';
import { actorName } from '../../presenters/user';
import { consultationHistory } from '../../queries/consultation-history';
import { consultationsAwaitingDecision } from '../../queries/consultation-requests';
import { isUuid } from '../../users/users';
import { parseInput } from '../../validation/parse';

/**
 * Staff accept or decline a client's request to move an online consultation: the booking version's
 * calls (`/api/bookings/:id/change-request/...`) with the same bodies and answers, plus an optional
 * `requestedAt` naming the request the desk read. Like them, no update code: deciding what the
 * client asked for is the desk's everyday work, and who decided is recorded.
 */
export function consultationRequestRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const staff = requireStaff(context);

  /** The answer: the consultation as it now stands, no longer waiting for a decision. */
  async function decide(
    id: string,
    by: { actor: string; seen: string | undefined },
    decision: Decision,
    message: string,
  ) {
    const row = await decideConsultationRequest(knex, id, decision, {
      ...by,
      now: new Date(),
      hours: await context.catalogue.rules(),
    });
    context.wakeOutbox?.();
    return { data: presentConsultation({ ...row, pending_change_request: null }), message };
  }

  router.post('/:id/change-request/accept', staff, async (ctx) => {
    const { requestedAt } = parseInput(acceptRequestSchema, ctx.request.body ?? {});
    const by = { actor: actorName(currentStaff(ctx)), seen: requestedAt };
    ctx.body = await decide(
      ctx.params.id ?? '',
      by,
      { accept: true },
      CONSULTATION_REQUEST_MESSAGES.accepted,
    );
  });

  router.post('/:id/change-request/decline', staff, async (ctx) => {
    const { reply, requestedAt } = parseInput(declineRequestSchema, ctx.request.body ?? {});
    const by = { actor: actorName(currentStaff(ctx)), seen: requestedAt };
    const decision: Decision = { accept: false, reply };
    ctx.body = await decide(ctx.params.id ?? '', by, decision, CONSULTATION_REQUEST_MESSAGES.declined);
  });

  /**
   * Every client still waiting for an answer about another time, longest-waiting first (up to 20).
   * Not filtered by branch, on purpose: an online consultation belongs to no branch (its place is
   * `online`, which no account's branch list can name), and the desk's calls are open to every staff
   * member as `GET /api/online-consultations` and the schedule's calls are, so a limited receptionist
   * answers these too (docs/API.md, "Roles by branch"). No booking of any branch is in this list.
   */
  router.get('/change-requests', staff, async (ctx) => {
    const { rows, total } = await consultationsAwaitingDecision(knex);
    ctx.body = { data: rows.map(presentConsultation), total };
  });

  /** The consultation's history, oldest first, for the staff dialog: who booked, asked, decided, changed. */
  router.get('/:id/history', staff, async (ctx) => {
    const id = ctx.params.id ?? '';
    const row = isUuid(id)
      ? await knex<ConsultationRow>('online_consultations').where({ id }).first()
      : undefined;
    if (!row) throw notFound('Consultation not found');
    ctx.body = { data: await consultationHistory(knex, row) };
  });

  return router;
}
