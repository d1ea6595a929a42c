import fs from 'node:fs';
import { addDays, manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYDRATION_ERROR } from '../app/src/app/prerender/marker';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser, PHONE } from './support/browser';
import { captureAtWidth } from './support/issue-screenshots';
import { waitForController } from './support/service-worker';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInThroughForm,
  signInToken,
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

  it('sets what a visit of a treatment takes, from the suggestion, and refuses a need left blank by name (issue 26 item 2)', async () => {
    const page = admin.page;
    await page.getByLabel('Find a treatment').fill('ulthera');
    await page.getByRole('button', { name: /Ulthera Prime - 300 Lines/ }).click();
    const editor = page.getByRole('form', { name: 'Ulthera Prime - 300 Lines' });
    const needs = editor.getByRole('group', { name: 'What a visit takes' });
    await needs.getByRole('listitem', { name: 'Need 1: a room' }).waitFor();
    await needs.getByRole('button', { name: /^Use the suggested needs/ }).click();
    await needs.getByRole('listitem', { name: 'Need 3: a hifu machine' }).waitFor();
    // The clinic's own call: a doctor gives this one, not an aesthetician.
    await needs
      .getByRole('listitem', { name: /^Need 1: / })
      .getByLabel('Skill')
      .fill('doctor');
    // A need left blank is refused by name, and what was typed stays.
    await needs.getByRole('button', { name: 'Add a need' }).click();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor
      .getByRole('alert')
      .getByText(/needs\[3\]/)
      .waitFor();
    expect(
      await needs
        .getByRole('listitem', { name: /^Need 1: / })
        .getByLabel('Skill')
        .inputValue(),
    ).toBe('doctor');
    await needs.getByRole('button', { name: 'Remove need 4: a practitioner' }).click();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved Ulthera Prime - 300 Lines.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await needs.scrollIntoViewIfNeeded();
    await captureAtWidth(page, 'admin-catalogue-needs');

    const catalogue = (await (await fetch(`${server.url}/api/catalogue`)).json()) as {
      services: Array<{ id: string; needs?: unknown }>;
    };
    expect(catalogue.services.find((service) => service.id === 'ulthera-prime')?.needs).toEqual([
      { kind: 'practitioner', skill: 'doctor' },
      { kind: 'room' },
      { kind: 'machine', type: 'hifu' },
    ]);
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
    await page.getByRole('link', { name: 'move them or tell them on the Closed dates screen' }).waitFor();

    await page.getByRole('button', { name: 'History' }).click();
    const latest = page.locator('.catalogue__history-entry').first();
    await latest.getByText('Mika Admin changed the branch makati').waitFor();
    await latest.getByText('closedDates: 0 items → 1 item').waitFor();
    const needs = page.locator('.catalogue__history-entry').nth(2);
    await needs.getByText('needs: 1 item → 3 items').waitFor();
    const facial = page.locator('.catalogue__history-entry').nth(3);
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

describe('what visitors see after an edit (issue 25 items 4 and 6)', () => {
  let visitor: BrowserSession;
  let adminToken: string;

  async function adminApi(method: string, route: string, body: unknown) {
    adminToken ??= await signInToken(server, adminAccount);
    const reply = await fetch(`${server.url}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });
    expect(reply.status, `${method} ${route}`).toBeLessThan(300);
  }

  /** The served HTML's page markup, as a search engine or a first paint reads it: no script run. */
  async function servedMarkup(route: string): Promise<string> {
    const html = await (await fetch(`${server.url}${route}`)).text();
    return html.slice(html.indexOf('<div id="root"'));
  }

  beforeAll(async () => {
    visitor = await openBrowser({ viewport: PHONE });
  });

  afterAll(async () => {
    await visitor?.close();
  });

  it('the served pages carry the new price, and the page hydrates on it without a mismatch', async () => {
    const price = (amount: string) => `<span class="service-price__amount">${amount}</span>`;
    const servicePage = await servedMarkup(`/service/${FACIAL}`);
    expect(servicePage).toContain(price('₱3,899'));
    expect(servicePage).not.toContain(price('₱3,499'));
    expect(await servedMarkup('/services?category=facial-treatments')).toContain('₱3,899');

    const page = visitor.page;
    // A first visit asks only whether the catalogue moved since the page (it did not): a 304, so a
    // phone fetches and stores nothing it already shows.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/catalogue');
    await page.goto(`${server.url}/service/${FACIAL}`);
    expect((await asked).status()).toBe(304);
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await page.getByRole('button', { name: /Added/ }).waitFor();
    expect(visitor.consoleMessages.filter((message) => message.includes(HYDRATION_ERROR))).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });

  it('a cart holding an old price is re-priced with a notice, never silently', async () => {
    await adminApi('PATCH', `/api/catalogue/services/${FACIAL}`, { price: 4099 });
    const page = visitor.page;
    await page.goto(`${server.url}/cart`);
    const notice = page.getByTestId('price-change-notice');
    await notice.getByText('A price changed since you added it').waitFor();
    await notice.getByText(/Mermaid Hydra Facial: now ₱4,099 \(was ₱3,899\)/).waitFor();
    await page.getByRole('complementary').getByText('₱4,099').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await captureAtWidth(page, 'cart-repriced');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });

    // An open page asks again every minute and when the connection returns: the new price reaches
    // it without a reload.
    await adminApi('PATCH', `/api/catalogue/services/${FACIAL}`, { price: 4299 });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await notice.getByText(/Mermaid Hydra Facial: now ₱4,299 \(was ₱4,099\)/).waitFor();
  });

  it('an installed app renews the pages it keeps when the catalogue changes, for opening offline', async () => {
    const page = visitor.page;
    await waitForController(page);
    // Opened while the worker controls the page: a copy is kept for offline use.
    await page.goto(`${server.url}/service/${FACIAL}`);
    await page.getByRole('heading', { level: 1, name: 'Mermaid Hydra Facial' }).waitFor();
    await adminApi('PATCH', `/api/catalogue/services/${FACIAL}`, { price: 4399 });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // The copy the worker keeps is the renewed page itself (not only the app re-rendering it from the
    // catalogue the device kept).
    const keptPrice = () =>
      page.evaluate(async (address) => {
        const kept = await caches.match(address);
        return kept ? (/service-price__amount">([^<]*)/.exec(await kept.text())?.[1] ?? '') : '';
      }, `${server.url}/service/${FACIAL}`);
    await expect.poll(keptPrice, { timeout: 20_000 }).toBe('₱4,399');
    await visitor.context.setOffline(true);
    try {
      await page.goto(`${server.url}/service/${FACIAL}`);
      await page.locator('.purchase__price').getByText('₱4,399').waitFor();
    } finally {
      await visitor.context.setOffline(false);
    }
  });

  it('a new treatment appears on /services, has its own page, and can be booked', async () => {
    await adminApi('POST', '/api/catalogue/services', {
      id: 'pico-laser-toning',
      category: 'laser-treatments',
      name: 'Pico Laser Toning',
      price: 3500,
      durationMinutes: 60,
      shortDescription: 'Even, brighter skin with a picosecond laser.',
    });
    expect(await servedMarkup('/services?category=laser-treatments')).toContain('Pico Laser Toning');
    expect(await servedMarkup('/service/pico-laser-toning')).toContain('<h1');
    expect(await servedMarkup('/service/pico-laser-toning')).toContain('₱3,500');

    const page = visitor.page;
    await page.goto(`${server.url}/services?category=laser-treatments`);
    await page
      .getByRole('link', { name: /Pico Laser Toning/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pico Laser Toning' }).waitFor();
    const booked = await createVisitorBooking(server, {
      customerName: 'Nina Reyes',
      // Makati closes three days ahead (the branch test above): a day later.
      daysAhead: 4,
      services: [{ id: 'pico-laser-toning', quantity: 1 }],
    });
    expect(booked.totalPrice).toBe(3500);
  });

  it('a promo ended by date leaves the page, the cart that held it says so, and the server refuses it', async () => {
    const page = visitor.page;
    const reply = (await (await fetch(`${server.url}/api/catalogue`)).json()) as {
      services: { id: string; name: string; promos: { title: string; price: number; endsAt?: string }[] }[];
    };
    const withPromo = reply.services.find((service) => service.id === 'ulthera-prime');
    const promo = withPromo?.promos[0];
    if (!withPromo || !promo) throw new Error('Ulthera Prime has no promo package to end');
    await page.goto(`${server.url}/service/${withPromo.id}`);
    await page.getByRole('radio', { name: new RegExp(promo.title) }).check();
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await page.getByRole('button', { name: /Added/ }).waitFor();

    const ended = new Date(Date.now() - 60_000).toISOString();
    await adminApi('PATCH', `/api/catalogue/services/${withPromo.id}`, {
      promos: withPromo.promos.map((p) => (p.title === promo.title ? { ...p, endsAt: ended } : p)),
    });
    expect(await servedMarkup(`/service/${withPromo.id}`)).not.toContain(promo.title);

    await page.goto(`${server.url}/cart`);
    await page.getByText(`The promo package "${promo.title}" for ${withPromo.name} ended on`).waitFor();
    await page.getByRole('alert').getByText('Remove what is no longer offered').waitFor();
    expect(await page.getByRole('link', { name: /Proceed to Booking/ }).count()).toBe(0);
    await captureAtWidth(page, 'cart-promo-ended');

    await expect(
      createVisitorBooking(server, {
        customerName: 'Olive Cruz',
        daysAhead: 4,
        services: [{ id: withPromo.id, quantity: 1, selectedPromo: promo.title }],
      }),
    ).rejects.toThrow(/^The visitor booking failed: 400 .*ended on/);
  });
});

/** Issue 29 item 4: the numbers. In this file because it already has an admin signed in (one server, one browser). */
describe('the reports screen', () => {
  it('an admin picks a period and a branch, reads the takings and the bookings, and downloads the takings as CSV', async () => {
    const rhea = await createVisitorBooking(server, {
      customerName: 'Rhea Report',
      branch: 'las-pinas',
      daysAhead: 20,
    });
    await createVisitorBooking(server, { customerName: 'Sara Report', branch: 'las-pinas', daysAhead: 21 });
    // A long treatment name: shown whole in the chart, wrapped, never cut at 20 characters.
    await createVisitorBooking(server, {
      customerName: 'Tala Report',
      branch: 'las-pinas',
      daysAhead: 19,
      services: [{ id: 'growth-factor-scalp-therapy', quantity: 1 }],
    });
    const token = await signInToken(server, adminAccount);
    const paid = await fetch(`${server.url}/api/bookings/${rhea.id}/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ method: 'cash', amount: 1000 }),
    });
    expect(paid.status).toBe(200);
    const from = manilaDate();
    const to = addDays(manilaDate(), 21);
    const page = admin.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/admin/reports`);
    const heading = page.getByRole('heading', { name: 'Bookings, cancellations and no-shows' });
    const logIn = page.getByRole('button', { name: 'Log in' });
    await heading.or(logIn).waitFor();
    if (await logIn.isVisible()) await signInThroughForm(page, adminAccount);
    await heading.waitFor();
    expect(await page.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');

    // Dates the wrong way round are named under To, and both stay as typed.
    await page.getByLabel('From').fill(to);
    await page.getByLabel('To').fill(from);
    await page.getByRole('button', { name: 'Show these dates' }).click();
    await page.getByRole('alert').getByText('to must be on or after from').waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe(to);

    await page.getByLabel('From').fill(from);
    await page.getByLabel('To').fill(to);
    await page.getByRole('button', { name: 'Show these dates' }).click();
    await page.getByLabel('Branch', { exact: true }).selectOption('las-pinas');
    const takings = page.getByRole('region', { name: 'Takings' });
    await takings.getByText('Total ₱1,000.00').waitFor();
    await takings.getByRole('img', { name: `Takings by day: ${from} ₱1,000.00` }).waitFor();
    const bookings = page.getByRole('region', { name: 'Bookings, cancellations and no-shows' });
    const total = bookings.getByRole('row', { name: /All bookings/ });
    await total.getByRole('cell').first().getByText('3', { exact: true }).waitFor();
    const rates = bookings.getByRole('img', { name: /No-show rate by branch and treatment: / });
    await rates.waitFor();
    expect(await rates.getAttribute('aria-label')).toBe(
      'No-show rate by branch and treatment: Las Piñas · Growth Factor Scalp Therapy 0%; Las Piñas · Stem Cell Facial 0%',
    );
    const longLabel = rates.getByText('Las Piñas · Growth Factor Scalp Therapy', { exact: true });
    const wholeLabel = async () => {
      const box = await longLabel.evaluate((label) => ({
        fits: label.scrollWidth <= label.clientWidth,
        lines: Math.round(
          label.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(label).lineHeight),
        ),
      }));
      expect(box.fits).toBe(true);
      return box.lines;
    };
    expect(await wholeLabel()).toBeGreaterThanOrEqual(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      takings.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tbl-takings-las-pinas-${from}-to-${to}.csv`);
    const text = fs.readFileSync(await download.path()).toString('utf8');
    expect(text).toBe(
      `\uFEFFDate,Branch,Method,Amount (PHP)\r\n${from},las-pinas,cash,1000.00\r\nAll,,,1000.00\r\n`,
    );
    console.log('screenshot', await captureAtWidth(page, 'admin-reports'));
    await page.setViewportSize({ width: 820, height: 1180 });
    console.log('screenshot', await captureAtWidth(page, 'admin-reports'));
    // A phone: the label keeps the table's size and wraps onto more lines.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wholeLabel()).toBeGreaterThanOrEqual(2);
    const chartRight = await rates.evaluate((chart) => chart.getBoundingClientRect().right);
    expect(chartRight).toBeLessThanOrEqual(390);
    // The wide tables scroll inside their cards; the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    console.log('screenshot', await captureAtWidth(page, 'admin-reports'));
  });
});
