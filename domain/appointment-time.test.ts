import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_PROBLEMS,
  appointmentDateProblem,
  canCancelOnline,
  cancelDeadline,
  canRequestReschedule,
  formatAppointmentShort,
  MAX_DAYS_AHEAD,
  slotHasPassed,
} from './appointment-time';
import { addDays } from './manila-date';

const at = (iso: string) => new Date(iso);

describe('appointment times in Manila', () => {
  it('puts the cancel deadline 24 hours before the Manila start', () => {
    expect(cancelDeadline('2026-11-28', '13:30').toISOString()).toBe('2026-11-27T05:30:00.000Z');
  });

  it('allows cancelling at exactly 24 hours and not a minute later', () => {
    expect(canCancelOnline('confirmed', '2026-11-28', '13:30', at('2026-11-27T05:30:00Z'))).toBe(true);
    expect(canCancelOnline('confirmed', '2026-11-28', '13:30', at('2026-11-27T05:31:00Z'))).toBe(false);
    expect(canCancelOnline('cancelled', '2026-11-28', '13:30', at('2026-11-20T00:00:00Z'))).toBe(false);
    expect(canCancelOnline('completed', '2026-11-28', '13:30', at('2026-11-20T00:00:00Z'))).toBe(false);
  });

  it('allows asking for another time until the appointment starts', () => {
    expect(canRequestReschedule('pending', '2026-11-28', '13:30', at('2026-11-28T05:29:00Z'))).toBe(true);
    expect(canRequestReschedule('pending', '2026-11-28', '13:30', at('2026-11-28T05:30:00Z'))).toBe(false);
  });

  it("tells a passed slot of today from a later one, and never a later day's", () => {
    const now = at('2026-11-28T05:00:00Z'); // 1:00 PM in Manila
    expect(slotHasPassed('2026-11-28', '12:30', now)).toBe(true);
    expect(slotHasPassed('2026-11-28', '13:30', now)).toBe(false);
    expect(slotHasPassed('2026-11-29', '10:00', now)).toBe(false);
  });

  it('names an appointment the way the history shows it', () => {
    expect(formatAppointmentShort('2026-11-28', '13:30')).toBe('Sat, 28 Nov 2026, 1:30 PM');
    expect(formatAppointmentShort('2026-11-27', '10:00')).toBe('Fri, 27 Nov 2026, 10:00 AM');
  });
});

describe('appointmentDateProblem', () => {
  // 2026-11-21 09:00 in Manila.
  const now = new Date('2026-11-21T01:00:00Z');

  it('takes today up to MAX_DAYS_AHEAD days ahead, Manila time', () => {
    expect(appointmentDateProblem('2026-11-21', now)).toBeUndefined();
    expect(appointmentDateProblem(addDays('2026-11-21', MAX_DAYS_AHEAD), now)).toBeUndefined();
  });

  it('says why any other date cannot be an appointment', () => {
    expect(appointmentDateProblem('2026-11-20', now)).toBe(APPOINTMENT_PROBLEMS.past);
    expect(appointmentDateProblem(addDays('2026-11-21', MAX_DAYS_AHEAD + 1), now)).toBe(
      APPOINTMENT_PROBLEMS.tooFar,
    );
    for (const date of ['2027-02-30', '21/11/2026', '', '2026-11-21T10:00']) {
      expect(appointmentDateProblem(date, now), date).toBe(APPOINTMENT_PROBLEMS.notADate);
    }
  });

  it('turns over at midnight in Manila, not UTC', () => {
    // 2026-11-21 23:30 UTC is already the 22nd in Manila.
    expect(appointmentDateProblem('2026-11-21', new Date('2026-11-21T23:30:00Z'))).toBe(
      APPOINTMENT_PROBLEMS.past,
    );
  });
});
