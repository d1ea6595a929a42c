import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatAppointmentShort } from '../domain/appointment-time';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from './support/browser';
import {
  ANA,
  addToCart,
  type CheckoutServer,
  chosenTime,
  findBookings,
  startCheckoutServer,
} from './support/checkout';
import { capturePage } from './support/manage-screenshots';

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
