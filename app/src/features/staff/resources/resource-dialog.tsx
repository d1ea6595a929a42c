import { type FormEvent, useId, useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import { belongsTo, type Problem, problemOf } from './resource-problem';
import { KIND_WORDS } from './resource-words';
import { addResource, changeResource, type DeskResource, type ResourceKind } from './resources-api';

/** A new resource of a kind at a branch, or one to rename and change. */
export type ResourceTarget = { kind: ResourceKind; branch: string; resource?: undefined } | DeskResource;

const skillsOf = (text: string) =>
  text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');

/**
 * Adds a practitioner (name and skills), a room or a machine (name and type), or renames one and
 * changes its skills or type. A refusal is shown under the field it names and keeps what was typed.
 */
export function ResourceDialog({
  target,
  onClose,
  onSaved,
}: {
  target: ResourceTarget;
  onClose(): void;
  onSaved(resource: DeskResource, words: string): void;
}) {
  const id = useId();
  const existing = 'id' in target ? target : undefined;
  const kind = target.kind;
  const words = KIND_WORDS[kind];
  const [name, setName] = useState(existing?.name ?? '');
  const [traits, setTraits] = useState(
    kind === 'practitioner' ? (existing?.skills ?? []).join(', ') : (existing?.type ?? ''),
  );
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const traitsRef = useRef<HTMLInputElement>(null);
  const traitsField = kind === 'practitioner' ? 'skills' : 'type';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    const fields =
      kind === 'practitioner' ? { name, skills: skillsOf(traits) } : { name, type: traits.trim() };
    try {
      const saved = existing
        ? await changeResource(existing.id, fields)
        : await addResource({ branch: target.branch, kind, skills: [], type: '', ...fields });
      onSaved(saved, existing ? `Saved ${saved.name}.` : `Added ${saved.name}.`);
    } catch (error) {
      const found = problemOf(
        error,
        existing ? 'Could not save the change' : `Could not add the ${words.one}`,
      );
      setProblem(found);
      (belongsTo(found, traitsField) ? traitsRef : nameRef).current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const nameProblem = belongsTo(problem, 'name') ? problem?.message : undefined;
  const traitsProblem = belongsTo(problem, traitsField) ? problem?.message : undefined;
  const formProblem = problem && !nameProblem && !traitsProblem ? problem.message : undefined;

  return (
    <Dialog
      title={existing ? `Change ${existing.name}` : `Add a ${words.one}`}
      onClose={onClose}
      dismissible={!busy}
      size="small"
      initialFocusRef={nameRef}
    >
      <DialogBody>
        <form id={`${id}-form`} className="resource-form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="resource-form__field">
            <label className="field-label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input
              id={`${id}-name`}
              ref={nameRef}
              className="input"
              value={name}
              autoComplete="off"
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? `${id}-name-problem` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameProblem ? (
              <p id={`${id}-name-problem`} className="field-error">
                {nameProblem}
              </p>
            ) : null}
          </div>
          <div className="resource-form__field">
            <label className="field-label" htmlFor={`${id}-traits`}>
              {kind === 'practitioner' ? 'Skills' : 'Type'}
            </label>
            <input
              id={`${id}-traits`}
              ref={traitsRef}
              className="input"
              value={traits}
              autoComplete="off"
              list={`${id}-suggestions`}
              aria-invalid={traitsProblem ? true : undefined}
              aria-describedby={`${id}-traits-hint${traitsProblem ? ` ${id}-traits-problem` : ''}`}
              onChange={(event) => setTraits(event.target.value)}
            />
            <datalist id={`${id}-suggestions`}>
              {words.types.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <p id={`${id}-traits-hint`} className="resource-form__hint">
              {words.typeHint}
            </p>
            {traitsProblem ? (
              <p id={`${id}-traits-problem`} className="field-error">
                {traitsProblem}
              </p>
            ) : null}
          </div>
          <p className="field-error" role="alert">
            {formProblem ?? ''}
          </p>
        </form>
      </DialogBody>
      <DialogFooter>
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="submit"
          form={`${id}-form`}
          className="staff-button staff-button--primary"
          disabled={busy}
        >
          {busy ? 'Saving…' : existing ? 'Save' : `Add ${words.one}`}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
