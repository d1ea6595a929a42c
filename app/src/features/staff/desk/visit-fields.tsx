import { BRANCH_LABELS, CLINIC_BRANCH_IDS } from '@domain/branches';
import { pickableBranches } from '@domain/staff-roles';
import { formatTimeLabel } from '@domain/time-slots';
import { useEffect, useId } from 'react';
import { useSession } from '../../../lib/session';
import type { FreeTimes } from './use-free-times';

/** Where and when a desk booking takes place. */
export interface VisitValue {
  serviceType: 'clinic' | 'home';
  branch: string;
  address: string;
  landmark: string;
  date: string;
  time: string;
}

interface VisitFieldsProps {
  value: VisitValue;
  onChange: (change: Partial<VisitValue>) => void;
  freeTimes: FreeTimes;
  /** A time the booking holds already (editing): offered even when it shows as taken. */
  currentTime?: string | undefined;
  problems?: Partial<Record<keyof VisitValue, string>>;
}

/** Clinic branch or home address, then a date and one of its free times. */
export function VisitFields({ value, onChange, freeTimes, currentTime, problems = {} }: VisitFieldsProps) {
  const ids = {
    branch: useId(),
    address: useId(),
    landmark: useId(),
    date: useId(),
    time: useId(),
    timeHint: useId(),
  };
  const home = value.serviceType === 'home';
  // A receptionist limited to branches books into hers only (the server refuses the others).
  const { user } = useSession();
  const branches = pickableBranches(user, CLINIC_BRANCH_IDS);
  const first = branches[0];
  const outside = !home && first !== undefined && !branches.some((id) => id === value.branch);
  useEffect(() => {
    if (outside && first) onChange({ branch: first, time: '' });
  }, [outside, first, onChange]);
  const times = [...freeTimes.times];
  for (const kept of [currentTime, value.time]) {
    if (kept && !times.some((slot) => slot.time === kept)) {
      times.push({ time: kept, label: formatTimeLabel(kept), remaining: null });
    }
  }
  times.sort((a, b) => a.time.localeCompare(b.time));
  const invalid = (field: keyof VisitValue) => (problems[field] ? true : undefined);

  return (
    <fieldset className="desk-form__group">
      <legend>Place and time</legend>
      <div className="desk-form__choice" role="radiogroup" aria-label="Where">
        {(['clinic', 'home'] as const).map((type) => (
          <label key={type} className="desk-form__radio">
            <input
              type="radio"
              name={`service-type-${ids.branch}`}
              value={type}
              checked={value.serviceType === type}
              onChange={() =>
                onChange({
                  serviceType: type,
                  branch: type === 'home' ? 'home' : (first ?? CLINIC_BRANCH_IDS[0]),
                  time: '',
                })
              }
            />
            {type === 'clinic' ? 'At a clinic branch' : 'Home service'}
          </label>
        ))}
      </div>
      {home ? (
        <>
          <div className="dialog-field">
            <label htmlFor={ids.address}>Home address</label>
            <input
              id={ids.address}
              value={value.address}
              autoComplete="street-address"
              aria-invalid={invalid('address')}
              onChange={(event) => onChange({ address: event.target.value })}
            />
            {problems.address ? <p className="desk-form__problem">{problems.address}</p> : null}
          </div>
          <div className="dialog-field">
            <label htmlFor={ids.landmark}>Landmark (optional)</label>
            <input
              id={ids.landmark}
              value={value.landmark}
              onChange={(event) => onChange({ landmark: event.target.value })}
            />
          </div>
        </>
      ) : (
        <div className="dialog-field">
          <label htmlFor={ids.branch}>Branch</label>
          <select
            id={ids.branch}
            value={value.branch}
            onChange={(event) => onChange({ branch: event.target.value, time: '' })}
          >
            {branches.map((id) => (
              <option key={id} value={id}>
                {BRANCH_LABELS[id]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="desk-form__row">
        <div className="dialog-field">
          <label htmlFor={ids.date}>Date</label>
          <input
            id={ids.date}
            type="date"
            value={value.date}
            aria-invalid={invalid('date')}
            onChange={(event) => onChange({ date: event.target.value, time: '' })}
          />
          {problems.date ? <p className="desk-form__problem">{problems.date}</p> : null}
        </div>
        <div className="dialog-field">
          <label htmlFor={ids.time}>Time</label>
          <select
            id={ids.time}
            value={value.time}
            aria-invalid={invalid('time')}
            aria-describedby={ids.timeHint}
            onChange={(event) => onChange({ time: event.target.value })}
          >
            <option value="">
              {freeTimes.phase === 'loading' ? 'Loading free times…' : 'Choose a time'}
            </option>
            {times.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {slot.label}
                {slot.remaining !== null ? ` (${slot.remaining} left)` : ''}
                {slot.time === currentTime ? ' (current)' : ''}
              </option>
            ))}
          </select>
          <p id={ids.timeHint} className="dialog-field__hint">
            {freeTimes.phase === 'unknown'
              ? freeTimes.message
              : freeTimes.phase === 'ready' && freeTimes.times.length === 0
                ? 'No free time that day: try another date.'
                : 'Only times with a free place are listed.'}
          </p>
          {problems.time ? <p className="desk-form__problem">{problems.time}</p> : null}
        </div>
      </div>
    </fieldset>
  );
}
