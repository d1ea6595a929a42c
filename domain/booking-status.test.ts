import { describe, expect, it } from 'vitest';
import { hasStarted, isBookingStatus, nextStatus, statusAllowedNow } from './booking-status';

describe('booking status', () => {
  it('advances pending to confirmed and confirmed to completed', () => {
    expect(nextStatus('pending')).toBe('confirmed');
    expect(nextStatus('confirmed')).toBe('completed');
  });

  it('offers no advance from completed or cancelled', () => {
    expect(nextStatus('completed')).toBeUndefined();
    expect(nextStatus('cancelled')).toBeUndefined();
  });

  it('offers no advance from no-show', () => {
    expect(nextStatus('no-show')).toBeUndefined();
  });

  it('knows the five statuses only', () => {
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
});
