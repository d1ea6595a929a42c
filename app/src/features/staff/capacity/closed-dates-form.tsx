import { manilaDate } from '@domain/manila-date';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CAPACITY_PLACES,
  type CapacityPlace,
  type CapacitySettings,
  type ClosedDate,
  PLACE_LABELS,
} from './capacity-api';

interface ClosedDatesFormProps {
  saved: CapacitySettings;
  /** Asks for the update code and saves; the form keeps its values whatever happens. */
  onSave(settings: CapacitySettings): void;
  /** Any edit: what was checked before no longer holds. */
  onChange?(): void;
  disabled: boolean;
}

/**
 * The dates a place is closed, edited together and saved at once. (How many visits a place takes at
 * once is no longer a number here: its rooms, practitioners and consultants decide, issue 26.)
 */
export function ClosedDatesForm({ saved, onSave, onChange, disabled }: ClosedDatesFormProps) {
  const [closed, setClosed] = useState<ClosedDate[]>(saved.closedDates);
  const [problem, setProblem] = useState<string>();
  const today = manilaDate();
  const edited = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any edit of the values, not the callback, is news.
  useEffect(() => {
    if (edited.current) onChange?.();
    edited.current = true;
  }, [closed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (closed.some((entry) => !entry.date)) {
      setProblem('Every closed date needs a date');
      return;
    }
    setProblem(undefined);
    onSave({ closedDates: closed });
  };

  const changeClosed = (index: number, change: Partial<ClosedDate>) =>
    setClosed((current) => current.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));

  return (
    <form className="capacity__panel" onSubmit={submit} noValidate aria-labelledby="capacity-form-title">
      <h2 id="capacity-form-title" className="capacity__title">
        Closed dates
      </h2>
      {closed.length === 0 ? (
        <p className="capacity__lead">No closed dates: every place opens daily.</p>
      ) : null}
      <ul className="capacity__closed">
        {closed.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own.
          <li key={index} className="capacity__closed-row">
            <div className="capacity__place">
              <label htmlFor={`closed-branch-${index}`}>Place</label>
              <select
                id={`closed-branch-${index}`}
                className="select"
                value={entry.branch}
                onChange={(event) => changeClosed(index, { branch: event.target.value as CapacityPlace })}
              >
                {CAPACITY_PLACES.map((place) => (
                  <option key={place} value={place}>
                    {PLACE_LABELS[place]}
                  </option>
                ))}
              </select>
            </div>
            <div className="capacity__place">
              <label htmlFor={`closed-date-${index}`}>Date</label>
              <input
                id={`closed-date-${index}`}
                className="input"
                type="date"
                min={today}
                value={entry.date}
                onChange={(event) => changeClosed(index, { date: event.target.value })}
              />
            </div>
            <div className="capacity__place capacity__place--wide">
              <label htmlFor={`closed-reason-${index}`}>Reason (optional)</label>
              <input
                id={`closed-reason-${index}`}
                className="input"
                type="text"
                maxLength={200}
                value={entry.reason}
                onChange={(event) => changeClosed(index, { reason: event.target.value })}
              />
            </div>
            <button
              type="button"
              className="staff-button staff-button--quiet"
              onClick={() => setClosed((current) => current.filter((_, at) => at !== index))}
            >
              Remove<span className="visually-hidden"> closed date {index + 1}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="staff-button"
        onClick={() => setClosed((current) => [...current, { branch: 'makati', date: '', reason: '' }])}
      >
        Add a closed date
      </button>

      <p className="field-error" role="alert">
        {problem ?? ''}
      </p>
      <button type="submit" className="button button--primary" disabled={disabled}>
        Save changes
      </button>
    </form>
  );
}
