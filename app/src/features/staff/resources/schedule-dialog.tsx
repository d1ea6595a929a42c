import type { WeeklyHours } from '@domain/catalogue/catalogue-shapes';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import { ExceptionFields } from './exception-fields';
import { belongsTo, type Problem, problemOf } from './resource-problem';
import { KIND_WORDS } from './resource-words';
import { type AffectedVisit, type DeskResource, saveSchedule } from './resources-api';
import { type ScheduleDraft, scheduleDraftOf, scheduleOf } from './schedule-draft';
import { WeeklyFields } from './weekly-fields';

/**
 * A resource's weekly hours (its own, or none: a room or a machine then keeps the branch's hours,
 * a practitioner works only the dates set) and its dates unlike their weekday. Saved whole; a
 * refusal is shown by the weekday or the dates it names, the form kept as typed.
 */
export function ScheduleDialog({
  resource,
  branchHours,
  onClose,
  onSaved,
}: {
  resource: DeskResource;
  branchHours: WeeklyHours | undefined;
  onClose(): void;
  onSaved(affected: AffectedVisit[]): void;
}) {
  const id = useId();
  const words = KIND_WORDS[resource.kind];
  const person = resource.kind === 'practitioner';
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraftOf(resource.schedule, branchHours));
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  /** The weekly choice made: where the keyboard starts. */
  const chosen = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onSaved(await saveSchedule(resource.id, scheduleOf(draft)));
    } catch (error) {
      setProblem(problemOf(error, 'Could not save the hours'));
    } finally {
      setBusy(false);
    }
  };

  const inDays = belongsTo(problem, 'weekly') && /^weekly\.[a-z]{3}/.test(problem?.field ?? '');
  const inDates = belongsTo(problem, 'exceptions');
  const elsewhere = problem && !inDays && !inDates ? problem.message : undefined;
  const choices = person
    ? [
        { own: true, label: 'Works these weekly hours' },
        { own: false, label: 'No weekly hours: works only on the dates set below' },
      ]
    : [
        { own: false, label: "Same as the branch's hours" },
        { own: true, label: 'Its own weekly hours' },
      ];

  return (
    <Dialog
      title={`Hours of ${resource.name}`}
      description={
        person
          ? 'Weekly hours, days off and other hours on a date'
          : 'Weekly hours, and dates it is in maintenance or open other hours'
      }
      onClose={onClose}
      dismissible={!busy}
      size="large"
      initialFocusRef={chosen}
    >
      <DialogBody>
        <form id={`${id}-form`} className="schedule-form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="schedule-form__choice">
            <legend>Weekly hours</legend>
            {choices.map((choice) => (
              <label key={String(choice.own)} className="schedule-form__radio">
                <input
                  ref={draft.ownHours === choice.own ? chosen : undefined}
                  type="radio"
                  name={`${id}-own`}
                  checked={draft.ownHours === choice.own}
                  onChange={() => setDraft({ ...draft, ownHours: choice.own })}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {draft.ownHours ? (
            <WeeklyFields
              weekly={draft.weekly}
              worksWord={person ? 'Works' : 'Open'}
              problemOf={(day) =>
                inDays && belongsTo(problem, `weekly.${day}`)
                  ? problem?.message.replace(/^Weekly\.[a-z]{3}: /, '')
                  : undefined
              }
              onChange={(weekly) => setDraft({ ...draft, weekly })}
            />
          ) : null}
          <ExceptionFields
            exceptions={draft.exceptions}
            offWord={words.off}
            problem={inDates ? problem?.message : undefined}
            onChange={(exceptions) => setDraft({ ...draft, exceptions })}
          />
          <p className="field-error" role="alert">
            {elsewhere ?? ''}
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
          {busy ? 'Saving…' : 'Save hours'}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
