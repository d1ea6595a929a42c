import type { Knex } from 'knex';
import type { WindowLimit } from '../limits/window-limit';
import type { CreatedCheckout } from './online-checkout';

/**
 * How long a checkout session "Pay now" opened is handed out again for the same booking and amount.
 * Well inside PayMongo's own expiry of a session (a day), so the page handed out is still open.
 */
export const CHECKOUT_REUSE_MINUTES = 30;

/**
 * New checkout sessions one booking may ask the provider for: reuse covers taps and reloads, so this
 * counts only sessions for a new amount (a deposit, then the balance) and failed attempts while the
 * provider is down, each a call to PayMongo on the clinic's account.
 */
export const CHECKOUT_LIMIT: WindowLimit = { count: 6, windowSeconds: 3_600 };

export const TOO_MANY_CHECKOUTS =
  'The payment page was asked for too often for this booking. Please wait a little and try again, or pay by transfer.';

/** The session still open for this booking and amount, if "Pay now" opened one within the window. */
export async function reusableCheckout(
  db: Knex,
  bookingId: string,
  amountCentavos: number,
  now: Date,
): Promise<string | undefined> {
  const since = new Date(now.getTime() - CHECKOUT_REUSE_MINUTES * 60_000);
  const row = await db('online_checkouts')
    .where({ booking_id: bookingId, amount_centavos: amountCentavos })
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .first('checkout_url');
  return row?.checkout_url as string | undefined;
}

export async function keepCheckout(
  db: Knex,
  bookingId: string,
  amountCentavos: number,
  session: CreatedCheckout,
  now: Date,
): Promise<void> {
  await db('online_checkouts')
    .insert({
      id: session.id,
      booking_id: bookingId,
      amount_centavos: amountCentavos,
      checkout_url: session.checkoutUrl,
      created_at: now,
    })
    .onConflict('id')
    .ignore();
}
