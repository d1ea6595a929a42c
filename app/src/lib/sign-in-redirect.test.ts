import { describe, expect, it } from 'vitest';
import { readSignInRedirectState, signInRedirectState } from './sign-in-redirect';

describe('the sign-in redirect state', () => {
  it('round-trips the back-office page and the reason', () => {
    const state = signInRedirectState('/admin/completed-bookings?page=2', 'expired');
    expect(readSignInRedirectState(state)).toEqual({
      from: '/admin/completed-bookings?page=2',
      reason: 'expired',
    });
  });

  it('trusts only back-office paths, so sign-in never sends anyone elsewhere', () => {
    for (const from of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/cart',
      42,
    ]) {
      expect(readSignInRedirectState({ from }).from).toBeNull();
    }
    expect(readSignInRedirectState({ from: '/admin' }).from).toBe('/admin');
  });

  it('ignores anything else in the state', () => {
    expect(readSignInRedirectState(null)).toEqual({ from: null, reason: null });
    expect(readSignInRedirectState({ reason: 'hacked' }).reason).toBeNull();
  });
});
