import { WEEKDAYS, type Weekday } from '@domain/catalogue/catalogue-shapes';
import type { TimeRange } from '@domain/resources/resource-shapes';
import { WEEKDAY_NAMES } from '@domain/weekday-names';
import { type DayDraft, nextRange } from './schedule-draft';

const MAX_RANGES = 6;

interface WeeklyFieldsProps {
  weekly: Record<Weekday, DayDraft>;
  /** 'Works' for a practitioner, 'Open' for a room or a machine. */
  worksWord: string;
  /** The server's refusal for one weekday (`weekly.mon`), shown in its row. */
  problemOf(day: Weekday): string | undefined;
  onChange(weekly: Record<Weekday, DayDraft>): void;
}

/** A fieldset per weekday: worked or not, and its hours (more than one range for a split day). */
export function WeeklyFields({ weekly, worksWord, problemOf, onChange }: WeeklyFieldsProps) {
  return (
    <div className="weekly">
      {WEEKDAYS.map((day) => {
        const draft = weekly[day];
        const set = (next: Partial<DayDraft>) => onChange({ ...weekly, [day]: { ...draft, ...next } });
        const setRange = (index: number, range: TimeRange) =>
          set({ ranges: draft.ranges.map((each, at) => (at === index ? range : each)) });
        const problem = problemOf(day);
        const problemId = `weekly-${day}-problem`;
        return (
          <fieldset key={day} className="weekly__day" aria-describedby={problem ? problemId : undefined}>
            <legend className="weekly__name">{WEEKDAY_NAMES[day]}</legend>
            <label className="weekly__works">
              <input
                type="checkbox"
                checked={draft.works}
                onChange={(event) => set({ works: event.target.checked })}
              />
              {worksWord}
              <span className="visually-hidden"> on {WEEKDAY_NAMES[day]}</span>
            </label>
            <div className="weekly__ranges">
              {draft.works
                ? draft.ranges.map((range, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the day.
                    <div key={index} className="weekly__range">
                      <label>
                        <span className="visually-hidden">
                          {WEEKDAY_NAMES[day]} from{index > 0 ? ` (hours ${index + 1})` : ''}
                        </span>
                        <input
                          className="input"
                          type="time"
                          step={1800}
                          value={range[0]}
                          aria-invalid={problem ? true : undefined}
                          onChange={(event) => setRange(index, [event.target.value, range[1]])}
                        />
                      </label>
                      <span aria-hidden="true">to</span>
                      <label>
                        <span className="visually-hidden">
                          {WEEKDAY_NAMES[day]} to{index > 0 ? ` (hours ${index + 1})` : ''}
                        </span>
                        <input
                          className="input"
                          type="time"
                          step={1800}
                          value={range[1]}
                          aria-invalid={problem ? true : undefined}
                          onChange={(event) => setRange(index, [range[0], event.target.value])}
                        />
                      </label>
                      {index > 0 ? (
                        <button
                          type="button"
                          className="staff-button staff-button--quiet staff-button--small"
                          onClick={() => set({ ranges: draft.ranges.filter((_, at) => at !== index) })}
                        >
                          Remove
                          <span className="visually-hidden">
                            {' '}
                            {WEEKDAY_NAMES[day]} hours {index + 1}
                          </span>
                        </button>
                      ) : null}
                    </div>
                  ))
                : null}
              {draft.works && draft.ranges.length < MAX_RANGES ? (
                <button
                  type="button"
                  className="staff-button staff-button--quiet staff-button--small"
                  onClick={() => set({ ranges: [...draft.ranges, nextRange(draft.ranges)] })}
                >
                  Add hours<span className="visually-hidden"> on {WEEKDAY_NAMES[day]}</span>
                </button>
              ) : null}
            </div>
            {problem ? (
              <p id={problemId} className="field-error weekly__problem" role="alert">
                {problem}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
