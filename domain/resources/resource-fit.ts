import type { ResourceKind } from './resource-shapes';

/**
 * What a resource of `kind` may carry: skills for practitioners only, a type for rooms and machines
 * only, and always a type for a machine (a need names the machine by it). The first problem as the
 * field it belongs to and a sentence, or undefined.
 */
export function resourceFitProblem(
  kind: ResourceKind,
  fields: { skills?: readonly string[]; type?: string },
): { field: 'skills' | 'type'; message: string } | undefined {
  if (kind !== 'practitioner' && (fields.skills?.length ?? 0) > 0) {
    return { field: 'skills', message: `skills are for practitioners, not a ${kind}` };
  }
  if (kind === 'practitioner' && fields.type) {
    return { field: 'type', message: 'type is for rooms and machines; give a practitioner skills' };
  }
  if (kind === 'machine' && !fields.type) {
    return { field: 'type', message: 'type cannot be empty for a machine (e.g. hifu, laser)' };
  }
  return undefined;
}
