import { CONSULTATION_MINUTES } from '@domain/consultation';
import { minuteOfDay, START_STEP_MINUTES } from '@domain/opening-hours';
import type { CalendarBlock, CalendarDay } from './calendar-api';

/** Pixels per minute down the side: a quarter hour is 18 px, a 30-minute facial 36 px. */
export const PX_PER_MINUTE = 1.2;
/** Drops and the dialog's times snap to this. */
export const STEP_MINUTES = 15;

export interface DayRange {
  start: number;
  end: number;
}

/**
 * The hours the calendar draws: the branch's hours, widened to any shift or visit outside them,
 * whole hours at both ends (9 to 6 when there is nothing at all).
 */
export function dayRange(day: CalendarDay): DayRange {
  const starts: number[] = [];
  const ends: number[] = [];
  if (day.hours) {
    starts.push(minuteOfDay(day.hours.opens));
    ends.push(minuteOfDay(day.hours.closes));
  }
  for (const resource of day.resources)
    for (const [from, to] of resource.working) {
      starts.push(minuteOfDay(from));
      ends.push(minuteOfDay(to));
    }
  for (const block of day.blocks) {
    starts.push(minuteOfDay(block.time));
    ends.push(minuteOfDay(block.end));
  }
  if (starts.length === 0) return { start: 9 * 60, end: 18 * 60 };
  return {
    start: Math.floor(Math.min(...starts) / 60) * 60,
    end: Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60),
  };
}

/** The starts a visit may be moved to, every quarter hour of the range (or every `step` minutes). */
export function quarterHours(range: DayRange, step = STEP_MINUTES): number[] {
  const minutes: number[] = [];
  for (let at = range.start; at < range.end; at += step) minutes.push(at);
  return minutes;
}

export const snap = (minute: number, step = STEP_MINUTES) => Math.round(minute / step) * step;

/**
 * A block's step: a video call starts where the server's start rule lets a call start
 * (domain/start-time.ts: every START_STEP_MINUTES), so it drops and is offered there only; a visit
 * every quarter hour.
 */
export const stepOf = (block: Pick<CalendarBlock, 'kind'>) =>
  block.kind === 'consultation' ? START_STEP_MINUTES : STEP_MINUTES;

/** The starts a block may be moved to: its steps, a call's only those its 30 minutes end by. */
export function startsFor(block: Pick<CalendarBlock, 'kind'>, range: DayRange): number[] {
  const starts = quarterHours(range, stepOf(block));
  return block.kind === 'consultation'
    ? starts.filter((at) => at + CONSULTATION_MINUTES <= range.end)
    : starts;
}
