import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server.close();
});

describe('the walking skeleton in Chromium', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('loads the home page with the clinic name, tagline and footer', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Reveal Your Best Self' }).waitFor();
    expect(await page.title()).toBe('TBL Aesthetics & Slimming Center');
    const header = page.getByRole('banner');
    expect(await header.getByText('TBL', { exact: true }).isVisible()).toBe(true);
    expect(await header.getByText('Aesthetics & Slimming Center').isVisible()).toBe(true);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText(`© ${new Date().getFullYear()}`).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: /Makati/ }).getAttribute('href')).toContain('maps');
    expect(await header.getByTestId('cart-badge').count()).toBe(0);
  });

  it('reaches /services and /about through the nav', async () => {
    const { page } = browser;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${server.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const { page, consoleMessages } = browser;
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    expect(consoleMessages.some((message) => message.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reveal Your Best Self' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('never loads back-office code on public pages', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const route of ['/', '/services', '/about', '/cart']) {
      await page.goto(`${server.url}${route}`);
      await page.locator('main h1').first().waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    // vite.config.ts puts every back-office module into the `assets/staff-*` chunk.
    expect(scripts.filter((url) => /\/assets\/staff-/.test(url))).toEqual([]);
    await page.goto(`${server.url}/login`);
    await page.locator('main h1').first().waitFor();
    expect(scripts.some((url) => /\/assets\/staff-/.test(url))).toBe(true);
  });
});

describe('the small-screen menu', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: PHONE });
  });

  afterAll(async () => {
    await browser.close();
  });

  it('opens from the hamburger, closes on navigation and scrolls to the top', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const servicesLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' });
    expect(await servicesLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await servicesLink.click();
    await page.waitForURL(`${server.url}/services`);
    // The menu closes when the new page is shown, a moment after the address changes.
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    expect(await servicesLink.isVisible()).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
