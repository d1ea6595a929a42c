import { WEEKDAYS, type Weekday } from '@domain/catalogue/catalogue-shapes';
import { WEEKDAY_NAMES } from '@domain/weekday-names';
import type { DayDraft } from './branch-draft';

interface HoursFieldsProps {
  hours: Record<Weekday, DayDraft>;
  disabled: boolean;
  onChange: (hours: Record<Weekday, DayDraft>) => void;
}

/** A place's hours, a row per weekday: open or closed, the first start and the time visits end by. */
export function HoursFields({ hours, disabled, onChange }: HoursFieldsProps) {
  return (
    <fieldset className="catalogue__hours" disabled={disabled}>
      <legend>Hours</legend>
      <p className="catalogue__hint">The first start offered, and the time every visit has ended by.</p>
      {WEEKDAYS.map((day) => {
        const dayHours = hours[day];
        const set = (next: Partial<DayDraft>) => onChange({ ...hours, [day]: { ...dayHours, ...next } });
        return (
          <fieldset key={day} className="catalogue__day">
            <legend className="visually-hidden">{WEEKDAY_NAMES[day]}</legend>
            <span className="catalogue__day-name" aria-hidden="true">
              {WEEKDAY_NAMES[day]}
            </span>
            <label className="catalogue__check">
              <input
                type="checkbox"
                checked={dayHours.open}
                onChange={(event) => set({ open: event.target.checked })}
              />
              Open
            </label>
            <label>
              <span className="visually-hidden">{WEEKDAY_NAMES[day]} opens</span>
              <input
                type="time"
                step={1800}
                disabled={!dayHours.open}
                value={dayHours.opens}
                onChange={(event) => set({ opens: event.target.value })}
              />
            </label>
            <span aria-hidden="true">to</span>
            <label>
              <span className="visually-hidden">{WEEKDAY_NAMES[day]} closes</span>
              <input
                type="time"
                step={1800}
                disabled={!dayHours.open}
                value={dayHours.closes}
                onChange={(event) => set({ closes: event.target.value })}
              />
            </label>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
