import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { priceCart } from '../../../domain/pricing';
import { bookingRequestSchemaFor, missingBookingFieldsMessage } from '../../../domain/schemas/booking';
import { startTimeProblem } from '../../../domain/start-time';
import { visitMinutes } from '../../../domain/visit-length';
import type { PricedBooking } from '../commands/create-booking';
import { validationFailed } from '../errors';
import { parseInput } from './parse';

/** One schema per catalogue version, built on first use. */
const schemas = new WeakMap<CatalogueRules, ReturnType<typeof bookingRequestSchemaFor>>();

function schemaOf(rules: CatalogueRules) {
  let schema = schemas.get(rules);
  if (!schema) {
    schema = bookingRequestSchemaFor(rules);
    schemas.set(rules, schema);
  }
  return schema;
}

/**
 * Everything a booking must pass before it is stored, in the order the form shows problems: missing
 * fields, then each field, then the cart, priced from the current catalogue (client prices play no
 * part), then whether the visit its cart makes fits the place's hours that day and has not already
 * started.
 */
export function checkBookingRequest(
  body: unknown,
  rules: CatalogueRules,
  now = new Date(),
): PricedBooking & { packageLink: string | undefined } {
  const missing = missingBookingFieldsMessage(body);
  if (missing) throw validationFailed(missing);
  const { bookingData, cartItems, packageLink } = parseInput(schemaOf(rules), body);
  const priced = priceCart(
    cartItems.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      selectedPromo: item.selectedPromo ?? null,
      promoCode: item.promoCode ?? null,
      packageId: item.packageId ?? null,
    })),
    rules,
    now,
  );
  if (!priced.ok) throw validationFailed(priced.message);
  const minutes = visitMinutes(cartItems, rules);
  const problem = startTimeProblem({
    place: bookingData.branch,
    date: bookingData.date,
    time: bookingData.time,
    minutes,
    hours: rules.hoursOn(bookingData.branch, bookingData.date),
    now,
  });
  if (problem) throw validationFailed(problem);
  return { bookingData, lines: priced.lines, total: priced.total, minutes, packageLink };
}
