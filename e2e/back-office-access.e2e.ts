import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

let server: BackOfficeServer;
let browser: BrowserSession;
let page: Page;
let staff: Account;
let client: Account;

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'staff', 'Joy Front Desk');
  client = await createAccount(server, 'client', 'Lia Client');
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});

afterEach(async () => {
  await browser.close();
});

describe('who may open the back-office', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    await page.goto(`${server.url}/admin/deleted-bookings`);
    await page.waitForURL(`${server.url}/login`);
    // The sign-in screen is its own chunk: it may still be arriving when the address changes.
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Staff sign-in');
  });

  it('needs the e-mail and the password', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('Enter your e-mail address.').isVisible()).toBe(true);
    expect(await page.getByText('Enter your password.').isVisible()).toBe(true);
    expect(await page.getByLabel('E-mail').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('turns away a client account: Access denied, home, and /unauthorized for the back-office', async () => {
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, client);
    await page.getByText('Access denied: not an admin').waitFor();
    await page.waitForURL(`${server.url}/`);

    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/unauthorized`);
    await page.getByRole('heading', { level: 1, name: 'This area is for clinic staff' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go back home' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in with another account' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await signInThroughForm(page, staff);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  });

  it('sends someone whose token the API refuses back to sign in, then back to where they were', async () => {
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'a-token-the-server-never-signed');
      localStorage.setItem('user', JSON.stringify({ name: 'Joy Front Desk', role: 'staff' }));
    });
    await page.goto(`${server.url}/admin/online-consultations`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await signInThroughForm(page, staff);
    await page.waitForURL(`${server.url}/admin/online-consultations`);
  });

  it('logs out: token and user gone, and the back-office asks to sign in again', async () => {
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, staff);
    await page.waitForURL(`${server.url}/admin`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('staff');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login`);
  });

  it('after repeated bad logins shows the limit message and keeps the button blocked', async () => {
    await page.goto(`${server.url}/login`);
    const wrong = { email: staff.email, password: 'not-the-password' };
    let blocked = false;
    for (let attempt = 1; attempt <= 12 && !blocked; attempt += 1) {
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().endsWith('/api/auth/login')),
        signInThroughForm(page, wrong),
      ]);
      blocked = response.status() === 429;
      if (!blocked) {
        expect(response.status()).toBe(401);
        await page.getByRole('alert').getByText('Invalid email or password').waitFor();
      }
    }
    expect(blocked).toBe(true);
    await page.getByRole('alert').getByText('Too many attempts. Try again later.').waitFor();
    const button = page.getByRole('button', { name: 'Log in' });
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByText(/^Try again in \d+:\d{2}$/).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Even the right password waits: the button sends nothing while blocked.
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) requests += 1;
    });
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await button.click({ force: true });
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    expect(page.url()).toBe(`${server.url}/login`);
  });
});
