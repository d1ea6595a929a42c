import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { DESK_PHONE_PROBLEM, MOBILE_PROBLEM, parseDeskPhone } from '../../../domain/phone-number';
import { isMissing, isPlainObject } from '../../../domain/schemas/fields';
import type { PricedBooking } from '../commands/create-booking';
import { HttpError, validationFailed } from '../errors';
import { checkBookingRequest } from './booking-request';

/** How a desk booking reached the clinic, for its history. */
export const DESK_CHANNELS = ['phone', 'walk-in'] as const;
export type DeskChannel = (typeof DESK_CHANNELS)[number];

/**
 * Stands in for the missing address while the public rules check everything else; never stored.
 * `.invalid` is reserved (RFC 2606), so it can never reach anyone.
 */
const NO_EMAIL_STAND_IN = 'no-email@front-desk.invalid';
/** Stands in for a desk phone (a landline, say) while the public rules check the rest; never stored. */
const DESK_PHONE_STAND_IN = '09000000000';

/**
 * A booking taken by phone or at the counter passes exactly the public booking's checks (one rule,
 * not a copy), except that the client's e-mail may be left out (then it is stored empty and no
 * e-mail is ever queued for it) and the phone may be a landline (`deskPhoneField`'s rule).
 */
export function checkFrontDeskRequest(
  body: unknown,
  rules: CatalogueRules,
  now = new Date(),
): PricedBooking & { channel: DeskChannel } {
  const channel = isPlainObject(body) && body.channel !== undefined ? body.channel : 'phone';
  if (channel !== 'phone' && channel !== 'walk-in')
    throw validationFailed('channel must be phone or walk-in');
  const data = isPlainObject(body) && isPlainObject(body.bookingData) ? body.bookingData : undefined;
  const noEmail = data !== undefined && isMissing(data.email);
  const deskPhone = typeof data?.phone === 'string' ? parseDeskPhone(data.phone) : undefined;
  const checked = checkWithStandIns(
    body,
    {
      ...(noEmail ? { email: NO_EMAIL_STAND_IN } : {}),
      ...(deskPhone ? { phone: DESK_PHONE_STAND_IN } : {}),
    },
    rules,
    now,
  );
  if (noEmail) checked.bookingData = { ...checked.bookingData, email: '' };
  if (deskPhone) checked.bookingData = { ...checked.bookingData, phone: deskPhone };
  return { ...checked, channel };
}

function checkWithStandIns(
  body: unknown,
  standIns: Record<string, string>,
  rules: CatalogueRules,
  now: Date,
): PricedBooking {
  const data = isPlainObject(body) && isPlainObject(body.bookingData) ? body.bookingData : undefined;
  try {
    return data && Object.keys(standIns).length > 0
      ? checkBookingRequest({ ...(body as object), bookingData: { ...data, ...standIns } }, rules, now)
      : checkBookingRequest(body, rules, now);
  } catch (error) {
    // The public message asks for a mobile; the desk may take a landline too.
    if (error instanceof HttpError && error.message === MOBILE_PROBLEM)
      throw validationFailed(DESK_PHONE_PROBLEM);
    throw error;
  }
}
