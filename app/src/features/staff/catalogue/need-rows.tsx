import type { ServiceNeed } from '@domain/catalogue/catalogue-shapes';
import { useId } from 'react';
import { type NeedDraft, needDraftOf, needWords } from './need-draft';

const KIND_LABELS: Record<ServiceNeed['kind'], string> = {
  practitioner: 'Practitioner with a skill',
  room: 'Room',
  machine: 'Machine of a type',
};

/** The words the resources screen and the suggested needs use; any other may be typed. */
const SKILLS = ['doctor', 'nurse', 'aesthetician'];
const MACHINE_TYPES = ['hifu', 'laser', 'rf', 'cryo', 'ems'];

interface NeedRowsProps {
  needs: NeedDraft[];
  /** What domain/ suggests for this treatment, offered in one press. */
  suggested: readonly ServiceNeed[];
  onChange: (needs: NeedDraft[]) => void;
  disabled: boolean;
}

/**
 * What one visit of the treatment takes (issue 26 item 2): a practitioner with a skill, a room, a
 * machine of a type; availability offers a start only when each finds a free one at the branch.
 */
export function NeedRows({ needs, suggested, onChange, disabled }: NeedRowsProps) {
  const id = useId();
  const update = (index: number, change: Partial<NeedDraft>) =>
    onChange(needs.map((need, at) => (at === index ? { ...need, ...change } : need)));
  const suggestion = suggested.map(needDraftOf);
  const isSuggested = JSON.stringify(suggestion) === JSON.stringify(needs);

  return (
    <fieldset className="catalogue__needs" disabled={disabled}>
      <legend>What a visit takes</legend>
      <p className="catalogue__hint">
        A start is offered only when every need finds a free practitioner, room or machine at the branch.
      </p>
      <datalist id={`${id}-skills`}>
        {SKILLS.map((skill) => (
          <option key={skill} value={skill} />
        ))}
      </datalist>
      <datalist id={`${id}-types`}>
        {MACHINE_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <ol className="catalogue__need-list">
        {needs.map((need, index) => {
          const rowId = `${id}-${index}`;
          const name = needWords(need);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a need has no identity but its place in the list.
            <li key={index} className="catalogue__need" aria-label={`Need ${index + 1}: ${name}`}>
              <label htmlFor={`${rowId}-kind`}>Kind</label>
              <select
                id={`${rowId}-kind`}
                value={need.kind}
                onChange={(event) =>
                  update(index, { kind: event.target.value as ServiceNeed['kind'], tag: '' })
                }
              >
                {(Object.keys(KIND_LABELS) as ServiceNeed['kind'][]).map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
              {need.kind === 'room' ? (
                <span className="catalogue__hint">Any treatment room</span>
              ) : (
                <>
                  <label htmlFor={`${rowId}-tag`}>
                    {need.kind === 'practitioner' ? 'Skill' : 'Machine type'}
                  </label>
                  <input
                    id={`${rowId}-tag`}
                    list={need.kind === 'practitioner' ? `${id}-skills` : `${id}-types`}
                    value={need.tag}
                    onChange={(event) => update(index, { tag: event.target.value })}
                  />
                </>
              )}
              {disabled || needs.length === 1 ? null : (
                <button
                  type="button"
                  className="staff-button staff-button--quiet"
                  aria-label={`Remove need ${index + 1}: ${name}`}
                  onClick={() => onChange(needs.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {disabled ? null : (
        <div className="catalogue__actions">
          <button
            type="button"
            className="staff-button"
            disabled={needs.length >= 10}
            onClick={() => onChange([...needs, { kind: 'practitioner', tag: '' }])}
          >
            Add a need
          </button>
          {isSuggested ? null : (
            <button type="button" className="staff-button" onClick={() => onChange(suggestion)}>
              Use the suggested needs ({suggestion.map(needWords).join(', ')})
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
