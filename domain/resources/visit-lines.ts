import { type CatalogueService, DEFAULT_NEEDS } from '../catalogue/catalogue-shapes';
import { MAX_VISIT_MINUTES } from '../visit-length';
import type { VisitLine } from './visit-plan';

const SHORTEST_LINE_MINUTES = 30;

/**
 * A cart's treatments as the visit runs them, by the same count as `visitMinutes`: each treatment
 * once, in cart order, back to back, cut at the longest first visit (the lines past it are planned
 * with the desk), so the lines' lengths always add up to the visit's length.
 */
export function visitLinesOf(
  serviceIds: readonly string[],
  findService: (id: string) => Pick<CatalogueService, 'name' | 'durationMinutes' | 'needs'> | undefined,
): VisitLine[] {
  const lines: VisitLine[] = [];
  let total = 0;
  for (const id of new Set(serviceIds)) {
    if (total >= MAX_VISIT_MINUTES) break;
    const service = findService(id);
    const minutes = Math.min(service?.durationMinutes ?? SHORTEST_LINE_MINUTES, MAX_VISIT_MINUTES - total);
    lines.push({
      serviceId: id,
      serviceName: service?.name ?? id,
      minutes,
      needs: service?.needs ?? DEFAULT_NEEDS,
    });
    total += minutes;
  }
  if (lines.length === 0) {
    lines.push({ serviceId: '', serviceName: 'Visit', minutes: SHORTEST_LINE_MINUTES, needs: DEFAULT_NEEDS });
  }
  return lines;
}

/**
 * The lines of a visit already booked or held, fitted to the length it was booked for: the catalogue
 * may have changed a treatment's length since, and what the visit takes is the time it was given.
 * The lines are cut where that time ends, and the last one runs on to it when it is longer.
 */
export function bookedVisitLines(
  serviceIds: readonly string[],
  bookedMinutes: number,
  findService: (id: string) => Pick<CatalogueService, 'name' | 'durationMinutes' | 'needs'> | undefined,
): VisitLine[] {
  const minutes = Math.max(1, bookedMinutes);
  const fitted: VisitLine[] = [];
  let total = 0;
  for (const line of visitLinesOf(serviceIds, findService)) {
    if (total >= minutes) break;
    const length = Math.min(line.minutes, minutes - total);
    fitted.push({ ...line, minutes: length });
    total += length;
  }
  const last = fitted.at(-1) as VisitLine;
  if (total < minutes) fitted[fitted.length - 1] = { ...last, minutes: last.minutes + minutes - total };
  return fitted;
}
