import { describe, expect, it } from 'vitest';
import { isStaffApiRequest, isStaffChunk } from './sw-routes';

describe('what the service worker keeps for the back-office', () => {
  it('keeps the lists, the day schedule and the details staff read offline', () => {
    for (const path of [
      '/api/bookings',
      '/api/bookings/deleted',
      '/api/bookings/completed',
      '/api/bookings/1f0c6a4e-0000-4000-8000-000000000000',
      '/api/online-consultations',
      '/api/schedule',
      '/api/auth/me',
    ]) {
      expect(isStaffApiRequest(path), path).toBe(true);
    }
  });

  it('never keeps the CSV export, nor public or unrelated calls', () => {
    for (const path of [
      '/api/bookings/export.csv',
      '/api/health',
      '/api/my-booking/abc',
      '/api/bookingsx',
      '/api/schedules',
    ]) {
      expect(isStaffApiRequest(path), path).toBe(false);
    }
  });

  it('knows the back-office chunks by name', () => {
    expect(isStaffChunk('/assets/staff-Ab12.js')).toBe(true);
    expect(isStaffChunk('/assets/app-Ab12.js')).toBe(false);
  });
});
