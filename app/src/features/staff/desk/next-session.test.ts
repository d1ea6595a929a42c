import type { ClientPackage } from '@domain/packages';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/fake-api';
import { type NextSession, nextSessionOf, prefillOf, readNextSession, withPackage } from './next-session';

const pkg = (overrides: Partial<ClientPackage>): ClientPackage => ({
  id: 'p1',
  serviceId: 'stem-cell-facial',
  title: 'Buy 4 Get 1 Free',
  sessionsTotal: 5,
  sessionsUsed: 1,
  sessionsLeft: 4,
  expiresAt: null,
  transferable: false,
  refundedAt: null,
  ...overrides,
});

const next = nextSessionOf(makeBooking(1)) as NextSession;

describe('the next session from a booking', () => {
  it('names the same client, branch and first treatment, from no package yet', () => {
    expect(next).toEqual({
      customerName: 'Customer 1',
      phone: '09171234567',
      email: 'customer1@example.com',
      age: 29,
      serviceType: 'clinic',
      branch: 'makati',
      address: '',
      landmark: '',
      treatmentId: 'stem-cell-facial',
      fromPackage: null,
    });
  });

  it('is booked from the open package of that treatment with the fewest sessions left', () => {
    const chosen = withPackage(next, [
      pkg({ id: 'other', serviceId: 'hydrafacial', sessionsLeft: 1 }),
      pkg({ id: 'used-up', sessionsLeft: 0, sessionsUsed: 5 }),
      pkg({ id: 'refunded', sessionsLeft: 1, refundedAt: '2026-11-01T00:00:00.000Z' }),
      pkg({ id: 'expired', sessionsLeft: 1, expiresAt: '2020-01-01T00:00:00.000Z' }),
      pkg({ id: 'unlimited', sessionsLeft: null, sessionsTotal: null }),
      pkg({ id: 'two-left', sessionsLeft: 2 }),
    ]);
    expect(chosen.fromPackage).toEqual({ id: 'two-left', title: 'Buy 4 Get 1 Free', sessionsLeft: 2 });
    expect(withPackage(next, [pkg({ serviceId: 'hydrafacial' })]).fromPackage).toBeNull();
  });

  it('prefills one line of the treatment, carrying the package, and the branch of a clinic visit', () => {
    const prefill = prefillOf(withPackage(next, [pkg({})]));
    expect(prefill.line).toEqual({
      id: 'stem-cell-facial',
      quantity: 1,
      selectedPromo: null,
      packageId: 'p1',
    });
    expect(prefill.visit).toEqual({ serviceType: 'clinic', branch: 'makati' });
    expect(prefill.client).toEqual({
      customerName: 'Customer 1',
      phone: '09171234567',
      email: 'customer1@example.com',
      age: '29',
    });
  });

  it('reads back what the router kept, and nothing from a state that is not one', () => {
    expect(readNextSession({ nextSession: next })).toEqual(next);
    expect(readNextSession(null)).toBeNull();
    expect(readNextSession({ nextSession: { ...next, phone: 7 } })).toBeNull();
    expect(readNextSession({ nextSession: { ...next, serviceType: 'spa' } })).toBeNull();
  });
});
