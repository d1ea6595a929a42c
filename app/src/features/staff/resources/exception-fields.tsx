import { formatManilaDate, isNotBeforeManilaToday } from '@domain/manila-date';
import type { ScheduleException, TimeRange } from '@domain/resources/resource-shapes';
import { formatTimeLabel } from '@domain/time-slots';
import { useId, useState } from 'react';

interface ExceptionFieldsProps {
  exceptions: ScheduleException[];
  /** 'Day off' for a practitioner, 'In maintenance' for a room or a machine. */
  offWord: string;
  /** The server's refusal about the dates. */
  problem: string | undefined;
  onChange(exceptions: ScheduleException[]): void;
}

const exceptionText = (exception: ScheduleException, offWord: string) =>
  'off' in exception
    ? offWord
    : `Only ${exception.hours.map(([from, to]) => `${formatTimeLabel(from)} to ${formatTimeLabel(to)}`).join(', ')}`;

/**
 * The dates unlike their weekday from today on, each removable, and a row to add one: off that day
 * (a day off, a machine in maintenance) or other hours. Past dates are kept as they are, unshown.
 */
export function ExceptionFields({ exceptions, offWord, problem, onChange }: ExceptionFieldsProps) {
  const id = useId();
  const [date, setDate] = useState('');
  const [what, setWhat] = useState<'off' | 'hours'>('off');
  const [range, setRange] = useState<TimeRange>(['12:00', '16:00']);
  const [typo, setTypo] = useState('');
  const ahead = exceptions.filter((exception) => isNotBeforeManilaToday(exception.date));

  const add = () => {
    if (!date || !isNotBeforeManilaToday(date)) return setTypo('Choose a date from today on.');
    if (exceptions.some((exception) => exception.date === date)) {
      return setTypo(`${formatManilaDate(date)} is already listed: remove it first to change it.`);
    }
    setTypo('');
    const added: ScheduleException = what === 'off' ? { date, off: true } : { date, hours: [range] };
    onChange([...exceptions, added].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
  };

  const shown = typo || problem;
  return (
    <fieldset className="exceptions" aria-describedby={shown ? `${id}-problem` : undefined}>
      <legend>Dates</legend>
      {ahead.length === 0 ? <p className="resource-form__hint">No dates set from today on.</p> : null}
      <ul className="exceptions__list" aria-label="Dates set">
        {ahead.map((exception) => (
          <li key={exception.date}>
            <span>
              <strong>{formatManilaDate(exception.date)}</strong> · {exceptionText(exception, offWord)}
            </span>
            <button
              type="button"
              className="staff-button staff-button--quiet staff-button--small"
              onClick={() => onChange(exceptions.filter((other) => other.date !== exception.date))}
            >
              Remove<span className="visually-hidden"> {formatManilaDate(exception.date)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="exceptions__add">
        <div className="resource-form__field">
          <label className="field-label" htmlFor={`${id}-date`}>
            Date
          </label>
          <input
            id={`${id}-date`}
            className="input"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="resource-form__field">
          <label className="field-label" htmlFor={`${id}-what`}>
            That day
          </label>
          <select
            id={`${id}-what`}
            className="select"
            value={what}
            onChange={(event) => setWhat(event.target.value === 'hours' ? 'hours' : 'off')}
          >
            <option value="off">{offWord}</option>
            <option value="hours">Other hours</option>
          </select>
        </div>
        {what === 'hours' ? (
          <>
            <div className="resource-form__field">
              <label className="field-label" htmlFor={`${id}-from`}>
                From
              </label>
              <input
                id={`${id}-from`}
                className="input"
                type="time"
                step={1800}
                value={range[0]}
                onChange={(event) => setRange([event.target.value, range[1]])}
              />
            </div>
            <div className="resource-form__field">
              <label className="field-label" htmlFor={`${id}-to`}>
                To
              </label>
              <input
                id={`${id}-to`}
                className="input"
                type="time"
                step={1800}
                value={range[1]}
                onChange={(event) => setRange([range[0], event.target.value])}
              />
            </div>
          </>
        ) : null}
        <button type="button" className="staff-button" onClick={add}>
          Add date
        </button>
      </div>
      {shown ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
