import Router from '@koa/router';
import { NO_CLIENT_EMAIL_MESSAGE, STATEMENT_ALREADY_SENT_MESSAGE } from '../../../../domain/statement';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../../auth/require-staff';
import { badRequest, notFound } from '../../errors';
import { enqueueStatement } from '../../mail/enqueue-statement';
import { findBooking } from '../../queries/bookings';

/** The counter's "E-mail statement": the statement of account, queued through the e-mail outbox. */
export function statementRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;

  router.post('/:id/statement', requireStaff(context), async (ctx) => {
    const row = await findBooking(knex, ctx.params.id ?? '');
    if (!row || row.deleted_at) throw notFound('Booking not found');
    if (!row.email) throw badRequest(NO_CLIENT_EMAIL_MESSAGE);
    const queued = await enqueueStatement(knex, row);
    if (queued) context.wakeOutbox?.();
    ctx.status = queued ? 202 : 200;
    ctx.body = queued
      ? { queued, to: row.email, message: `Statement e-mailed to ${row.email}` }
      : { queued, to: row.email, msg: STATEMENT_ALREADY_SENT_MESSAGE };
  });

  return router;
}
