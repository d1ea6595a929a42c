import { addDays, manilaDate } from '@domain/manila-date';
import { MAX_DAYS_AHEAD } from '@domain/schemas/fields';
import { formatTimeLabel } from '@domain/time-slots';
import type { ReactNode } from 'react';
import type { TimeChoice } from '../time/time-choices';
import type { DayStripState } from '../time/use-day-strip';
import { DayStrip } from './day-strip';
import { controlId } from './field-problem';
import { ChoiceGroup, type ChoiceOption, FormField } from './form-field';

export interface DayTimeFieldsProps {
  form: string;
  date: string;
  time: string;
  dateError: string | undefined;
  timeError: string | undefined;
  /** A new date; `touchNow` when it came from a tap (the strip), not typing. */
  onDate(date: string, touchNow?: boolean): void;
  onTime(time: string): void;
  onDateBlur?(): void;
  /** The starts the clinic offers for the chosen place, date and cart; `undefined` while unknown. */
  times: readonly TimeChoice[] | undefined;
  /** What the list is waiting for, or why it may be out of date. */
  timeHint: string;
  /** The next two weeks at the place, with the next free start. */
  strip: DayStripState;
  /** Shown under the times when the day has none free (the booking form's waitlist). */
  whenFull?: ((times: readonly TimeChoice[]) => ReactNode) | undefined;
}

function timeOptions(times: readonly TimeChoice[] | undefined, chosen: string): ChoiceOption[] {
  const options: ChoiceOption[] = (times ?? []).map((choice) => ({
    value: choice.value,
    label: choice.label,
    disabled: choice.disabled,
  }));
  // A time kept from a draft that the list no longer offers stays visible, so the visitor sees why.
  if (chosen !== '' && times !== undefined && !times.some((choice) => choice.value === chosen)) {
    options.unshift({ value: chosen, label: `${formatTimeLabel(chosen)} · not offered`, disabled: true });
  }
  return options;
}

/**
 * The day (from a strip of the next two weeks, with "Next available", or any date up to a year
 * ahead) and a start the clinic can honour, as chips: full ones read "Full" and cannot be chosen.
 * The booking and consultation forms use it, and the manage page when a client moves a booking.
 */
export function DayTimeFields({
  form,
  date,
  time,
  dateError,
  timeError,
  onDate,
  onTime,
  onDateBlur,
  times,
  timeHint,
  strip,
  whenFull,
}: DayTimeFieldsProps) {
  const today = manilaDate();
  const full = times?.every((choice) => choice.disabled) ?? false;
  return (
    <>
      <DayStrip
        form={form}
        strip={strip}
        date={date}
        onPickDay={(day) => onDate(day, true)}
        onPickStart={(day, start) => {
          onDate(day, true);
          onTime(start);
        }}
      />
      <div className="booking-grid">
        <FormField
          id={controlId(form, 'date')}
          label="Date"
          hint={strip.status === 'ready' ? 'Or any date up to a year ahead' : undefined}
          error={dateError}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name="date"
              type="date"
              required
              min={today}
              max={addDays(today, MAX_DAYS_AHEAD)}
              value={date}
              onChange={(event) => onDate(event.target.value)}
              onBlur={onDateBlur}
            />
          )}
        </FormField>
      </div>
      <ChoiceGroup
        id={controlId(form, 'time')}
        name="time"
        legend="Time"
        className="choice-group--chips"
        hint={timeHint}
        options={timeOptions(times, time)}
        value={time}
        onChange={onTime}
        error={timeError}
        footer={
          full ? (
            <>
              <p className="form-field__hint">No free time on this day. Choose another day.</p>
              {whenFull && times && times.length > 0 ? whenFull(times) : null}
            </>
          ) : null
        }
      />
    </>
  );
}
