import { describe, expect, it } from 'vitest';
import { isStaleStaffApiCache, staffApiCacheName } from '../pwa/sw-routes';
import { bearerToken, isExpired, tokenSession } from './token-claims';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${part({ alg: 'HS256' })}.${part(payload)}.sig`;

describe('the session a token names, as the page and the service worker read it', () => {
  it('reads the jti and the expiry of a token of ours', () => {
    const session = tokenSession(token({ jti: 'abc-123', exp: 2_000_000_000 }));
    expect(session).toEqual({ key: 'abc-123', expiresAt: 2_000_000_000_000 });
    expect(isExpired(session, 1_999_999_999_999)).toBe(false);
    expect(isExpired(session, 2_000_000_000_000)).toBe(true);
  });

  it('keys anything else by the token itself, with no expiry', () => {
    expect(tokenSession('not-a-jwt')).toEqual({ key: 'not-a-jwt', expiresAt: null });
    expect(tokenSession('a.%%%.c')).toEqual({ key: 'a.%%%.c', expiresAt: null });
  });

  it('takes only a Bearer token from the Authorization header', () => {
    expect(bearerToken('Bearer x.y.z')).toBe('x.y.z');
    for (const header of [null, '', 'Basic x', 'Bearer', 'bearer x', 'Bearer a b']) {
      expect(bearerToken(header), String(header)).toBeNull();
    }
  });
});

describe('the service worker’s per-session caches', () => {
  it('names a cache by session and expiry, and knows when it is stale', () => {
    const name = staffApiCacheName({ key: 'abc:1/2', expiresAt: 5_000 });
    expect(name).toBe('tbl-staff-api:abc%3A1%2F2:5000');
    expect(isStaleStaffApiCache(name, 4_999)).toBe(false);
    expect(isStaleStaffApiCache(name, 5_000)).toBe(true);
    expect(isStaleStaffApiCache('tbl-staff-api', 0)).toBe(true);
    expect(isStaleStaffApiCache('tbl-images', 10 ** 15)).toBe(false);
    expect(isStaleStaffApiCache(staffApiCacheName({ key: 'k', expiresAt: null }), 10 ** 15)).toBe(false);
  });
});
