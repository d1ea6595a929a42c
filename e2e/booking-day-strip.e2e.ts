import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatAppointmentShort } from '../domain/appointment-time';
import { setCapacity } from '../server/src/test/capacity';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  chosenTime,
  findBookings,
  soon,
  startCheckoutServer,
} from './support/checkout';
import { DESK_JOURNEY_MS, openDesk } from './support/desk';
import { capturePage } from './support/manage-screenshots';
import { createAccount } from './support/staff';

let server: CheckoutServer;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  server = await startCheckoutServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(async () => {
  expect(browser?.pageErrors).toEqual([]);
  await browser?.close();
  browser = undefined;
});

interface Strip {
  days: Array<{ date: string; free: number; closed: boolean }>;
  next: { date: string; time: string; label: string } | null;
}

async function stripOf(branch: string, services: string): Promise<Strip> {
  const reply = await fetch(`${server.url}/api/availability/days?branch=${branch}&services=${services}`);
  expect(reply.status).toBe(200);
  return (await reply.json()) as Strip;
}

async function openStrip(page: BrowserSession['page']) {
  await addToCart(page, server.url, 'stem-cell-facial');
  await page.goto(`${server.url}/booking`);
  await page.getByLabel('Branch').selectOption('makati');
  const days = page.getByRole('list', { name: 'Next two weeks' });
  await days.waitFor();
  return days;
}

describe.each([
  ['phone', PHONE, 'Emma Cruz'],
  ['desktop', DESKTOP, 'Lia Ramos'],
])('the days of the booking form on a %s', (label, viewport, customerName) => {
  it('shows two weeks as a strip with the free starts of each, and picks the next available start', async () => {
    browser = await openBrowser({ viewport });
    const { page } = browser;
    const days = await openStrip(page);
    const strip = await stripOf('makati', 'stem-cell-facial');
    const buttons = days.getByRole('button');
    expect(await buttons.count()).toBe(14);
    expect(await buttons.nth(1).getAttribute('aria-label')).toMatch(
      new RegExp(`, ${strip.days[1]?.free} free$`),
    );
    const next = strip.next;
    if (!next) throw new Error('the clinic has no free start in two weeks');
    const nextButton = page.getByRole('button', {
      name: `Next available: ${formatAppointmentShort(next.date, next.time)}`,
    });
    await nextButton.click();
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(next.date);
    await expect.poll(() => chosenTime(page)).toBe(next.time);
    await page.getByText(`We're holding ${next.label} at Makati for you`).waitFor();
    expect(await days.getByRole('button', { pressed: true }).count()).toBe(1);
    // A day from the strip lists that day's times; the keyboard reaches every day.
    await days.getByRole('button').nth(3).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(strip.days[3]?.date);
    await nextButton.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('group', { name: 'When' }).scrollIntoViewIfNeeded();
    await capturePage(page, `booking-day-strip-${label}`);
  });

  it('books the next available start, at that date and time', async () => {
    browser = await openBrowser({ viewport });
    const { page } = browser;
    await openStrip(page);
    const next = (await stripOf('makati', 'stem-cell-facial')).next;
    if (!next) throw new Error('the clinic has no free start in two weeks');
    await page.getByRole('button', { name: /^Next available/ }).click();
    await page.getByText(`We're holding ${next.label} at Makati for you`).waitFor();

    await page.getByLabel('Full name').fill(customerName);
    await page.getByLabel('Age', { exact: true }).fill(ANA.age);
    // One client per width: the same person may not hold two visits at once (issue 23 item 10).
    const phoneEnd = label === 'phone' ? '0390' : '1280';
    await page.getByLabel('E-mail').fill(`${phoneEnd}.${ANA.email}`);
    await page.getByLabel('Mobile number').fill(`0917 555 ${phoneEnd}`);
    await page.getByRole('radio', { name: /BDO/ }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('dialog', { name: 'Booking received!' }).waitFor();
    const [booking] = await findBookings(server, customerName);
    expect(booking?.bookingData).toMatchObject({ date: next.date, time: next.time, branch: 'makati' });
  });
});

describe('a full day on a phone (issue 28 item 4)', () => {
  it(
    'offers "Tell me if a time frees up"; the client joins the waitlist and the desk sees them on the schedule',
    async () => {
      // No room at Timog: every start of every day reads Full.
      await setCapacity(server.db.knex, 'quezon-city', 0);
      try {
        browser = await openBrowser({ viewport: PHONE });
        const { page } = browser;
        await addToCart(page, server.url, 'stem-cell-facial');
        await page.goto(`${server.url}/booking`);
        await page.getByLabel('Branch').selectOption('quezon-city');
        const day = soon(5);
        await page.getByLabel('Date', { exact: true }).fill(day);
        await page.getByText('No free time on this day. Choose another day.').waitFor();
        await page.getByRole('button', { name: 'Tell me if a time frees up' }).click();
        const wish = page.getByRole('region', { name: /Join the waitlist for/ });
        await wish.getByLabel('Earliest start').selectOption('13:00');
        await wish.getByLabel('Latest start').selectOption('16:00');
        await wish.getByLabel('Full name').fill('Wena Lopez');
        await wish.getByLabel('Mobile number').fill('0917 555 0428');
        // A mistyped address is refused by the server; what was typed stays.
        await wish.getByLabel('E-mail').fill('wena@example');
        await wish.getByRole('button', { name: 'Join the waitlist' }).click();
        await wish
          .getByRole('alert')
          .getByText(/e-mail/i)
          .waitFor();
        expect(await wish.getByLabel('Full name').inputValue()).toBe('Wena Lopez');
        await wish.getByLabel('E-mail').fill('wena@example.com');
        await wish.getByRole('button', { name: 'Join the waitlist' }).click();
        await page
          .getByRole('status')
          .getByText(/You are on the waitlist for .*1:00 PM to 4:00 PM/)
          .waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await capturePage(page, 'booking-waitlist-joined-390');
        await browser.close();
        browser = undefined;

        const desk = await openDesk(server, await createAccount(server, 'staff', 'Rosa Desk'), {
          name: '1280',
          viewport: DESKTOP,
          touch: false,
        });
        browser = desk;
        await desk.page.goto(`${server.url}/admin/schedule?date=${day}&branch=quezon-city`);
        const list = desk.page.getByRole('region', { name: 'Waitlist' });
        await list.getByText('Wena Lopez').waitFor();
        await list.getByText('Waiting').waitFor();
        expect(await seriousAxeViolations(desk.page)).toEqual([]);
        await capturePage(desk.page, 'desk-waitlist-1280');
      } finally {
        await setCapacity(server.db.knex, 'quezon-city', 3);
      }
    },
    DESK_JOURNEY_MS,
  );
});
