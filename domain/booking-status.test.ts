import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_FROM_CANCELLED_MESSAGE,
  advanceNow,
  arrivalTimes,
  hasStarted,
  isBookingStatus,
  minutesWaited,
  NOT_STARTED_MESSAGE,
  NOT_THE_DAY_MESSAGE,
  nextStatus,
  statusAllowedNow,
  statusRefusal,
} from './booking-status';

describe('booking status', () => {
  it('advances pending, confirmed, arrived, in treatment, completed (issue 29 item 1)', () => {
    expect(nextStatus('pending')).toBe('confirmed');
    expect(nextStatus('confirmed')).toBe('arrived');
    expect(nextStatus('arrived')).toBe('in-treatment');
    expect(nextStatus('in-treatment')).toBe('completed');
  });

  it('offers no advance from completed or cancelled', () => {
    expect(nextStatus('completed')).toBeUndefined();
    expect(nextStatus('cancelled')).toBeUndefined();
  });

  it('offers no advance from no-show', () => {
    expect(nextStatus('no-show')).toBeUndefined();
  });

  it('knows the seven statuses only', () => {
    expect(isBookingStatus('arrived')).toBe(true);
    expect(isBookingStatus('in-treatment')).toBe(true);
    expect(isBookingStatus('pending')).toBe(true);
    expect(isBookingStatus('no-show')).toBe(true);
    expect(isBookingStatus('Pending')).toBe(false);
    expect(isBookingStatus('archived')).toBe(false);
  });

  it('allows Completed and No-show only once the Manila start time has passed', () => {
    const now = new Date('2026-12-01T06:00:00Z'); // 14:00 in Manila
    expect(hasStarted('2026-12-01', '14:00', now)).toBe(true);
    expect(hasStarted('2026-12-01', '14:30', now)).toBe(false);
    expect(statusAllowedNow('completed', '2026-12-01', '14:30', now)).toBe(false);
    expect(statusAllowedNow('no-show', '2026-12-01', '13:30', now)).toBe(true);
    expect(statusAllowedNow('confirmed', '2026-12-31', '14:30', now)).toBe(true);
    expect(statusAllowedNow('cancelled', '2026-12-31', '14:30', now)).toBe(true);
  });

  describe('arrival (issue 29 item 1)', () => {
    const now = new Date('2026-12-01T06:00:00Z'); // 14:00 in Manila

    it('opens two hours before the start, on the day only', () => {
      expect(statusAllowedNow('arrived', '2026-12-01', '16:00', now)).toBe(true);
      expect(statusAllowedNow('arrived', '2026-12-01', '16:01', now)).toBe(false);
      expect(statusAllowedNow('in-treatment', '2026-12-01', '09:00', now)).toBe(true);
      expect(statusAllowedNow('arrived', '2026-11-30', '14:00', now)).toBe(false);
      expect(statusAllowedNow('arrived', '2026-12-02', '10:00', now)).toBe(false);
      // 00:30 the next day in Manila is within two hours but not on the visit's day.
      expect(statusAllowedNow('arrived', '2026-12-02', '00:30', new Date('2026-12-01T15:00:00Z'))).toBe(
        false,
      );
    });

    it('words each refusal', () => {
      expect(statusRefusal('confirmed', 'arrived', '2026-12-02', '10:00', now)).toBe(NOT_THE_DAY_MESSAGE);
      expect(statusRefusal('cancelled', 'arrived', '2026-12-01', '14:00', now)).toBe(
        ARRIVAL_FROM_CANCELLED_MESSAGE,
      );
      expect(statusRefusal('in-treatment', 'completed', '2026-12-01', '15:00', now)).toBe(
        NOT_STARTED_MESSAGE,
      );
      expect(statusRefusal('confirmed', 'arrived', '2026-12-01', '15:00', now)).toBeUndefined();
      expect(statusRefusal('in-treatment', 'completed', '2026-12-01', '13:00', now)).toBeUndefined();
    });

    it('stamps the arrival and the treatment, keeps them when completed, clears them going back', () => {
      const none = { arrivedAt: null, inTreatmentAt: null };
      const later = new Date(now.getTime() + 10 * 60_000);
      const arrived = arrivalTimes('arrived', none, now);
      expect(arrived).toEqual({ arrivedAt: now, inTreatmentAt: null });
      const treated = arrivalTimes('in-treatment', arrived, later);
      expect(treated).toEqual({ arrivedAt: now, inTreatmentAt: later });
      expect(arrivalTimes('completed', treated, later)).toEqual(treated);
      expect(arrivalTimes('arrived', treated, later)).toEqual({ arrivedAt: now, inTreatmentAt: null });
      expect(arrivalTimes('confirmed', treated, later)).toEqual(none);
      expect(arrivalTimes('in-treatment', none, now)).toEqual({ arrivedAt: now, inTreatmentAt: now });
    });

    it('offers the next step now, or Completed for an earlier day never marked arrived', () => {
      expect(advanceNow('confirmed', '2026-12-01', '13:00', now)).toBe('arrived');
      expect(advanceNow('confirmed', '2026-11-30', '13:00', now)).toBe('completed');
      expect(advanceNow('confirmed', '2026-12-02', '13:00', now)).toBeUndefined();
      expect(advanceNow('in-treatment', '2026-12-01', '15:00', now)).toBeUndefined();
    });

    it('counts the minutes waited', () => {
      expect(minutesWaited('2026-12-01T05:35:30Z', now)).toBe(24);
      expect(minutesWaited(new Date(now.getTime() + 60_000), now)).toBe(0);
    });
  });
});
