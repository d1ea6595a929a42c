import { BRANCH_LABELS, isBranchId } from '@domain/branches';
import { formatManilaDate, formatManilaDateTime, MANILA_TIME_ZONE } from '@domain/manila-date';
import { formatPesos } from '@domain/money';
import { formatTimeLabel, isTimeSlotValue } from '@domain/time-slots';

export const CONSULTATION_LABEL = 'Consultation';

/** A price or total: a missing, non-numeric or zero amount is settled at the consultation. */
export function priceOrConsultation(amount: unknown): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) && value > 0 ? formatPesos(value) : CONSULTATION_LABEL;
}

export function branchLabel(branch: string): string {
  return isBranchId(branch) ? BRANCH_LABELS[branch] : branch || 'Not given';
}

export function timeLabel(time: string): string {
  return isTimeSlotValue(time) || /^\d{2}:\d{2}$/.test(time) ? formatTimeLabel(time) : time;
}

/** `Saturday, November 28, 2026 at 2:30 PM`: a Manila calendar date and slot. */
export function formatAppointment(date: string, time: string): string {
  const day = formatManilaDate(date);
  return time ? `${day} at ${timeLabel(time)}` : day;
}

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** `Sat 28 Nov, 1:30 PM`: short enough for a badge on a booking card. */
export function formatShortAppointment(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const dayText = Number.isNaN(day.getTime()) ? date : SHORT_DAY.format(day).replace(',', '');
  return `${dayText}, ${timeLabel(time)}`;
}

const SHORT_DAY_WITH_YEAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `Wed 2 Dec 2026, 11:00 AM`: a visit in a client's history, where the year matters. */
export function formatDatedAppointment(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const dayText = Number.isNaN(day.getTime()) ? date : SHORT_DAY_WITH_YEAR.format(day).replace(',', '');
  return time ? `${dayText}, ${timeLabel(time)}` : dayText;
}

/** An instant (created, deleted) in Manila time; an unreadable value is shown as it came. */
export function formatInstant(at: string | null | undefined): string {
  if (!at) return 'Not recorded';
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : formatManilaDateTime(instant);
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: MANILA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `14:05`, for 'Offline: showing data from HH:MM'. */
export function formatClock(at: number): string {
  return CLOCK.format(new Date(at));
}

const CLOCK_12 = new Intl.DateTimeFormat('en-US', {
  timeZone: MANILA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `9:42 AM` in Manila, as the schedule names its times (ICU's narrow space made a plain one). */
export function formatClock12(at: number): string {
  return CLOCK_12.format(new Date(at)).replace(/\s/g, ' ');
}

/** A detail that may be blank, so a blank reads as words rather than nothing. */
export function orNotGiven(value: unknown): string {
  if (value === null || value === undefined) return 'Not given';
  const text = String(value).trim();
  return text === '' ? 'Not given' : text;
}

/** A Manila calendar date in words; 'Not given' when blank. */
export function formatManilaDateLabel(date: string | null | undefined): string {
  return date ? formatManilaDate(date) : 'Not given';
}

/**
 * A phone as the desk reads it aloud: a stored mobile number `09175550101` as `0917 555 0101`;
 * anything else as it was typed, or 'Not given'.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = orNotGiven(value);
  const mobile = /^(09\d{2})(\d{3})(\d{4})$/.exec(text);
  return mobile ? `${mobile[1]} ${mobile[2]} ${mobile[3]}` : text;
}
