import { manilaDate } from '@domain/manila-date';
import { type FormEvent, useState } from 'react';
import type { DeskResource } from './resources-api';

/** An admin enters a practitioner's day off (leave, sick day); the rest of their schedule stays. */
export function DayOffForm({
  practitioners,
  busy,
  onSave,
}: {
  practitioners: DeskResource[];
  busy: boolean;
  onSave(resource: DeskResource, date: string): void;
}) {
  const [who, setWho] = useState('');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resource = practitioners.find((entry) => entry.id === who);
    if (!resource) return setProblem('Choose who is off.');
    if (!date) return setProblem('Choose the day.');
    setProblem(undefined);
    onSave(resource, date);
  };
  return (
    <form className="day-off" onSubmit={submit} noValidate aria-describedby="day-off-problem">
      <div className="day-off__field">
        <label className="field-label" htmlFor="day-off-who">
          Who is off
        </label>
        <select
          id="day-off-who"
          className="select"
          value={who}
          onChange={(event) => setWho(event.target.value)}
        >
          <option value="">Choose a practitioner</option>
          {practitioners.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.name}
            </option>
          ))}
        </select>
      </div>
      <div className="day-off__field">
        <label className="field-label" htmlFor="day-off-date">
          Day
        </label>
        <input
          id="day-off-date"
          className="input"
          type="date"
          min={manilaDate()}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <button type="submit" className="staff-button staff-button--primary" disabled={busy}>
        Save day off
      </button>
      <p id="day-off-problem" className="field-error" aria-live="polite">
        {problem ?? ''}
      </p>
    </form>
  );
}
