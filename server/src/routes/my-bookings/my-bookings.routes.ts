import Router from '@koa/router';
import { MY_BOOKINGS_ANSWER } from '../../../../domain/my-bookings';
import { myBookingsRequestSchema } from '../../../../domain/schemas/my-bookings';
import type { AppContext } from '../../app-context';
import { requestMyBookingsLink } from '../../commands/request-my-bookings-link';
import { notFound } from '../../errors';
import { clientBucket } from '../../limits/client-address';
import { readMyBookingsToken } from '../../manage/my-bookings-token';
import { presentMyBookings } from '../../presenters/my-bookings';
import { myBookingsOf } from '../../queries/my-bookings';
import { manageKeyOf } from '../../secrets';
import { parseInput } from '../../validation/parse';

/**
 * "My bookings": a client asks for one link by e-mail (the same answer whether or not the address
 * is known, limited per address and per network address), and the link lists what is theirs.
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
    if (!email) throw notFound('This link is not valid or has expired. Ask for a new one.');
    ctx.body = presentMyBookings(email, await myBookingsOf(knex, email), key);
  });

  return router;
}
