import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let staticDir: string;

/** A build as `npm run build` lays it out: prerendered pages beside the shell. */
const FILES: Record<string, string> = {
  'index.html': '<div id="root" data-prerendered="page"><h1>Home</h1></div>',
  'shell.html': '<div id="root"></div>',
  'services/index.html': '<div id="root" data-prerendered="page"><h1>Our Services</h1></div>',
  'services/index.category=iv-drips.html':
    '<div id="root" data-prerendered="page" data-prerendered-search="category=iv-drips"><h1>IV Drips</h1></div>',
  'service/korean-glow-drip/index.html':
    '<div id="root" data-prerendered="page"><h1>Korean Glow Drip</h1></div>',
  'cart/index.html': '<div id="root" data-prerendered="shell"><h1>Your Cart</h1></div>',
  'assets/index-abc123.js': 'console.log(1)',
};

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-prerendered-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    fs.writeFileSync(path.join(staticDir, file), text);
  }
  server = await startTestServer({ STATIC_DIR: staticDir });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function page(route: string) {
  const response = await fetch(`${server.url}${route}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

describe('serving prerendered pages', () => {
  it.each([
    ['/', '<h1>Home</h1>'],
    ['/services', '<h1>Our Services</h1>'],
    ['/services/', '<h1>Our Services</h1>'],
    ['/services?category=iv-drips', '<h1>IV Drips</h1>'],
    ['/services/?category=iv-drips', '<h1>IV Drips</h1>'],
    ['/services?category=no-such-category', '<h1>Our Services</h1>'],
    ['/services?category=iv-drips&sort=price', '<h1>Our Services</h1>'],
    ['/services?category=../../index', '<h1>Our Services</h1>'],
    ['/service/korean-glow-drip', '<h1>Korean Glow Drip</h1>'],
    ['/cart', '<h1>Your Cart</h1>'],
  ])('answers %s with the page the build prerendered, revalidated on every load', async (route, heading) => {
    const answer = await page(route);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain(heading);
    expect(answer.cacheControl).toBe('no-cache');
  });

  it.each(['/service/no-such-treatment', '/admin', '/admin/deleted-bookings', '/Services', '/nowhere'])(
    'answers %s with the shell, whose script renders the page',
    async (route) => {
      const answer = await page(route);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('<div id="root"></div>');
      expect(answer.cacheControl).toBe('no-cache');
    },
  );

  it('revalidates the HTML files when asked for by name (the worker precaches them)', async () => {
    for (const file of ['/shell.html', '/index.html', '/services/index.html']) {
      const answer = await page(file);
      expect(answer.status, file).toBe(200);
      expect(answer.cacheControl, file).toBe('no-cache');
    }
  });

  it('never answers HTML for the API or for a missing asset', async () => {
    const api = await page('/api/nowhere');
    expect(api.status).toBe(404);
    expect(api.body).not.toContain('<div id="root"');
    const asset = await page('/assets/index-gone999.js');
    expect(asset.status).toBe(404);
    expect(asset.body).not.toContain('<div id="root"');
  });

  it('does not reach outside the build through a page path', async () => {
    for (const route of ['/..%2f..%2fpackage.json', '/services/..%2f..%2f..%2fetc']) {
      const answer = await page(route);
      expect(answer.body, route).not.toContain('"name"');
      expect([200, 404], route).toContain(answer.status);
    }
  });
});
