import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import type { Resource } from './resource-shapes';

/** Skills and types compare as the clinic means them: `Doctor` and ` doctor` are one skill. */
export function sameTag(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether a resource is of the kind a need asks for, with its skill or type. Activity is apart. */
export function meetsNeed(resource: Pick<Resource, 'kind' | 'skills' | 'type'>, need: ServiceNeed): boolean {
  if (resource.kind !== need.kind) return false;
  if (need.kind === 'practitioner') {
    // No skill named (a consultation's consultant): any practitioner of the place.
    return need.skill.trim() === '' || resource.skills.some((skill) => sameTag(skill, need.skill));
  }
  if (need.kind === 'machine') return sameTag(resource.type, need.type);
  return true;
}

/** How a message names what a need asks for: "doctor", "hifu machine", "room", "consultant". */
export function needLabel(need: ServiceNeed): string {
  if (need.kind === 'practitioner') return need.skill.trim().toLowerCase() || 'consultant';
  if (need.kind === 'machine') return `${need.type.trim().toLowerCase()} machine`;
  return 'room';
}

/**
 * A distinct candidate for every need, or undefined when there is none: bipartite matching by
 * augmenting paths (Kuhn). `candidates[i]` lists the indexes of the resources that may meet need i,
 * in order of preference; a visit has a handful of needs and a branch a dozen resources.
 */
export function matchNeeds(candidates: readonly (readonly number[])[]): number[] | undefined {
  const owner = new Map<number, number>();
  function place(need: number, seen: Set<number>): boolean {
    for (const resource of candidates[need] ?? []) {
      if (seen.has(resource)) continue;
      seen.add(resource);
      const holder = owner.get(resource);
      if (holder === undefined || place(holder, seen)) {
        owner.set(resource, need);
        return true;
      }
    }
    return false;
  }
  for (let need = 0; need < candidates.length; need += 1) {
    if (!place(need, new Set())) return undefined;
  }
  const chosen = new Array<number>(candidates.length);
  for (const [resource, need] of owner) chosen[need] = resource;
  return chosen;
}
