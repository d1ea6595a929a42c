import Router from '@koa/router';
import type { Context } from 'koa';
import { amountDueOnline, ONLINE_PAYMENT_MESSAGES, toCentavos } from '../../../../domain/online-payment';
import type { AppContext } from '../../app-context';
import { recordOnlinePayment } from '../../commands/record-online-payment';
import type { BookingRow } from '../../db/rows';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors';
import { bookingOfLink } from '../../manage/booking-of-link';
import { CheckoutUnavailable } from '../../payments/online-checkout';
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

  router.post('/my-booking/:token/checkout', async (ctx) => {
    const row = await bookingOf(ctx);
    if (!checkout) throw unavailable();
    const amountDue = dueOf(row);
    if (amountDue <= 0) throw conflict(ONLINE_PAYMENT_MESSAGES.nothingDue);
    const origin = context.config.publicOrigin ?? ctx.origin;
    const page = `${origin}/my-booking/${encodeURIComponent(String(ctx.params.token))}`;
    const treatments = cartLines(row)
      .map((line) => line.name)
      .join(', ');
    try {
      const session = await checkout.createCheckout({
        bookingId: row.id,
        bookingNumber: row.booking_number,
        amountCentavos: toCentavos(amountDue),
        description: `${row.booking_number}: ${treatments}`.slice(0, 255),
        client: { name: row.customer_name, email: row.email, phone: row.phone },
        successUrl: `${page}?payment=done`,
        cancelUrl: `${page}?payment=cancelled`,
      });
      context.logger.info('paymongo checkout opened', {
        bookingId: row.id,
        sessionId: session.id,
        amountDue,
      });
      ctx.body = { checkoutUrl: session.checkoutUrl };
    } catch (error) {
      if (!(error instanceof CheckoutUnavailable)) throw error;
      context.logger.error('paymongo checkout failed', { bookingId: row.id, error });
      throw new HttpError(502, 'payment_provider_unavailable', ONLINE_PAYMENT_MESSAGES.providerDown);
    }
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
