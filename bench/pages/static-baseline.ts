import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { openBrowser, PHONE } from '../../e2e/support/browser';

export interface StaticBaseline {
  /** The hero alone, as plain HTML and the app's own stylesheets: no script at all. */
  url: string;
  /** The same page with a cache-first service worker, for the offline repeat visit. */
  offlineUrl: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Caches the page, its styles and its image on install and answers from that cache. */
const CACHE_FIRST_WORKER = (files: string[]) => `
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('baseline').then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request)));
});
`;

/**
 * Copies the hero of the home page, as the real app renders it on a phone, into a static page with
 * the same stylesheets and image, and serves it from a temporary directory with node:http (Brotli
 * or gzip as the browser accepts, as our server does). Built from the live page so the two never
 * drift apart.
 */
export async function startStaticBaseline(appUrl: string): Promise<StaticBaseline> {
  const browser = await openBrowser({ viewport: PHONE });
  let captured: { hero: string; styles: string[]; images: string[]; title: string };
  try {
    await browser.page.goto(`${appUrl}/`);
    await browser.page.locator('main h1').first().waitFor();
    // Written without named inner functions: the page gets this callback's source as it is.
    captured = await browser.page.evaluate(() => {
      const hero = document.querySelector('main h1')?.closest('section');
      if (!hero) throw new Error('The home page has no section around its heading');
      return {
        hero: hero.outerHTML,
        styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
        images: [...hero.querySelectorAll('img')].map(
          (image) => new URL(image.currentSrc || image.src).pathname,
        ),
        title: document.title,
      };
    });
  } finally {
    await browser.close();
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-static-baseline-'));
  for (const file of [...captured.styles, ...captured.images]) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(await (await fetch(`${appUrl}${file}`)).arrayBuffer()));
  }
  const page = (extraHead: string) => `<!doctype html>
<html lang="en-PH">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${captured.title}</title>
${captured.styles.map((href) => `    <link rel="stylesheet" href="${href}" />`).join('\n')}${extraHead}
  </head>
  <body>
    <main id="main">${captured.hero}</main>
  </body>
</html>
`;
  fs.writeFileSync(path.join(dir, 'index.html'), page(''));
  fs.mkdirSync(path.join(dir, 'offline'));
  fs.writeFileSync(
    path.join(dir, 'offline', 'index.html'),
    page('\n    <script src="/register-sw.js"></script>'),
  );
  fs.writeFileSync(path.join(dir, 'register-sw.js'), "navigator.serviceWorker.register('/sw.js');\n");
  fs.writeFileSync(
    path.join(dir, 'sw.js'),
    CACHE_FIRST_WORKER(['/offline/', '/register-sw.js', ...captured.styles, ...captured.images]),
  );

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const body = fs.readFileSync(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, encoded] = accepts.includes('br')
      ? ['br', zlib.brotliCompressSync(body)]
      : accepts.includes('gzip')
        ? ['gzip', zlib.gzipSync(body)]
        : [undefined, body];
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(encoded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${url}/`,
    offlineUrl: `${url}/offline/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
