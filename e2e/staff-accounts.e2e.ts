import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../domain/manila-date';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import { captureAtWidth } from './support/issue-screenshots';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInThroughForm,
  startBackOfficeServer,
} from './support/staff';

/** Issue 16, "Roles and accounts": an admin manages the desk's accounts; staff have fewer powers. */
let server: BackOfficeServer;
let admin: BrowserSession;
let desk: BrowserSession;
let adminAccount: Account;
const lina = { name: 'Lina Desk', email: 'lina.desk@tbl-clinic.ph', password: 'first password 1' };

beforeAll(async () => {
  server = await startBackOfficeServer();
  adminAccount = await createAccount(server, 'admin', 'Mika Admin');
  await createVisitorBooking(server, { customerName: 'Carla Mendoza', branch: 'makati' });
  await createVisitorBooking(server, { customerName: 'Lorna Villanueva', branch: 'las-pinas' });
  admin = await openBrowser();
  desk = await openBrowser({ viewport: { width: 820, height: 1180 } });
});

afterAll(async () => {
  await admin?.close();
  await desk?.close();
  await server?.close();
});

describe('accounts and roles', () => {
  it('an admin adds a staff account from the Accounts screen', async () => {
    const page = admin.page;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, adminAccount);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.waitForURL(`${server.url}/admin/accounts`);
    await page.getByRole('heading', { name: /^Accounts \(\d+\)$/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Name').fill(lina.name);
    await page.getByLabel('E-mail').fill(lina.email);
    await page.getByLabel('Role').last().selectOption('staff');
    await page.getByLabel('First password').fill(lina.password);
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Lina Desk can now sign in as staff.').waitFor();
    await page.getByRole('listitem', { name: lina.name }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the staff account signs in (820 px) and sees no Delete, no Export and no Accounts', async () => {
    const page = desk.page;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, lina);
    await page.waitForURL(`${server.url}/admin`);
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /^Edit Note/ }).waitFor();
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Export CSV/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    await page.goto(`${server.url}/admin/accounts`);
    await page.getByText('Only an admin can manage accounts.').waitFor();
  });

  it('a password reset by the admin ends the staff member’s session; removal stops the sign-in', async () => {
    const row = admin.page.getByRole('listitem', { name: lina.name });
    await row.getByRole('button', { name: /^Reset password/ }).click();
    await row.getByLabel(`New password for ${lina.name}`).fill('second password 2');
    await row.getByRole('button', { name: 'Save password' }).click();
    await admin.page
      .getByText(`New password saved for ${lina.name}; their other sign-ins have ended.`)
      .waitFor();

    await desk.page.goto(`${server.url}/admin`);
    await desk.page.waitForURL(/\/login/);

    await row.getByRole('button', { name: /^Remove/ }).click();
    await row.getByRole('button', { name: `Yes, remove ${lina.name}` }).click();
    await admin.page.getByText(`${lina.name} removed; their sign-ins have ended.`).waitFor();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: lina.email, password: 'second password 2' }),
    });
    expect(login.status).toBe(401);
    expect(admin.pageErrors).toEqual([]);
  });

  it('an admin limits a receptionist to Makati (issue 29 item 5); she sees and picks Makati only', async () => {
    const rosa = await createAccount(server, 'staff', 'Rosa Makati');
    const page = admin.page;
    await page.reload();
    const row = page.getByRole('listitem', { name: rosa.name });
    await row.getByText('All branches').waitFor();
    await row.getByRole('button', { name: `Branches of ${rosa.name}` }).click();
    await row
      .getByRole('group', { name: `Branches of ${rosa.name}` })
      .getByLabel('Makati')
      .check();
    await row.getByText('Sees Makati only.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await captureAtWidth(page, 'admin-accounts-branches');
    await row.getByRole('button', { name: 'Save branches' }).click();
    await page.getByText(`${rosa.name} now sees Makati; they sign in again.`).waitFor();

    const rosaDesk = await openBrowser({ viewport: { width: 820, height: 1180 } });
    try {
      await rosaDesk.page.goto(`${server.url}/login`);
      await signInThroughForm(rosaDesk.page, rosa);
      await rosaDesk.page.waitForURL(`${server.url}/admin`);
      await rosaDesk.page.goto(`${server.url}/admin/schedule?date=${addDays(manilaDate(), 3)}`);
      await rosaDesk.page.getByRole('row').filter({ hasText: 'Carla Mendoza' }).waitFor();
      expect(await rosaDesk.page.getByText('Lorna Villanueva').count()).toBe(0);
      const picker = rosaDesk.page.getByLabel('Branch', { exact: true });
      expect(await picker.locator('option').allTextContents()).toEqual(['Makati']);
      expect(rosaDesk.pageErrors).toEqual([]);
    } finally {
      await rosaDesk.close();
    }
  });
});
