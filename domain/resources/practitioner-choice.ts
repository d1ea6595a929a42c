import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { meetsNeed } from './need-match';
import type { Resource } from './resource-shapes';
import type { VisitLine } from './visit-plan';

/** A practitioner a client may ask for: the id and the name, nothing else about them. */
export interface PractitionerChoice {
  id: string;
  name: string;
}

const practitionerNeeds = (line: Pick<VisitLine, 'needs'>): ServiceNeed[] =>
  line.needs.filter((need) => need.kind === 'practitioner');

/**
 * The practitioners a client may choose for a cart (issue 26 item 4): the branch's active ones whose
 * skills fit every line that takes a practitioner (one of that line's practitioner needs). None when
 * no line takes a practitioner: there is nobody to choose.
 */
export function fittingPractitioners(
  resources: readonly Resource[],
  lines: readonly Pick<VisitLine, 'needs'>[],
): PractitionerChoice[] {
  const needing = lines.filter((line) => practitionerNeeds(line).length > 0);
  if (needing.length === 0) return [];
  return resources
    .filter(
      (resource) =>
        resource.kind === 'practitioner' &&
        resource.active &&
        needing.every((line) => practitionerNeeds(line).some((need) => meetsNeed(resource, need))),
    )
    .map(({ id, name }) => ({ id, name }));
}

/**
 * Why a client's chosen practitioner cannot be booked for this cart, in words naming them; undefined
 * when they fit. `lines` carry the treatments' names.
 */
export function practitionerProblem(
  resources: readonly Resource[],
  lines: readonly Pick<VisitLine, 'needs' | 'serviceName'>[],
  practitionerId: string,
  /** Where, as placeLabel words it: "at Makati", "for home service". */
  where: string,
): string | undefined {
  const chosen = resources.find(
    (resource) => resource.id === practitionerId && resource.kind === 'practitioner',
  );
  if (!chosen) return `The practitioner chosen does not work ${where}. Choose another, or Anyone.`;
  if (!chosen.active) return `${chosen.name} no longer takes bookings ${where}. Choose another, or Anyone.`;
  const needing = lines.filter((line) => practitionerNeeds(line).length > 0);
  if (needing.length === 0) return `${chosen.name} is not needed for these treatments. Choose Anyone.`;
  const unfit = needing.find((line) => !practitionerNeeds(line).some((need) => meetsNeed(chosen, need)));
  if (unfit) return `${chosen.name} does not do ${unfit.serviceName}. Choose another, or Anyone.`;
  return undefined;
}

/**
 * The lines with the choice written on each line it applies to (a line that takes a practitioner);
 * the plan then gives that line's practitioner need to the chosen one only (visit-plan.ts).
 */
export function withPractitioner<T extends VisitLine>(
  lines: readonly T[],
  practitionerId: string | null | undefined,
): T[] {
  if (!practitionerId) return [...lines];
  return lines.map((line) => (practitionerNeeds(line).length > 0 ? { ...line, practitionerId } : line));
}
