import Router from '@koa/router';
import { CONSULTATION_REQUEST_MESSAGES } from '../../../../domain/consultation-requests';
import { acceptRequestSchema, declineRequestSchema } from '../../../../domain/schemas/manage';
import type { AppContext } from '../../app-context';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import type { Decision } from '../../commands/decide-change-request';
import { decideConsultationRequest } from '../../commands/decide-consultation-request';
import { presentConsultation } from '../../presenters/consultation';
import { actorName } from '../../presenters/user';
import { parseInput } from '../../validation/parse';

/**
 * Staff accept or decline a client's request to move an online consultation: the booking version's
 * calls (`/api/bookings/:id/change-request/...`) with the same bodies and answers. Like them, no
 * update code: deciding what the client asked for is the desk's everyday work, and it is recorded.
 */
export function consultationRequestRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const staff = requireStaff(context);

  /** The answer: the consultation as it now stands, no longer waiting for a decision. */
  async function decide(id: string, actor: string, decision: Decision, message: string) {
    const row = await decideConsultationRequest(knex, id, decision, { actor, now: new Date() });
    context.wakeOutbox?.();
    return { data: presentConsultation({ ...row, pending_change_request: null }), message };
  }

  router.post('/:id/change-request/accept', staff, async (ctx) => {
    parseInput(acceptRequestSchema, ctx.request.body ?? {});
    const actor = actorName(currentStaff(ctx));
    ctx.body = await decide(
      ctx.params.id ?? '',
      actor,
      { accept: true },
      CONSULTATION_REQUEST_MESSAGES.accepted,
    );
  });

  router.post('/:id/change-request/decline', staff, async (ctx) => {
    const { reply } = parseInput(declineRequestSchema, ctx.request.body ?? {});
    const actor = actorName(currentStaff(ctx));
    const decision: Decision = { accept: false, reply };
    ctx.body = await decide(ctx.params.id ?? '', actor, decision, CONSULTATION_REQUEST_MESSAGES.declined);
  });

  return router;
}
