import Router from '@koa/router';
import { MY_BOOKINGS_ANSWER } from '../../../../domain/my-bookings';
import { PRIVACY_MESSAGES } from '../../../../domain/privacy';
import { myBookingsRequestSchema } from '../../../../domain/schemas/my-bookings';
import type { AppContext } from '../../app-context';
import { requestErasure } from '../../commands/request-erasure';
import { requestMyBookingsLink } from '../../commands/request-my-bookings-link';
import { toIso } from '../../db/rows';
import { notFound } from '../../errors';
import { consentsForExport } from '../../health-data/consent-store';
import { intakeForClient } from '../../health-data/intake-store';
import { clientBucket } from '../../limits/client-address';
import { readMyBookingsToken } from '../../manage/my-bookings-token';
import { presentClientExport } from '../../presenters/client-export';
import { presentMyBookings } from '../../presenters/my-bookings';
import { clientIdOfEmail, clientScope } from '../../privacy/client-scope';
import { exportExtras } from '../../queries/client-export';
import { myBookingsOf } from '../../queries/my-bookings';
import { healthKeyOf, manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';

/**
 * "My bookings": a client asks for one link by e-mail (the same answer whether or not the address
 * is known, limited per address and per network address), and the link lists what is theirs. The
 * same link serves the client's rights (issue 27 item 6): a copy of all their data, and erasure.
 */
export function myBookingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/my-bookings' });
  const knex = context.db.knex;
  const key = manageKeyOf(context.secrets);

  router.post('/link', async (ctx) => {
    const { email } = parseInput(myBookingsRequestSchema, ctx.request.body);
    await requestMyBookingsLink(knex, email, clientBucket(ctx.ip), new Date());
    context.wakeOutbox?.();
    ctx.status = 202;
    ctx.body = { msg: MY_BOOKINGS_ANSWER };
  });

  router.get('/:token', async (ctx) => {
    const email = readMyBookingsToken(key, String(ctx.params.token ?? ''));
    if (!email) throw notFound(PRIVACY_MESSAGES.linkGone);
    ctx.body = presentMyBookings(email, await myBookingsOf(knex, email), key);
  });

  /** The e-mail a link opens, or 404 for a link that is not ours or has expired. */
  const emailOf = (token: string | undefined) => {
    const email = readMyBookingsToken(key, String(token ?? ''));
    if (!email) throw notFound(PRIVACY_MESSAGES.linkGone);
    return email;
  };
  const clientOf = async (token: string | undefined) => {
    const clientId = await clientIdOfEmail(knex, emailOf(token));
    const scope = clientId ? await clientScope(knex, clientId) : undefined;
    if (!scope) throw notFound(PRIVACY_MESSAGES.nothingHeld);
    return scope;
  };

  // POST, not GET: a copy of everything is not something a link preview or a cache should fetch.
  router.post('/:token/export', async (ctx) => {
    const scope = await clientOf(ctx.params.token);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', 'attachment; filename="my-data.json"');
    // The client's own health form, opened for them: theirs to read (like their manage link's form).
    const healthKey = healthKeyOf(context.secrets);
    const healthForm = await intakeForClient(knex, healthKey, scope.client.id);
    const consents = await consentsForExport(knex, healthKey, scope.recordIds);
    ctx.body = presentClientExport(
      scope,
      await exportExtras(knex, scope),
      { healthForm, consents },
      new Date(),
    );
  });

  router.post('/:token/erasure', async (ctx) => {
    const scope = await clientOf(ctx.params.token);
    const request = await requestErasure(knex, scope.client.id, new Date());
    ctx.status = 202;
    ctx.body = { msg: PRIVACY_MESSAGES.erasureAsked, requestedAt: toIso(request.requested_at) };
  });

  return router;
}
