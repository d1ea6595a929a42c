import { WEEKDAYS } from '@domain/catalogue/catalogue-shapes';
import { formatManilaDate, isNotBeforeManilaToday } from '@domain/manila-date';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type BranchDraft, branchChangeOf, branchDraftOf } from './branch-draft';
import { type CatalogueBranch, changeBranch } from './catalogue-api';

const DAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

interface BranchEditorProps {
  branch: CatalogueBranch;
  canEdit: boolean;
  onSaved: (branch: CatalogueBranch, words: string) => void;
}

/** A place's name, address, map link, hours per weekday and the dates it is closed. */
export function BranchEditor({ branch, canEdit, onSaved }: BranchEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<BranchDraft>(() => branchDraftOf(branch));
  const [closedDay, setClosedDay] = useState('');
  const [closedReason, setClosedReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    setDraft(branchDraftOf(branch));
    setError('');
  }, [branch]);

  const change = branchChangeOf(draft, branch);
  const changed = Object.keys(change).length > 0;
  const hasPlace = branch.kind === 'clinic';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !changed) return;
    setBusy(true);
    setError('');
    try {
      const saved = await changeBranch(branch.id, change);
      onSaved(saved, `Saved ${saved.name}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save the branch');
    } finally {
      setBusy(false);
    }
  };

  const addClosedDay = () => {
    if (!isNotBeforeManilaToday(closedDay)) {
      setError('Pick a closed date from today on.');
      return;
    }
    if (draft.closedDates.some((closed) => closed.date === closedDay)) {
      setError(`${formatManilaDate(closedDay)} is already closed.`);
      return;
    }
    setError('');
    setDraft({
      ...draft,
      closedDates: [...draft.closedDates, { date: closedDay, reason: closedReason.trim() }].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    });
    setClosedDay('');
    setClosedReason('');
  };

  return (
    <form
      className="catalogue__editor"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void save(event)}
    >
      <div className="catalogue__editor-head">
        <h2 id={`${id}-title`}>{branch.name}</h2>
        <p className="catalogue__hint">{branch.kind === 'clinic' ? branch.areaName : 'No clinic address'}</p>
      </div>
      <fieldset className="catalogue__fields" disabled={!canEdit}>
        <legend className="visually-hidden">Branch</legend>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        {hasPlace ? (
          <>
            <label htmlFor={`${id}-address`}>Address</label>
            <textarea
              id={`${id}-address`}
              rows={2}
              value={draft.address}
              onChange={(event) => setDraft({ ...draft, address: event.target.value })}
            />
            <label htmlFor={`${id}-map`}>Map link</label>
            <input
              id={`${id}-map`}
              type="url"
              value={draft.mapUrl}
              onChange={(event) => setDraft({ ...draft, mapUrl: event.target.value })}
            />
          </>
        ) : null}
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={draft.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
        />
      </fieldset>
      <fieldset className="catalogue__hours" disabled={!canEdit}>
        <legend>Hours</legend>
        <p className="catalogue__hint">The first start offered, and the time every visit has ended by.</p>
        {WEEKDAYS.map((day) => {
          const hours = draft.hours[day];
          const set = (next: Partial<typeof hours>) =>
            setDraft({ ...draft, hours: { ...draft.hours, [day]: { ...hours, ...next } } });
          return (
            <fieldset key={day} className="catalogue__day">
              <legend className="visually-hidden">{DAY_NAMES[day]}</legend>
              <span className="catalogue__day-name" aria-hidden="true">
                {DAY_NAMES[day]}
              </span>
              <label className="catalogue__check">
                <input
                  type="checkbox"
                  checked={hours.open}
                  onChange={(event) => set({ open: event.target.checked })}
                />
                Open
              </label>
              <label>
                <span className="visually-hidden">{DAY_NAMES[day]} opens</span>
                <input
                  type="time"
                  step={1800}
                  disabled={!hours.open}
                  value={hours.opens}
                  onChange={(event) => set({ opens: event.target.value })}
                />
              </label>
              <span aria-hidden="true">to</span>
              <label>
                <span className="visually-hidden">{DAY_NAMES[day]} closes</span>
                <input
                  type="time"
                  step={1800}
                  disabled={!hours.open}
                  value={hours.closes}
                  onChange={(event) => set({ closes: event.target.value })}
                />
              </label>
            </fieldset>
          );
        })}
      </fieldset>
      <fieldset className="catalogue__closed" disabled={!canEdit}>
        <legend>Closed dates</legend>
        {draft.closedDates.length === 0 ? <p className="catalogue__hint">No closed dates ahead.</p> : null}
        <ul className="catalogue__closed-list">
          {draft.closedDates.map((closed) => (
            <li key={closed.date}>
              <span>
                <strong>{formatManilaDate(closed.date)}</strong>
                {closed.reason ? ` · ${closed.reason}` : ''}
              </span>
              <button
                type="button"
                className="staff-button staff-button--quiet"
                aria-label={`Open again on ${formatManilaDate(closed.date)}`}
                onClick={() =>
                  setDraft({
                    ...draft,
                    closedDates: draft.closedDates.filter((other) => other.date !== closed.date),
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="catalogue__closed-add">
          <label htmlFor={`${id}-closed-day`}>Date</label>
          <input
            id={`${id}-closed-day`}
            type="date"
            value={closedDay}
            onChange={(event) => setClosedDay(event.target.value)}
          />
          <label htmlFor={`${id}-closed-reason`}>Reason</label>
          <input
            id={`${id}-closed-reason`}
            value={closedReason}
            placeholder="e.g. Holiday"
            onChange={(event) => setClosedReason(event.target.value)}
          />
          <button type="button" className="staff-button" onClick={addClosedDay}>
            Add closed date
          </button>
        </div>
      </fieldset>
      <p className="catalogue__error" role="alert">
        {error}
      </p>
      {canEdit ? (
        <div className="catalogue__actions">
          <button
            type="submit"
            className="staff-button staff-button--primary"
            aria-disabled={busy || !changed || undefined}
          >
            {busy ? 'Saving…' : 'Save changes'}
          </button>
          <button
            type="button"
            className="staff-button staff-button--quiet"
            disabled={!changed || busy}
            onClick={() => setDraft(branchDraftOf(branch))}
          >
            Undo my edits
          </button>
        </div>
      ) : null}
    </form>
  );
}
