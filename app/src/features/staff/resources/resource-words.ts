import type { ResourceKind } from './resources-api';

/** How the screen names each kind: its group, one of them, and what a date off means for it. */
export const KIND_WORDS: Record<
  ResourceKind,
  { group: string; one: string; off: string; typeHint: string; types: readonly string[] }
> = {
  practitioner: {
    group: 'Practitioners',
    one: 'practitioner',
    off: 'Day off',
    typeHint: 'Separate with commas, e.g. doctor, nurse, aesthetician.',
    types: ['doctor', 'nurse', 'aesthetician'],
  },
  room: {
    group: 'Rooms',
    one: 'room',
    off: 'In maintenance',
    typeHint: 'Leave empty for a room any treatment may use; a treatment may ask for a type.',
    types: ['treatment-room', 'laser-room', 'consultation-room'],
  },
  machine: {
    group: 'Machines',
    one: 'machine',
    off: 'In maintenance',
    typeHint: 'What treatments ask for, e.g. hifu, laser, rf, cryo, ems.',
    types: ['hifu', 'laser', 'rf', 'cryo', 'ems'],
  },
};

/** 'doctor, nurse' for a practitioner, 'hifu' for a machine, 'Any treatment' for a room without a type. */
export function traitsOf(resource: { kind: ResourceKind; skills: string[]; type: string }): string {
  if (resource.kind === 'practitioner')
    return resource.skills.length > 0 ? resource.skills.join(', ') : 'No skills yet';
  return resource.type || 'Any treatment';
}
