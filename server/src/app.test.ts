import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>TBL</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  server = await startTestServer({ STATIC_DIR: staticDir });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('says ok when the database answers and a write commits', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unknown API paths', () => {
  it('answers 404 in JSON with msg and message', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(body.msg).toBe('No such API endpoint');
    expect(body.message).toBe(body.msg);
  });

  it('never falls back to the app for /api paths', async () => {
    const response = await fetch(`${server.url}/api/admin/deep/path`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<!doctype html>');
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"customerName": "Ana",',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).msg).toBe('The request body is not valid JSON');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notes: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).msg).toBe('Request body is too large');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).msg).toContain('application/json');
  });
});

describe('security headers', () => {
  it('sends a strict CSP with no inline script, nosniff, frame-ancestors and a referrer policy', async () => {
    for (const url of [`${server.url}/`, `${server.url}/api/health`]) {
      const response = await fetch(url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('serving the built app', () => {
  it('serves index.html for page paths, revalidated on every load', async () => {
    for (const page of [
      '/',
      '/services',
      '/service/korean-glow-drip',
      '/admin/deleted-bookings',
      '/nowhere',
    ]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets as immutable', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker script', async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404, not index.html, for a missing asset file', async () => {
    const response = await fetch(`${server.url}/assets/index-gone999.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('does not serve files outside the build folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect(response.status).toBe(404);
  });
});
