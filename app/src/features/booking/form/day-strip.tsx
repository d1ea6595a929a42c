import { dayParts, formatAppointmentShort } from '@domain/appointment-time';
import type { KeyboardEvent } from 'react';
import type { DayStripState } from '../time/use-day-strip';
import './day-strip.css';

interface DayStripProps {
  form: string;
  strip: DayStripState;
  /** The chosen date, pressed in the strip when it is in it. */
  date: string;
  onPickDay(date: string): void;
  onPickStart(date: string, time: string): void;
}

function freeText(free: number, closed: boolean): string {
  if (closed) return 'Closed';
  if (free === 0) return 'Full';
  return free === 1 ? '1 free' : `${free} free`;
}

/** Arrow keys, Home and End move between the days that can be chosen: the strip is one tab stop. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const edge = event.key === 'Home' || event.key === 'End';
  if (step === undefined && !edge) return;
  const days = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = days.indexOf(document.activeElement as HTMLButtonElement);
  const next = edge
    ? days[event.key === 'Home' ? 0 : days.length - 1]
    : days[Math.min(days.length - 1, Math.max(0, at + (step ?? 0)))];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The next two weeks as a row of days, each with how many starts are free, and a button that picks
 * the first free start. Offline or unanswered, it stays out of the way: the date field still works.
 */
export function DayStrip({ form, strip, date, onPickDay, onPickStart }: DayStripProps) {
  if (strip.status !== 'ready') return null;
  const { days, next } = strip.value;
  const labelId = `${form}-days-label`;
  // The chosen day takes the strip's one tab stop; with none chosen in it, the first open day does.
  const stop = days.find((day) => day.date === date && day.free > 0) ?? days.find((day) => day.free > 0);
  return (
    <div className="day-strip">
      <p id={labelId} className="field-label">
        Next two weeks
      </p>
      {next ? (
        <button
          type="button"
          className="button button--ghost day-strip__next"
          onClick={() => onPickStart(next.date, next.time)}
        >
          Next available: {formatAppointmentShort(next.date, next.time)}
        </button>
      ) : (
        <p className="day-strip__none">No free time in the next two weeks. Choose a later date below.</p>
      )}
      {/* With every day full no button can take focus, so the scrolling list takes it itself. */}
      <ul
        className="day-strip__days"
        aria-labelledby={labelId}
        onKeyDown={moveFocus}
        tabIndex={stop ? undefined : 0}
      >
        {days.map((day) => {
          const parts = dayParts(day.date);
          const status = freeText(day.free, day.closed);
          return (
            <li key={day.date}>
              <button
                type="button"
                className="day-strip__day"
                aria-pressed={day.date === date}
                aria-label={`${parts.weekday} ${parts.day}, ${status}`}
                disabled={day.free === 0}
                tabIndex={day.date === stop?.date ? 0 : -1}
                onClick={() => onPickDay(day.date)}
              >
                <span className="day-strip__weekday">{parts.weekday}</span>
                <span className="day-strip__date">{parts.day}</span>
                <span className="day-strip__free">{status}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
