import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { placeLabel } from '../../../domain/catalogue/catalogue-rules';
import type { CurrentCatalogue } from '../catalogue/current-catalogue';
import { VisitClash } from '../commands/person-clash';
import { fullMessage, PlaceFull } from '../commands/take-place';
import { slotTaken } from '../errors';
import { findAlternatives } from '../queries/availability';

/**
 * A VisitClash gets its place's current name here (the write that found it has no catalogue at hand).
 * A PlaceFull from any route gets its alternatives here, after its transaction (and the capacity
 * lock) is gone: `409 { msg, alternatives: [1 to 6 nearest free starts] }`.
 */
export function fillAlternatives(db: Knex, catalogue: CurrentCatalogue) {
  return async function withAlternatives(_ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      if (error instanceof VisitClash) {
        // Found inside the write's one statement: its place is named here, by the current catalogue.
        throw new VisitClash(error.visit, placeLabel(await catalogue.rules(), error.visit.place));
      }
      if (!(error instanceof PlaceFull)) throw error;
      const { request } = error;
      const exclude = { holdId: request.holdId, bookingId: request.bookingId };
      const rules = await catalogue.rules();
      const message =
        error.verdict === 'full'
          ? fullMessage(request.date, request.time, placeLabel(rules, request.place))
          : error.message;
      // Decided by resources: the alternatives by the same rule, for the same treatments.
      const services = request.visit?.services;
      // A chosen practitioner's 409 offers the times free for them.
      const practitionerId = request.visit?.practitionerId;
      throw slotTaken(
        message,
        await findAlternatives(db, { ...request, hours: rules, services, practitionerId }, exclude),
      );
    }
  };
}
