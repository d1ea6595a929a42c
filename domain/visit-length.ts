import { COMPILED_SERVICES, type ServiceSource } from './catalogue/catalogue-rules';

/**
 * The longest first visit the form books. A cart's sessions beyond that (a long list of
 * treatments) are planned with the client by the desk; without a cap such a cart could never find
 * a start at all.
 */
export const MAX_VISIT_MINUTES = 240;

/** The shortest visit: an unknown id (refused elsewhere) or no treatment yet still takes a half hour. */
const SHORTEST_VISIT_MINUTES = 30;

export interface VisitLine {
  id: string;
  quantity?: number;
}

/**
 * How long a visit for these cart lines takes: one session of each treatment, back to back.
 * Quantity and promo packages buy sessions spread over several visits, so a line counts once,
 * and a treatment on two lines (two packages) is still one session today.
 */
export function visitMinutes(
  lines: readonly VisitLine[],
  catalogue: ServiceSource = COMPILED_SERVICES,
): number {
  const ids = [...new Set(lines.map((line) => line.id))];
  if (ids.length === 0) return SHORTEST_VISIT_MINUTES;
  const total = ids.reduce(
    (sum, id) => sum + (catalogue.findService(id)?.durationMinutes ?? SHORTEST_VISIT_MINUTES),
    0,
  );
  return Math.min(total, MAX_VISIT_MINUTES);
}

/** The same, from service ids only (the availability query names services, not lines). */
export function visitMinutesOfServices(
  serviceIds: readonly string[],
  catalogue: ServiceSource = COMPILED_SERVICES,
): number {
  return visitMinutes(
    serviceIds.map((id) => ({ id })),
    catalogue,
  );
}
