import type { ServiceNeed } from '@domain/catalogue/catalogue-shapes';

/**
 * One need of a treatment as its form holds it (issue 26 item 2): the kind, and the skill (a
 * practitioner) or type (a machine) as typed; a room takes none. Checked by the server on save.
 */
export interface NeedDraft {
  kind: ServiceNeed['kind'];
  tag: string;
}

export function needDraftOf(need: ServiceNeed): NeedDraft {
  if (need.kind === 'practitioner') return { kind: need.kind, tag: need.skill };
  if (need.kind === 'machine') return { kind: need.kind, tag: need.type };
  return { kind: 'room', tag: '' };
}

export function needOfDraft(draft: NeedDraft): ServiceNeed {
  if (draft.kind === 'practitioner') return { kind: 'practitioner', skill: draft.tag.trim() };
  if (draft.kind === 'machine') return { kind: 'machine', type: draft.tag.trim() };
  return { kind: 'room' };
}

/** What a need reads as in a row's name: "a doctor", "a room", "a hifu machine". */
export function needWords(draft: NeedDraft): string {
  const tag = draft.tag.trim();
  if (draft.kind === 'room') return 'a room';
  if (draft.kind === 'practitioner') return tag ? `a practitioner: ${tag}` : 'a practitioner';
  return tag ? `a ${tag} machine` : 'a machine';
}
