import type { Knex } from 'knex';
import { smsNumber } from '../../../domain/sms/sms-number';
import type { WaitlistRow } from '../db/waitlist-row';
import { waitlistOfferUrl } from '../mail/waitlist-offer-email';
import { waitlistOfferKey } from '../waitlist/offer-keys';
import { renderSms } from './sms-messages';
import type { SmsOutboxRow } from './sms-outbox-row';

/**
 * A waitlist offer's text: to whom and its words, or why it is not to go (the client asked for no
 * texts, no mobile number, or the offer already ended: booked or passed to the next wish).
 */
export async function waitlistText(
  db: Knex,
  row: SmsOutboxRow,
  publicUrl: string,
): Promise<{ number: string | null; message: string; reason: string | undefined }> {
  const wish = await db<WaitlistRow>('waitlist_entries')
    .where({ id: row.waitlist_entry_id ?? '' })
    .first();
  if (!wish) return { number: null, message: '', reason: 'the waitlist wish is gone' };
  const number = smsNumber(wish.phone) ?? null;
  const reason =
    wish.sms_opt_in === false
      ? 'the client asked for no texts'
      : !number
        ? `no mobile number to text (${wish.phone || 'none given'})`
        : wish.status !== 'offered' || row.dedupe_key !== `sms:${waitlistOfferKey(wish)}`
          ? 'the offer has ended'
          : undefined;
  const message = renderSms(
    'waitlist-offer',
    { booking_number: '', service_date: wish.wish_date, service_time: wish.offer_time ?? wish.from_time },
    waitlistOfferUrl(publicUrl, wish.offer_token ?? ''),
  );
  return { number, message, reason };
}
