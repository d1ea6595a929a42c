import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchServices } from '@domain/catalogue/search-services';
import { findService, SERVICES } from '@domain/catalogue/services';
import { CLINIC_CONTACT } from '@domain/contact';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortServices } from '../app/src/features/catalogue/services/sort-services';
import { type AppServer, startAppServer } from './support/app-server';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import { unexplainedShifts, watchLayoutShifts } from './support/layout-shifts';
import { clockBeforeOfferEnds } from './support/offer-clock';
import { servePiecewise } from './support/piecewise-html';
import { settlePage } from './support/screenshots';

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.close();
});

describe('pages that are not there', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/treatments/unknown`);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('shows Service Not Found, whose back button goes to /services without history', async () => {
    const { context, page } = browser;
    // A link opened in a new tab: the tab's history starts at the missing service.
    const [fresh] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(
        (url) => window.open(url, '_blank', 'noopener'),
        `${server.url}/service/no-such-treatment`,
      ),
    ]);
    try {
      await fresh.getByRole('heading', { level: 1, name: 'Service Not Found' }).waitFor();
      expect(await fresh.title()).toContain('Service Not Found');
      await fresh.getByRole('button', { name: 'Go back' }).click();
      await fresh.waitForURL(`${server.url}/services`);
    } finally {
      await fresh.close();
    }
  });

  it('goes back to the previous page when there is one', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.goto(`${server.url}/service/no-such-treatment`);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${server.url}/about`);
  });
});

describe('the promo code on a sales-layout program', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: PHONE });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the offer countdown, program and the chat choices', async () => {
    const { page } = browser;
    await clockBeforeOfferEnds(page, findService('skinny-jab-pro')?.promotion);
    await page.goto(`${server.url}/service/skinny-jab-pro`);
    await page.getByRole('heading', { level: 1, name: 'Skinny Jab Pro' }).waitFor();
    const timer = page.getByRole('timer');
    expect(await timer.getAttribute('aria-live')).toBe('off');
    // Three days before the catalogue's end date: the count says so (never "until midnight").
    await expect
      .poll(async () => (await timer.textContent()) ?? '')
      .toMatch(/^\s*[23]\s*days\s*\d\d\s*hrs\s*\d\d\s*min\s*\d\d\s*sec/);
    expect(await page.getByText('2–3 months').first().isVisible()).toBe(true);
    // "Chat with us" opens Messenger; Viber and a call are the other choices.
    expect(await page.getByRole('link', { name: /^Chat with us/ }).getAttribute('href')).toBe(
      CLINIC_CONTACT.messengerUrl,
    );
    expect(await page.getByRole('link', { name: 'Viber' }).first().getAttribute('href')).toBe(
      CLINIC_CONTACT.viberUrl,
    );
    expect(
      await page
        .getByRole('link', { name: /^Call / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^tel:\+63/);
  });

  it('says a bad code is invalid and keeps it, then checks out with a good one', async () => {
    const { page } = browser;
    const checkout = page.getByRole('button', { name: 'Checkout with Promo' });
    expect(await checkout.isDisabled()).toBe(true);

    const input = page.getByRole('textbox', { name: 'Promo code' });
    await input.fill('SUMMER99');
    await page.getByRole('button', { name: 'Apply' }).click();
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toBe('Invalid promo code. Please try again.');
    expect(await input.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    expect(await input.inputValue()).toBe('SUMMER99');
    expect(await checkout.isDisabled()).toBe(true);

    await input.fill('tbl20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('₱1,999').first().waitFor();
    expect(await checkout.isDisabled()).toBe(false);

    await checkout.click();
    await page.waitForURL(`${server.url}/cart`);
    // The address changes before the cart replaces the sales page (the router renders it in a
    // transition), and the sales page has headings naming the program: wait for the cart itself.
    await page.getByRole('heading', { level: 1, name: 'Your Cart', exact: true }).waitFor();
    const lines = page.getByRole('list', { name: 'Treatments in your cart' });
    await lines.getByRole('heading', { level: 2, name: 'Skinny Jab Pro', exact: true }).waitFor();
    // Seen failing once in a full run (the line shown before its code); waited for, not assumed.
    await page.getByText('Code TBL20').waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    expect(await summary.getByText('₱1,999').isVisible()).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('the empty cart, opened straight from the address', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: PHONE, reducedMotion: true });
    // The footer too: it jumped up into view when the short empty page replaced the loading one.
    await watchLayoutShifts(browser.context, { within: 'body' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves nothing on /cart and /booking as the message replaces the loading page', async () => {
    const { page } = browser;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [address, heading] of [
        ['/cart', 'Your Cart is Empty'],
        ['/booking', 'Your cart is empty'],
      ] as const) {
        await page.goto(`${server.url}${address}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('link', { name: 'Browse services' }).isVisible()).toBe(true);
        expect({ width, address, shifts: await unexplainedShifts(page) }).toEqual({
          width,
          address,
          shifts: [],
        });
      }
    }
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('the search over the treatments (issue 24 item 10)', () => {
  const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-services-search-'));
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: PHONE, reducedMotion: true });
    // Every layout shift the page makes that no typing or tap explains (the CLS of the visit).
    await watchLayoutShifts(browser.context);
  });

  afterAll(async () => {
    await browser?.close();
    console.info(`treatment search screenshots: ${shots}`);
  });

  /** What the page lists, in order, for a query: the catalogue's own search over the default sort. */
  const expectedFor = (query: string) =>
    searchServices(sortServices(SERVICES, 'featured'), query).map((service) => service.name);
  const listed = (page: Page) => page.getByRole('list').locator('.service-card__title').allTextContents();
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search treatments' });
  const count = (page: Page) => page.locator('.services-page__count');

  async function shoot(page: Page, name: string) {
    await settlePage(page);
    await page.screenshot({
      path: path.join(shots, `${name}-${page.viewportSize()?.width}.png`),
      fullPage: true,
    });
  }

  for (const width of [390, 1280]) {
    it(`filters by name, category and description as the client types (${width} px)`, {
      timeout: 120_000,
    }, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${server.url}/services`);
      await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
      expect(await listed(page)).toHaveLength(SERVICES.length);
      await settlePage(page);
      expect(await unexplainedShifts(page)).toEqual([]);

      // Keyboard only: the box is in the tab order before the category chips.
      await searchBox(page).focus();
      await page.keyboard.type('ulthera');
      await count(page).filter({ hasText: 'matching “ulthera”' }).waitFor();
      expect(await listed(page)).toEqual(expectedFor('ulthera'));
      expect(await listed(page)).toContain('Ulthera Prime - 300 Lines');
      expect(new URL(page.url()).searchParams.get('q')).toBe('ulthera');

      await searchBox(page).fill('');
      await page.keyboard.type('HÍFU');
      await count(page).filter({ hasText: 'matching “HÍFU”' }).waitFor();
      expect(await listed(page)).toEqual(expectedFor('hifu'));
      expect((await listed(page)).length).toBeGreaterThan(1);
      // Typing moves nothing that the typing does not explain (the list below it shortens).
      expect(await unexplainedShifts(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'search-hifu');
      expect(browser.pageErrors).toEqual([]);
    });
  }

  // Seen in CI at 1280 px: a long page drawn before its reset button had arrived (a slow phone's
  // parser or connection does the same) moved the sort and re-wrapped the category chips.
  it('moves nothing while the page arrives in pieces, as over a slow connection', async () => {
    const { page } = browser;
    const slow = await servePiecewise(server.url);
    try {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        for (const address of ['/services', '/services?category=iv-drips']) {
          await page.goto(`${slow.url}${address}`);
          await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await listed(page)).not.toEqual([]);
          expect({ width, address, shifts: await unexplainedShifts(page) }).toEqual({
            width,
            address,
            shifts: [],
          });
        }
      }
    } finally {
      await slow.close();
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('opens a search from the address, comes back to it from a treatment, and Escape empties it', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/services?q=hifu`);
    await count(page).filter({ hasText: 'matching “hifu”' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('hifu');
    const first = expectedFor('hifu')[0] ?? '';
    await page.getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    await page.goBack();
    await count(page).filter({ hasText: 'matching “hifu”' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('hifu');
    expect(await listed(page)).toEqual(expectedFor('hifu'));

    await searchBox(page).focus();
    await page.keyboard.press('Escape');
    await count(page)
      .filter({ hasText: `${SERVICES.length} treatments` })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(browser.pageErrors).toEqual([]);
  });

  it('says when nothing matches, with a way to clear, and searches offline', async () => {
    const { context, page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/services?category=iv-drips`);
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await context.setOffline(true);
    try {
      await searchBox(page).fill('hifu');
      await page.getByText('No treatment matches “hifu” in IV Drips').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, 'search-nothing');
      await page.getByRole('button', { name: 'Search all categories' }).click();
      await count(page).filter({ hasText: 'matching “hifu”' }).waitFor();
      expect(await listed(page)).toEqual(expectedFor('hifu'));
      await searchBox(page).fill('zzzz');
      await page.getByRole('button', { name: 'Clear search' }).last().click();
      await count(page)
        .filter({ hasText: `${SERVICES.length} treatments` })
        .waitFor();
      expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
      expect(await searchBox(page).inputValue()).toBe('');
    } finally {
      await context.setOffline(false);
    }
    expect(browser.pageErrors).toEqual([]);
  });
});
