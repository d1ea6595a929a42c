import { findService } from '@domain/catalogue/services';
import { CLINIC_CONTACT } from '@domain/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import { clockBeforeOfferEnds } from './support/offer-clock';

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
