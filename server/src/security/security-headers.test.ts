import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * app.test.ts checks the CSP basics, nosniff and the referrer policy on a page and /api/health.
 * This checks the rest of the set, on refusals and errors too (where a framework often drops them),
 * HSTS in production, no CORS for other origins and no software banner.
 */
let dev: TestServer;
let production: TestServer;

beforeAll(async () => {
  dev = await startTestServer();
  production = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'h'.repeat(40) });
});

afterAll(async () => {
  await dev.close();
  await production.close();
});

const refusals = (url: string): Array<[string, RequestInit]> => [
  [`${url}/api/bookings`, {}],
  [`${url}/api/no-such-thing`, {}],
  [`${url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
  [`${url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
  [`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
];

describe('security headers', () => {
  it('are all present on refusals and errors, and API errors are never cached', async () => {
    for (const [url, init] of refusals(dev.url)) {
      const response = await fetch(url, init);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp, `${url} ${directive}`).toContain(directive);
      }
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('name no server software', async () => {
    const response = await fetch(`${dev.url}/api/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
  });

  it('grant no other origin a cross-site read of the API', async () => {
    const response = await fetch(`${dev.url}/api/health`, { headers: { origin: 'https://evil.test' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${dev.url}/api/bookings`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('tell browsers to keep to HTTPS in production', async () => {
    const response = await fetch(`${production.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
  });
});
