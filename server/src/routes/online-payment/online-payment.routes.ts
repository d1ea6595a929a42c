import Router from '@koa/router';
import type { Context } from 'koa';
import { amountDueOnline, ONLINE_PAYMENT_MESSAGES, toCentavos } from '../../../../domain/online-payment';
import type { AppContext } from '../../app-context';
import { recordOnlinePayment } from '../../commands/record-online-payment';
import type { BookingRow } from '../../db/rows';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '../../errors';
import { takeFromWindow } from '../../limits/public-writes';
import { bookingOfLink } from '../../manage/booking-of-link';
import { CheckoutUnavailable } from '../../payments/online-checkout';
import {
  CHECKOUT_LIMIT,
  keepCheckout,
  reusableCheckout,
  TOO_MANY_CHECKOUTS,
} from '../../payments/open-checkouts';
import { createPaymongoCheckout } from '../../payments/paymongo-checkout';
import { readPaymongoEvent } from '../../payments/paymongo-event';
import { checkPaymongoSignature } from '../../payments/paymongo-signature';
import { cartLines } from '../../presenters/booking';
import { manageKeyOf } from '../../secrets';

const unavailable = () =>
  new HttpError(503, 'online_payment_unavailable', ONLINE_PAYMENT_MESSAGES.unavailable);

const dueOf = (row: BookingRow) =>
  amountDueOnline({
    status: row.status,
    total: Number(row.total_price),
    amountPaid: row.amount_paid === null || row.amount_paid === undefined ? null : Number(row.amount_paid),
    paymentStatus: row.payment_status ?? 'unpaid',
    deposit: Number(row.deposit_due ?? 0),
  });

/**
 * Paying online through PayMongo: the client's "Pay now" opens a hosted checkout for the amount due,
 * and PayMongo's signed webhook tells us it was paid. Without both keys the button is not offered and
 * the checkout answers 503.
 */
export function onlinePaymentRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const key = manageKeyOf(context.secrets);
  const paymongo = context.config.paymongo;
  const checkout = paymongo ? createPaymongoCheckout(paymongo) : undefined;
  const bookingOf = (ctx: Context) => bookingOfLink(knex, key, String(ctx.params.token ?? ''));

  // Whether the page shows "Pay now", and for how much.
  router.get('/my-booking/:token/checkout', async (ctx) => {
    const amountDue = dueOf(await bookingOf(ctx));
    ctx.body = { available: Boolean(checkout) && amountDue > 0, amountDue };
  });

  // One session per booking and amount at a time: a second tap, a reload or a second tab gets the
  // session already open, so two live payment pages for one booking never exist. The booking's row
  // is locked while the session is looked for and opened, so two requests at once open one.
  router.post('/my-booking/:token/checkout', async (ctx) => {
    const row = await bookingOf(ctx);
    if (!checkout) throw unavailable();
    const origin = context.config.publicOrigin ?? ctx.origin;
    const page = `${origin}/my-booking/${encodeURIComponent(String(ctx.params.token))}`;
    const treatments = cartLines(row)
      .map((line) => line.name)
      .join(', ');
    const opened = await knex.transaction(async (trx) => {
      const locked = await trx<BookingRow>('bookings').where({ id: row.id }).forUpdate().first();
      const amountDue = locked ? dueOf(locked) : 0;
      if (amountDue <= 0) throw conflict(ONLINE_PAYMENT_MESSAGES.nothingDue);
      const amountCentavos = toCentavos(amountDue);
      const now = new Date();
      const open = await reusableCheckout(trx, row.id, amountCentavos, now);
      if (open) return { checkoutUrl: open };
      const take = await takeFromWindow(trx, `checkout:${row.id}`, CHECKOUT_LIMIT);
      if (!('taken' in take)) throw tooManyRequests(TOO_MANY_CHECKOUTS, take.retryAfterSeconds);
      try {
        const session = await checkout.createCheckout({
          bookingId: row.id,
          bookingNumber: row.booking_number,
          amountCentavos,
          description: `${row.booking_number}: ${treatments}`.slice(0, 255),
          client: { name: row.customer_name, email: row.email, phone: row.phone },
          successUrl: `${page}?payment=done`,
          cancelUrl: `${page}?payment=cancelled`,
        });
        await keepCheckout(trx, row.id, amountCentavos, session, now);
        context.logger.info('paymongo checkout opened', {
          bookingId: row.id,
          sessionId: session.id,
          amountDue,
        });
        return { checkoutUrl: session.checkoutUrl };
      } catch (error) {
        if (!(error instanceof CheckoutUnavailable)) throw error;
        context.logger.error('paymongo checkout failed', { bookingId: row.id, error });
        // Committed, not thrown: the failed attempt still counts against the booking's limit.
        return { failed: true as const };
      }
    });
    if ('failed' in opened)
      throw new HttpError(502, 'payment_provider_unavailable', ONLINE_PAYMENT_MESSAGES.providerDown);
    const { checkoutUrl } = opened;
    ctx.body = { checkoutUrl };
  });

  // PayMongo's events: only a valid signature over the raw body, each event id handled once. A 2xx
  // tells PayMongo to stop retrying, so an event we decline on its merits (not ours, wrong amount) is
  // answered 200 with what became of it; a bad signature is 401.
  router.post('/payments/paymongo/webhook', async (ctx) => {
    if (!paymongo) throw unavailable();
    const check = checkPaymongoSignature(
      ctx.get('paymongo-signature') || undefined,
      ctx.request.rawBody ?? Buffer.alloc(0),
      {
        secret: paymongo.webhookSecret,
        live: paymongo.secretKey.startsWith('sk_live_'),
      },
    );
    if (!check.ok) {
      context.logger.error('paymongo webhook refused', { reason: check.reason });
      throw unauthorized('The Paymongo-Signature is missing, wrong or too old');
    }
    const event = readPaymongoEvent(ctx.request.body);
    if (!event) throw badRequest('The body is not a PayMongo event');
    const result = await recordOnlinePayment(knex, event, {
      mailBcc: context.config.mailBcc,
      catalogue: await context.catalogue.rules(),
    });
    const log = result.outcome === 'recorded' || result.outcome === 'ignored-type' ? 'info' : 'error';
    context.logger[log]('paymongo webhook', { eventId: event.id, type: event.type, ...result });
    if (result.outcome === 'recorded') context.wakeOutbox?.();
    ctx.body = { received: true, outcome: result.outcome };
  });

  return router;
}
