import { addDays, manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Issue 25 items 3, 4 and 7: the clinic edits its own catalogue at /admin/catalogue. */
let server: BackOfficeServer;
let admin: BrowserSession;
let desk: BrowserSession;
let adminAccount: Account;
let staffAccount: Account;
const FACIAL = 'mermaid-hydra-facial';

async function cataloguePrice(id: string): Promise<unknown> {
  const reply = (await (await fetch(`${server.url}/api/catalogue`)).json()) as {
    services: { id: string; price: unknown }[];
  };
  return reply.services.find((service) => service.id === id)?.price;
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  adminAccount = await createAccount(server, 'admin', 'Mika Admin');
  staffAccount = await createAccount(server, 'staff', 'Lina Desk');
  admin = await openBrowser();
  desk = await openBrowser({ viewport: { width: 820, height: 1180 }, hasTouch: true });
});

afterAll(async () => {
  await admin?.close();
  await desk?.close();
  await server?.close();
});

describe('the catalogue screen', () => {
  it('an admin raises a price: the next booking pays it, the earlier one keeps its own', async () => {
    const before = await createVisitorBooking(server, {
      customerName: 'Carla Mendoza',
      services: [{ id: FACIAL, quantity: 1 }],
    });
    expect(before.totalPrice).toBe(3499);

    const page = admin.page;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, adminAccount);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Catalogue' }).click();
    await page.getByLabel('Find a treatment').fill('mermaid');
    await page.getByRole('button', { name: /Mermaid Hydra Facial/ }).click();
    const editor = page.getByRole('form', { name: 'Mermaid Hydra Facial' });
    await editor.getByLabel('Price (₱)', { exact: true }).fill('3,899');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved Mermaid Hydra Facial.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await captureAtWidth(page, 'admin-catalogue-treatment');

    expect(await cataloguePrice(FACIAL)).toBe(3899);
    const after = await createVisitorBooking(server, {
      customerName: 'Bea Santos',
      services: [{ id: FACIAL, quantity: 1 }],
    });
    expect(after.totalPrice).toBe(3899);
    const earlier = await server.db.knex('bookings').where({ id: before.id }).first('total_price');
    expect(Number(earlier.total_price)).toBe(3499);
  });

  it('refuses a length that is not a multiple of 30 by name, and keeps what the admin typed', async () => {
    const editor = admin.page.getByRole('form', { name: 'Mermaid Hydra Facial' });
    await editor.getByLabel('Length (minutes)').fill('45');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor
      .getByRole('alert')
      .getByText(/durationMinutes must be a multiple of 30/)
      .waitFor();
    expect(await editor.getByLabel('Length (minutes)').inputValue()).toBe('45');
    await editor.getByRole('button', { name: 'Undo my edits' }).click();
    expect(await editor.getByLabel('Length (minutes)').inputValue()).toBe('60');
  });

  it('changes a branch’s Saturday hours, and the history says who changed what', async () => {
    const page = admin.page;
    await page.getByRole('button', { name: 'Branches and hours' }).click();
    await page.getByRole('button', { name: /^Makati/ }).click();
    const editor = page.getByRole('form', { name: 'Makati' });
    await editor.getByLabel('Saturday closes').fill('18:00');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved Makati.').waitFor();

    // Closing a day that has visits shows who they are before the save (issue 24 item 11).
    await editor.getByLabel('Date', { exact: true }).fill(addDays(manilaDate(), 3));
    await editor.getByLabel('Reason').fill('Staff training');
    await editor.getByRole('button', { name: 'Add closed date' }).click();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('heading', { name: 'Closing leaves 2 clients without a place' }).waitFor();
    await editor.getByText('Carla Mendoza').waitFor();
    await captureAtWidth(page, 'admin-catalogue-branch');
    await editor.getByRole('button', { name: 'Close anyway and save' }).click();
    await page.getByRole('link', { name: 'move them or tell them on the Capacity screen' }).waitFor();

    await page.getByRole('button', { name: 'History' }).click();
    const latest = page.locator('.catalogue__history-entry').first();
    await latest.getByText('Mika Admin changed the branch makati').waitFor();
    await latest.getByText('closedDates: 0 items → 1 item').waitFor();
    const facial = page.locator('.catalogue__history-entry').nth(2);
    await facial.getByText('price: 3499 → 3899').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('staff read the catalogue on a tablet but cannot change it', async () => {
    const page = desk.page;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, staffAccount);
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/catalogue?tab=treatments&service=${FACIAL}`);
    await page.getByText('You can read the catalogue; only an admin can change it.').waitFor();
    const editor = page.getByRole('form', { name: 'Mermaid Hydra Facial' });
    expect(await editor.getByLabel('Price (₱)', { exact: true }).inputValue()).toBe('3899');
    expect(await editor.getByLabel('Price (₱)', { exact: true }).isDisabled()).toBe(true);
    expect(await editor.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add a treatment' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await captureAtWidth(page, 'admin-catalogue-staff');
  });
});
