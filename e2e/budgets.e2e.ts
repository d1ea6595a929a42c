import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../scripts/vite/chunk-modules';
import { type AppServer, startAppServer } from './support/app-server';
import { openBrowser, PHONE } from './support/browser';
import { addToCart } from './support/checkout';
import {
  type LoadedResource,
  measurePageWeight,
  ofKind,
  type PageWeight,
  scriptsBeforeUsable,
  sum,
} from './support/page-weight';
import { settlePage } from './support/screenshots';

/**
 * The performance budgets of a first visit on a phone (docs/PERFORMANCE.md, "Pages"). Sizes are in
 * KB of 1,000 bytes, gzipped at level 9 (what the build ships as `.gz`).
 */
const BUDGET_KB = { scriptBeforeUsable: 120, styles: 25, homeImages: 200 };
const KB = 1000;
const BACK_OFFICE_MODULE = /^app\/src\/features\/(staff|auth)\//;

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.close();
});

/** One page opened in a fresh phone browser, as by a first-time visitor; `prepare` runs first. */
async function firstVisit(
  route: string,
  options: { scroll?: boolean; prepare?: (page: import('playwright-core').Page) => Promise<void> } = {},
): Promise<PageWeight> {
  const browser = await openBrowser({ viewport: PHONE });
  try {
    await options.prepare?.(browser.page);
    return await measurePageWeight(browser.page, async () => {
      await browser.page.goto(`${server.url}${route}`);
      await browser.page.locator('main h1').first().waitFor();
      if (options.scroll) await settlePage(browser.page);
    });
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const listing = (resources: readonly LoadedResource[]) =>
  resources.map((resource) => `${resource.path} ${kb(resource.gzipBytes)}`).join(', ');

describe('the home page on a first visit', () => {
  let home: PageWeight;

  beforeAll(async () => {
    home = await firstVisit('/', { scroll: true });
  });

  it(`runs on at most ${BUDGET_KB.scriptBeforeUsable} KB of JavaScript before it is usable`, () => {
    // Counted up to the moment the page answers taps (hydrated), not its first paint: a prerendered
    // page paints from its HTML alone, but its buttons need the code.
    expect(Number.isFinite(home.usable), 'the app never marked the page ready').toBe(true);
    const critical = scriptsBeforeUsable(home);
    expect(critical.length).toBeGreaterThan(1);
    expect(sum(critical, 'gzipBytes'), listing(critical)).toBeLessThanOrEqual(
      BUDGET_KB.scriptBeforeUsable * KB,
    );
  });

  it(`shows at most ${BUDGET_KB.homeImages} KB of images, scrolled to the end`, () => {
    const images = ofKind(home, 'image');
    expect(images.length).toBeGreaterThan(0);
    expect(sum(images, 'wireBytes'), listing(images)).toBeLessThanOrEqual(BUDGET_KB.homeImages * KB);
  });

  it('gets its scripts and styles compressed', () => {
    // Below about a kilobyte, compression saves nothing and the build ships the file as it is.
    const text = [...ofKind(home, 'script'), ...ofKind(home, 'stylesheet')].filter(
      (resource) => resource.bytes > KB,
    );
    expect(
      text.filter((resource) => resource.contentEncoding === null).map((resource) => resource.path),
    ).toEqual([]);
  });
});

describe('styles and back-office code on the public pages', () => {
  const pages: Array<[string, () => Promise<PageWeight>]> = [
    ['/', () => firstVisit('/')],
    ['/services', () => firstVisit('/services')],
    ['/service/korean-glow-drip', () => firstVisit('/service/korean-glow-drip')],
    [
      '/booking with a treatment in the cart',
      () =>
        firstVisit('/booking', {
          prepare: async (page) => {
            await addToCart(page, server.url, 'korean-glow-drip');
            // The service page is usable before its after-paint chrome has loaded; what it still
            // fetches must not be counted as /booking's (nor be read after the page has gone).
            await page.waitForLoadState('networkidle');
          },
        }),
    ],
  ];
  const chunks = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../dist', CHUNK_MODULES_FILE), 'utf8'),
  ) as ChunkModules;

  const backOfficeIn = (chunk: string) =>
    (chunks[chunk]?.modules ?? [])
      .filter((module) => BACK_OFFICE_MODULE.test(module))
      .map((module) => `${chunk}: ${module}`);

  it.each(pages)(
    `%s loads at most ${BUDGET_KB.styles} KB of CSS and no back-office module`,
    async (_name, load) => {
      const weight = await load();
      const styles = ofKind(weight, 'stylesheet');
      expect(sum(styles, 'gzipBytes'), listing(styles)).toBeLessThanOrEqual(BUDGET_KB.styles * KB);
      const scripts = ofKind(weight, 'script').map((resource) => resource.path.replace(/^\//, ''));
      for (const script of scripts) expect(chunks[script], `${script} is not in the build`).toBeDefined();
      expect(scripts.flatMap(backOfficeIn)).toEqual([]);
    },
  );

  it('keeps every back-office module in the staff chunk, which no visitor precaches', () => {
    const [staff, others] = [true, false].map((isStaff) =>
      Object.keys(chunks).filter((chunk) => /^assets\/staff-/.test(chunk) === isStaff),
    ) as [string[], string[]];
    expect(others.flatMap(backOfficeIn)).toEqual([]);
    expect(staff.flatMap(backOfficeIn).length).toBeGreaterThan(0);
  });

  it('builds chunks that never import back into a chunk importing them', () => {
    // Module order then follows plain ES module rules (see strictExecutionOrder in vite.config.ts).
    const cycles: string[] = [];
    const visit = (chunk: string, trail: string[]) => {
      if (trail.includes(chunk)) {
        cycles.push([...trail.slice(trail.indexOf(chunk)), chunk].join(' -> '));
        return;
      }
      for (const next of chunks[chunk]?.imports ?? []) visit(next, [...trail, chunk]);
    };
    for (const chunk of Object.keys(chunks)) visit(chunk, []);
    expect(cycles).toEqual([]);
  });
});
