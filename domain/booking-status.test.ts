import { describe, expect, it } from 'vitest';
import { isBookingStatus, nextStatus } from './booking-status';

describe('booking status', () => {
  it('advances pending to confirmed and confirmed to completed', () => {
    expect(nextStatus('pending')).toBe('confirmed');
    expect(nextStatus('confirmed')).toBe('completed');
  });

  it('offers no advance from completed or cancelled', () => {
    expect(nextStatus('completed')).toBeUndefined();
    expect(nextStatus('cancelled')).toBeUndefined();
  });

  it('knows the four statuses only', () => {
    expect(isBookingStatus('pending')).toBe(true);
    expect(isBookingStatus('Pending')).toBe(false);
    expect(isBookingStatus('archived')).toBe(false);
  });
});
