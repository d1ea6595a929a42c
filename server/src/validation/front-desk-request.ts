import { isMissing, isPlainObject } from '../../../domain/schemas/fields';
import type { PricedBooking } from '../commands/create-booking';
import { validationFailed } from '../errors';
import { checkBookingRequest } from './booking-request';

/** How a desk booking reached the clinic, for its history. */
export const DESK_CHANNELS = ['phone', 'walk-in'] as const;
export type DeskChannel = (typeof DESK_CHANNELS)[number];

/**
 * Stands in for the missing address while the public rules check everything else; never stored.
 * `.invalid` is reserved (RFC 2606), so it can never reach anyone.
 */
const NO_EMAIL_STAND_IN = 'no-email@front-desk.invalid';

/**
 * A booking taken by phone or at the counter passes exactly the public booking's checks (one rule,
 * not a copy), except that the client's e-mail may be left out: then it is stored empty and no
 * e-mail is ever queued for it.
 */
export function checkFrontDeskRequest(
  body: unknown,
  now = new Date(),
): PricedBooking & { channel: DeskChannel } {
  const channel = isPlainObject(body) && body.channel !== undefined ? body.channel : 'phone';
  if (channel !== 'phone' && channel !== 'walk-in')
    throw validationFailed('channel must be phone or walk-in');
  const data = isPlainObject(body) && isPlainObject(body.bookingData) ? body.bookingData : undefined;
  const noEmail = data !== undefined && isMissing(data.email);
  const checked = noEmail
    ? checkBookingRequest({ ...(body as object), bookingData: { ...data, email: NO_EMAIL_STAND_IN } }, now)
    : checkBookingRequest(body, now);
  if (noEmail) checked.bookingData = { ...checked.bookingData, email: '' };
  return { ...checked, channel };
}
