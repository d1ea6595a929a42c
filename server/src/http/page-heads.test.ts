import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '../../../domain/catalogue/services';
import { createCurrentCatalogue } from '../catalogue/current-catalogue';
import { updateCatalogueService } from '../commands/update-catalogue-service';
import { type RunningServer, startHttpServer } from '../server';
import { signedIn } from '../test/factories';
import { client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The served HTML of each public page speaks for itself (issue 25 item 5): read over HTTP, with no
 * script run, from a build laid out as `npm run build` does, its head being app/index.html's.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TEMPLATE = fs.readFileSync(path.join(ROOT, 'app/index.html'), 'utf8');
const prerendered = (heading: string) =>
  TEMPLATE.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="page"><h1>${heading}</h1></div>`,
  );

const FILES: Record<string, string> = {
  'index.html': prerendered('Reveal Your Best Self'),
  'shell.html': TEMPLATE,
  'services/index.html': prerendered('Our Services'),
  'service/ulthera-prime/index.html': prerendered('Ulthera Prime - 300 Lines'),
};

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-page-heads-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    fs.writeFileSync(path.join(staticDir, file), text);
  }
  fs.cpSync(path.join(ROOT, 'app/public/images'), path.join(staticDir, 'images'), { recursive: true });
  server = await startTestServer({ STATIC_DIR: staticDir, PUBLIC_URL: 'https://clinic.example' });
});

afterAll(async () => {
  await server?.close();
  if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
});

async function get(route: string, base = server.url) {
  const response = await fetch(`${base}${route}`);
  return { response, body: await response.text() };
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe("a treatment page's served HTML", () => {
  it('carries its own title, description, canonical address, preview image and price', async () => {
    const { response, body } = await get('/service/ulthera-prime');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>Ulthera Prime - 300 Lines</h1>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('<title>Ulthera Prime - 300 Lines | TBL Aesthetics &amp; Slimming Center</title>');
    expect(metaContent(body, 'description')).toContain('₱66,000; promo packages from ₱26,000.');
    expect(body).toContain('<link rel="canonical" href="https://clinic.example/service/ulthera-prime" />');
    expect(metaContent(body, 'og:url')).toBe('https://clinic.example/service/ulthera-prime');
    expect(metaContent(body, 'og:title')).toBe(
      'Ulthera Prime - 300 Lines | TBL Aesthetics &amp; Slimming Center',
    );
    expect(metaContent(body, 'og:site_name')).toBe('TBL Aesthetics &amp; Slimming Center');
    expect(metaContent(body, 'og:image')).toBe(
      'https://clinic.example/og/images/services/face-slimming-1.jpg',
    );
    expect(metaContent(body, 'og:image:width')).toBe('1200');
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
    const service = jsonLd(body).find((data) => data['@type'] === 'Service') as {
      offers: { price: number; priceCurrency: string }[];
    };
    expect(service.offers[0]).toMatchObject({ price: 66000, priceCurrency: 'PHP' });
    expect(service.offers.map((offer) => offer.price)).toContain(26000);
  });

  it('serves its preview image as a 1200x630 JPEG', async () => {
    const response = await fetch(`${server.url}/og/images/services/face-slimming-1.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('answers 404 for a preview of artwork the build does not have, or outside /images', async () => {
    for (const route of [
      '/og/images/services/nothing-here.jpg',
      '/og/index.jpg',
      '/og/images/..%2f..%2fpackage.jpg',
    ]) {
      expect((await fetch(`${server.url}${route}`)).status, route).toBe(404);
    }
  });

  it('answers a revalidation with 304 while the page has not changed', async () => {
    const first = await fetch(`${server.url}/service/ulthera-prime`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch() would add `Cache-Control: no-cache`, which asks for the page).
    const { port } = new URL(server.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/service/ulthera-prime',
            headers: { 'If-None-Match': etag ?? '' },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('keeps its head when served compressed', async () => {
    const response = await fetch(`${server.url}/service/ulthera-prime`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(
      '<link rel="canonical" href="https://clinic.example/service/ulthera-prime" />',
    );
  });
});

describe('the other pages', () => {
  it('gives the home page its title and a MedicalClinic per branch', async () => {
    const { body } = await get('/');
    expect(body).toContain('<h1>Reveal Your Best Self</h1>');
    expect(body).toContain('<link rel="canonical" href="https://clinic.example/" />');
    const clinics = jsonLd(body).filter((data) => data['@type'] === 'MedicalClinic');
    expect(clinics).toHaveLength(3);
    expect(clinics[0]).toHaveProperty('geo.latitude');
    expect(clinics[0]).toHaveProperty('openingHoursSpecification.0.opens', '10:00');
  });

  it('gives a page the build left as the shell its own head too', async () => {
    const { body } = await get('/about');
    expect(body).toContain('<title>About Us | TBL Aesthetics &amp; Slimming Center</title>');
    expect(body).toContain('<div id="root"></div>');
  });

  it("leaves staff screens, manage links and unknown treatments with the build's generic head", async () => {
    for (const route of ['/admin', '/my-booking/some-token', '/service/no-such-treatment']) {
      const { body } = await get(route);
      expect(body, route).toContain('<title>TBL Aesthetics &amp; Slimming Center</title>');
      expect(body, route).not.toContain('rel="canonical"');
    }
  });
});

describe('the catalogue a page carries for the browser', () => {
  it('is empty while the catalogue is the seeded one: a page does not carry what the app already has', async () => {
    const { body } = await get('/');
    const text = /<script type="application\/json" id="catalogue-patch">([^<]*)<\/script>/.exec(body)?.[1];
    expect(text).toBeDefined();
    const patch = JSON.parse(text ?? '{}');
    expect(patch.services).toEqual([]);
    expect(patch.branches).toEqual([]);
    expect(text?.length).toBeLessThan(200);
  });

  it("names the catalogue answer's ETag, so a first visit is told 304 instead of fetching it all", async () => {
    const { body } = await get('/services');
    const text = /<script type="application\/json" id="catalogue-patch">([^<]*)<\/script>/.exec(body)?.[1];
    const { etag } = JSON.parse(text ?? '{}') as { etag?: string };
    const whole = await fetch(`${server.url}/api/catalogue`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(etag).toBe(whole.headers.get('ETag'));
    const asked = await fetch(`${server.url}/api/catalogue`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(asked.status).toBe(304);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every active treatment in the sitemap', async () => {
    const { response, body } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    for (const service of SERVICES)
      expect(body).toContain(`<loc>https://clinic.example/service/${service.id}</loc>`);
    for (const page of ['/', '/services', '/services?category=iv-drips', '/about', '/online-consultation']) {
      expect(body).toContain(`<loc>https://clinic.example${page}</loc>`);
    }
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('keeps robots out of the back-office, the manage links and the API', async () => {
    const { response, body } = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toContain('Disallow: /admin\n');
    expect(body).toContain('Disallow: /my-booking/\n');
    expect(body).toContain('Disallow: /api/\n');
    expect(body).toContain('Sitemap: https://clinic.example/sitemap.xml');
  });
});

describe('without PUBLIC_URL, on a second instance of the same database', () => {
  let running: RunningServer;

  beforeAll(async () => {
    const config = { ...server.config, publicOrigin: undefined };
    // Its own database catalogue, checking the version on every request: another instance.
    const catalogue = createCurrentCatalogue(server.db.knex, { checkEveryMs: 0 });
    running = await startHttpServer({ ...server.context, config, catalogue }, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await running?.stop(1_000);
  });

  /** A request as a browser at `host` sends it. */
  function getAs(host: string, route: string): Promise<string> {
    const { port } = new URL(running.url);
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: route, headers: { host } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  }

  it("names pages at the address they were asked for (embedded mode's default origin)", async () => {
    expect(await getAs('clinic.local:8080', '/service/ulthera-prime')).toContain(
      '<link rel="canonical" href="http://clinic.local:8080/service/ulthera-prime" />',
    );
    expect(await getAs('clinic.local:8080', '/robots.txt')).toContain(
      'Sitemap: http://clinic.local:8080/sitemap.xml',
    );
  });

  it('shows a new price on the page once the catalogue has a new version', async () => {
    const before = await get('/service/ulthera-prime', running.url);
    expect(before.body).toContain('₱66,000;');
    // Edited through the first instance's database: this one learns of it from the version row.
    await updateCatalogueService(server.db.knex, 'ulthera-prime', { price: 69000 }, 'Dr. Lim');
    const after = await get('/service/ulthera-prime', running.url);
    expect(after.body).toContain('₱69,000;');
    expect(after.body).toContain('"price":69000');
  });
});

describe("an admin's catalogue edit, in the served HTML", () => {
  it('prices /service/<id> anew in its description and JSON-LD, and drops a retired treatment', async () => {
    const api = client(server.url);
    const admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
    const id = 'ulthera-prime';
    const before = await get(`/service/${id}`);
    const oldPrice = jsonLd(before.body).find((data) => data['@type'] === 'Service') as {
      offers: { price?: number }[];
    };
    expect(oldPrice.offers[0]?.price).not.toBe(71500);

    const patched = await api.patch(`/api/catalogue/services/${id}`, { price: 71500 }, { token: admin });
    expect(patched.status).toBe(200);
    const after = await get(`/service/${id}`);
    expect(metaContent(after.body, 'description')).toContain('₱71,500');
    expect(metaContent(after.body, 'og:description')).toContain('₱71,500');
    const service = jsonLd(after.body).find((data) => data['@type'] === 'Service') as {
      offers: { name: string; price?: number }[];
    };
    expect(service.offers[0]).toMatchObject({ price: 71500, priceCurrency: 'PHP' });

    const listed = await get('/sitemap.xml');
    expect(listed.body).toContain(`<loc>https://clinic.example/service/${id}</loc>`);
    const retired = await api.patch(`/api/catalogue/services/${id}`, { active: false }, { token: admin });
    expect(retired.status).toBe(200);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).not.toContain(`/service/${id}<`);
    expect(sitemap.body).toContain('<loc>https://clinic.example/services</loc>');
    const page = await get(`/service/${id}`);
    expect(page.body).not.toContain('"@type":"Service"');
    expect(page.body).not.toContain(`<link rel="canonical" href="https://clinic.example/service/${id}"`);
  });
});
