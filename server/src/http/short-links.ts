import type { Knex } from 'knex';
import type Koa from 'koa';
import { manageToken } from '../manage/manage-token';
import { readShortManageCode } from '../manage/short-link';

const SHORT_PATH = /^\/m\/([A-Za-z0-9_-]{1,40})$/;

/**
 * `GET /m/<code>`, the manage link of a text message (manage/short-link.ts): a redirect to the
 * booking's full `/my-booking/<token>` page. A code that is not ours, or a booking gone, falls through
 * to the app, which shows its "page not found".
 */
export function shortLinks(db: Knex, manageKey: string): Koa.Middleware {
  return async (ctx, next) => {
    const match = ctx.method === 'GET' || ctx.method === 'HEAD' ? SHORT_PATH.exec(ctx.path) : null;
    const bookingNumber = match?.[1] ? readShortManageCode(manageKey, match[1]) : null;
    const booking = bookingNumber
      ? await db('bookings').where({ booking_number: bookingNumber }).whereNull('deleted_at').first('id')
      : undefined;
    if (!booking) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.redirect(`/my-booking/${manageToken(manageKey, booking.id as string)}`);
  };
}
