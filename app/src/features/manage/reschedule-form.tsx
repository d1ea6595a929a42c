import { MAX_DAYS_AHEAD, slotHasPassed } from '@domain/appointment-time';
import { addDays, manilaDate } from '@domain/manila-date';
import { TIME_SLOTS } from '@domain/time-slots';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../../lib/use-online-status';
import { FormField } from '../booking/form/form-field';
import type { RescheduleInput } from './manage-api';
import { failureText } from './manage-format';
import {
  MESSAGE_LIMIT,
  type RescheduleErrors,
  type RescheduleField,
  type RescheduleValues,
  rescheduleErrors,
} from './reschedule-rules';

interface RescheduleFormProps {
  /** The date and time booked now: asking for the same again is refused. */
  current: { date: string; time: string };
  /** Sends the request; a rejection is shown under the form, which keeps what was typed. */
  send: (request: RescheduleInput) => Promise<void>;
  /** What stays true until the clinic answers. */
  note: string;
  onClose: () => void;
  /** The starts the place's hours allow (`HH:MM`); every slot when left out. */
  starts?: readonly string[];
}

const FIELDS: RescheduleField[] = ['date', 'time', 'message'];

/** A new date and one of the day's slots, with a note for the clinic; what was typed survives a failure. */
export function RescheduleForm({ current, send, note, onClose, starts }: RescheduleFormProps) {
  const online = useOnlineStatus();
  const form = useId();
  const [values, setValues] = useState<RescheduleValues>({ date: '', time: '', message: '' });
  const [errors, setErrors] = useState<RescheduleErrors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const today = manilaDate();

  // Opened by a button that has now gone: the work starts at the first field.
  useLayoutEffect(() => {
    fieldsRef.current?.querySelector<HTMLElement>('[name="date"]')?.focus();
  }, []);

  const change = (field: RescheduleField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(rescheduleErrors(next, current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = rescheduleErrors(values, current);
    setChecked(true);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      fieldsRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await send(values);
    } catch (error) {
      setFailure(failureText(error, 'We could not send your request. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form className="manage-form" onSubmit={submit} noValidate aria-labelledby={`${form}-title`}>
      <h3 id={`${form}-title`} className="manage-form__title">
        Which date and time suit you better?
      </h3>
      <fieldset ref={fieldsRef} className="manage-form__fields">
        <div className="manage-form__row">
          <FormField id={`${form}-date`} label="New date" error={errors.date}>
            {(control) => (
              <input
                {...control}
                className="input"
                name="date"
                type="date"
                required
                min={today}
                max={addDays(today, MAX_DAYS_AHEAD)}
                value={values.date}
                onChange={(event) => change('date', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${form}-time`} label="New time" hint="Manila time" error={errors.time}>
            {(control) => (
              <select
                {...control}
                className="select"
                name="time"
                required
                value={values.time}
                onChange={(event) => change('time', event.target.value)}
              >
                <option value="" disabled>
                  Choose a time
                </option>
                {TIME_SLOTS.filter((slot) => !starts || starts.includes(slot.value)).map((slot) => (
                  <option
                    key={slot.id}
                    value={slot.value}
                    disabled={values.date === today && slotHasPassed(today, slot.value)}
                  >
                    {slot.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField
          id={`${form}-message`}
          label="Message for the clinic"
          optional
          hint="Anything that helps us find you a slot, e.g. “Any weekday after 5 PM works.”"
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              name="message"
              rows={3}
              maxLength={MESSAGE_LIMIT}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
            />
          )}
        </FormField>
      </fieldset>
      {online ? null : (
        <p className="manage-form__offline" role="status">
          You’re offline. Your request is kept here; send it once you’re connected again.
        </p>
      )}
      {failure ? (
        <p className="manage-form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="manage-form__note">{note}</p>
      <div className="manage-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? 'Sending…' : 'Send request'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          Never mind
        </button>
      </div>
    </form>
  );
}
