import { HOME_SERVICE_TRAVEL_FEES, travelFeeFor } from '../../../domain/home-service-area';
import { priceCart, visitTotal } from '../../../domain/pricing';
import { createBookingRequestSchema, missingBookingFieldsMessage } from '../../../domain/schemas/booking';
import { startTimeProblem } from '../../../domain/start-time';
import { visitMinutes } from '../../../domain/visit-length';
import type { PricedBooking } from '../commands/create-booking';
import { validationFailed } from '../errors';
import { parseInput } from './parse';

/**
 * Everything a booking must pass before it is stored, in the order the form shows problems: missing
 * fields, then each field, then the cart, priced from the catalogue (client prices play no part),
 * then whether the visit its cart makes fits the place's hours and has not already started.
 */
export function checkBookingRequest(
  body: unknown,
  now = new Date(),
  travelFees: Readonly<Record<string, number>> = HOME_SERVICE_TRAVEL_FEES,
): PricedBooking & { packageLink: string | undefined } {
  const missing = missingBookingFieldsMessage(body);
  if (missing) throw validationFailed(missing);
  const { bookingData, cartItems, packageLink } = parseInput(createBookingRequestSchema, body);
  const priced = priceCart(
    cartItems.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      selectedPromo: item.selectedPromo ?? null,
      promoCode: item.promoCode ?? null,
      packageId: item.packageId ?? null,
    })),
  );
  if (!priced.ok) throw validationFailed(priced.message);
  const minutes = visitMinutes(cartItems);
  const problem = startTimeProblem({
    place: bookingData.branch,
    date: bookingData.date,
    time: bookingData.time,
    minutes,
    now,
  });
  if (problem) throw validationFailed(problem);
  const travelFee = bookingData.serviceType === 'home' ? travelFeeFor(bookingData.city, travelFees) : 0;
  return {
    bookingData,
    lines: priced.lines,
    travelFee,
    total: visitTotal(priced.total, travelFee),
    minutes,
    packageLink,
  };
}
