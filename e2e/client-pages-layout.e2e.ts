import { findService } from '@domain/catalogue/services';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, DESKTOP, openBrowser } from './support/browser';
import { addToCart } from './support/checkout';
import { clockBeforeOfferEnds } from './support/offer-clock';

/** Layout the issue found wrong on a phone and at desktop width, measured in the real browser. */
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.close();
});

describe('on a phone (390 px)', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 }, reducedMotion: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('scrolls the chosen category chip into view, without scrolling the page', async () => {
    const { page } = browser;
    for (const category of ['iv-drips', 'facial-treatments', 'laser-hair-removal']) {
      await page.goto(`${server.url}/services?category=${category}`);
      await page.waitForFunction(() => performance.getEntriesByName('tbl:app-ready').length > 0);
      const chip = page.locator('.chip-radio', { has: page.locator(`input[value="${category}"]`) });
      await expect.poll(async () => (await chip.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
      const box = await chip.boundingBox();
      expect(box && box.x + box.width, category).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => window.scrollY), category).toBe(0);
    }
  });

  it('never covers the price with the chat button on a sales page', async () => {
    const { page } = browser;
    await clockBeforeOfferEnds(page, findService('skinny-jab-pro')?.promotion);
    await page.goto(`${server.url}/service/skinny-jab-pro`);
    await page.getByRole('timer').waitFor();
    await page.getByRole('link', { name: /^Chat with us/ }).waitFor();
    expect(browser.pageErrors).toEqual([]);
    const covered = await page.evaluate(() => {
      const found: string[] = [];
      const fixed = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().height > 0,
      );
      for (const target of document.querySelectorAll<HTMLElement>('.purchase__price, h1, .countdown')) {
        const box = target.getBoundingClientRect();
        for (const element of fixed) {
          const over = element.getBoundingClientRect();
          const overlaps =
            over.left < box.right && over.right > box.left && over.top < box.bottom && over.bottom > box.top;
          if (overlaps) found.push(`${element.className} over ${target.className || target.tagName}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
    const chat = page.getByRole('link', { name: /^Chat with us/ });
    expect(await chat.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  });
});

/** The tops of each pair of fields side by side in the form's two-column grids. */
async function pairedTops(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.booking-grid')).flatMap((grid) => {
      const fields = Array.from(grid.querySelectorAll<HTMLElement>(':scope > .form-field'));
      const rows: Array<{ labels: number[]; controls: number[]; names: string }> = [];
      for (let index = 0; index + 1 < fields.length; index += 2) {
        const pair = [fields[index], fields[index + 1]] as HTMLElement[];
        if (pair[0]?.getBoundingClientRect().top !== pair[1]?.getBoundingClientRect().top) continue;
        const control = (field: HTMLElement) =>
          field.querySelector<HTMLElement>('input, select, textarea')?.getBoundingClientRect().top ?? -1;
        rows.push({
          names: pair.map((field) => field.querySelector('label')?.textContent).join(' / '),
          labels: pair.map((field) =>
            Math.round(field.querySelector('label')?.getBoundingClientRect().top ?? -1),
          ),
          controls: pair.map((field) => Math.round(control(field))),
        });
      }
      return rows;
    }),
  );
}

describe('at 1280 px', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: DESKTOP, reducedMotion: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lines up the paired fields of the booking and consultation forms', async () => {
    const { page } = browser;
    await addToCart(page, server.url, 'stem-cell-facial');
    for (const route of ['/booking', '/online-consultation']) {
      await page.goto(`${server.url}${route}`);
      await page.locator('.booking-grid .form-field').first().waitFor();
      const pairs = await pairedTops(page);
      expect(pairs.length, route).toBeGreaterThanOrEqual(2);
      for (const pair of pairs) {
        expect(pair.controls[0], `${route}: ${pair.names}`).toBe(pair.controls[1]);
        expect(pair.labels[0], `${route}: ${pair.names}`).toBe(pair.labels[1]);
      }
    }
  });
});
