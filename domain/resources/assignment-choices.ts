import { matchNeeds, meetsNeed } from './need-match';
import type { Assignment, Resource } from './resource-shapes';
import type { VisitLine } from './visit-plan';

/** An assignment with the resources that could take its place: same need, still in service. */
export type AssignmentChoice = Assignment & { candidates: string[] };

/**
 * For each of a visit's assignments, the branch's active resources that meet the same need (the
 * kind, a practitioner's skill, a machine's type), its own included: what the desk's calendar
 * offers when a block is reassigned. Which need an assignment stands for is worked out by matching
 * the line's needs to its resources (a doctor and a room, in any order); one that matches none (the
 * treatment's needs changed since) is offered the resources of its own kind.
 */
export function assignmentChoices(
  lines: readonly VisitLine[],
  assignments: readonly Assignment[],
  resources: readonly Resource[],
): AssignmentChoice[] {
  const active = resources.filter((resource) => resource.active);
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  const needOf = new Map<number, VisitLine['needs'][number]>();
  for (const line of lines) {
    const own = assignments.flatMap((assignment, at) =>
      assignment.serviceId === line.serviceId ? [at] : [],
    );
    const candidates = line.needs.map((need) =>
      own.flatMap((at, index) => {
        const resource = byId.get(assignments[at]?.resourceId ?? '');
        return resource && meetsNeed(resource, need) ? [index] : [];
      }),
    );
    const chosen = matchNeeds(candidates);
    chosen?.forEach((index, needIndex) => {
      const need = line.needs[needIndex];
      const at = own[index];
      if (need && at !== undefined) needOf.set(at, need);
    });
  }
  return assignments.map((assignment, at) => {
    const need = needOf.get(at);
    const fits = active.filter((resource) =>
      need ? meetsNeed(resource, need) : resource.kind === assignment.kind,
    );
    const ids = fits.map((resource) => resource.id);
    return {
      ...assignment,
      candidates: ids.includes(assignment.resourceId) ? ids : [assignment.resourceId, ...ids],
    };
  });
}
