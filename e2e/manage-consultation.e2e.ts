import { CONSULTATION_CALL_HOW } from '@domain/manage-consultation';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageToken } from '../server/src/manage/manage-token';
import { manageKeyOf } from '../server/src/secrets';
import { E2E_SECRETS } from './support/app-server';
import { seriousAxeViolations } from './support/axe';
import { type BrowserSession, openBrowser } from './support/browser';
import { ANA, type CheckoutServer, fillCommonFields, soon, startCheckoutServer } from './support/checkout';
import { CAPTURE_WIDTHS, captureAtWidth } from './support/issue-screenshots';

/** A client books an online consultation, opens its manage link, asks for another time, cancels. */
let server: CheckoutServer;
let browser: BrowserSession;
let manageUrl = '';

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await openBrowser({ viewport: { width: 390, height: 844 }, reducedMotion: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The page at each capture width, for the docs; back to the phone afterwards. */
async function captureEveryWidth(name: string) {
  const { page } = browser;
  for (const width of CAPTURE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await captureAtWidth(page, name);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('managing an online consultation', () => {
  it('says how the call happens on the summary and links to the consultation’s own page', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/online-consultation`);
    await page.getByRole('heading', { name: 'Online Consultation', level: 1 }).waitFor();
    const dina = { ...ANA, customerName: 'Dina Robles', email: 'dina.robles@example.com', age: '38' };
    await fillCommonFields(page, { date: soon(4), time: '15:00', contact: dina, payment: /GCash/ });
    await captureEveryWidth('consultation-form');
    await page.getByRole('button', { name: /Book consultation/ }).click();
    await page.getByRole('heading', { name: 'See you online!' }).waitFor();
    await page.getByRole('heading', { name: 'How the call happens' }).waitFor();
    const howToPay = page.locator('.checkout-done__card', { hasText: 'How to pay' });
    await howToPay.getByText('Not paid yet').waitFor();
    expect(await howToPay.getByText('₱700').first().isVisible()).toBe(true);
    expect(await howToPay.getByLabel('Screenshot or photo of your payment').isVisible()).toBe(true);
    expect(await page.getByText(CONSULTATION_CALL_HOW).isVisible()).toBe(true);
    const link = page.getByRole('link', { name: 'Manage my consultation' });
    manageUrl = `${server.url}${await link.getAttribute('href')}`;
    expect(manageUrl).toMatch(/\/my-consultation\/[0-9a-f]{32}~[A-Za-z0-9_-]{43}$/);
    await captureEveryWidth('consultation-summary');

    await link.click();
    await page.getByRole('heading', { level: 1, name: /here’s your online consultation/ }).waitFor();
    expect(await page.getByText('Online video call').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await captureEveryWidth('manage-consultation');
  });

  it('shows what to pay; a proof sent from the page reaches the consultation once and shows as sent', async () => {
    const { page } = browser;
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Not paid yet').waitFor();
    expect(await payment.getByText('₱700').first().isVisible()).toBe(true);
    expect(await payment.getByRole('button', { name: 'Copy number' }).isVisible()).toBe(true);
    expect(await payment.getByRole('link', { name: 'Save QR image' }).getAttribute('download')).toBeTruthy();
    const screenshot = await sharp({
      create: { width: 1170, height: 2532, channels: 3, background: { r: 20, g: 120, b: 220 } },
    })
      .png()
      .toBuffer();
    await payment.getByLabel('Reference number (optional)').fill('7012 000 700');
    await payment.getByLabel('Screenshot or photo of your payment').setInputFiles({
      name: 'gcash-consultation.png',
      mimeType: 'image/png',
      buffer: screenshot,
    });
    await payment.getByRole('button', { name: 'Send proof' }).click();
    await payment
      .getByText('Received: the clinic checks it and confirms your payment by e-mail.')
      .waitFor({ timeout: 30_000 });
    await payment.getByText('Proof sent, awaiting check').waitFor();
    const [consultation] = await server.db
      .knex('online_consultations')
      .where({ email: 'dina.robles@example.com' });
    expect(consultation.payment_status).toBe('proof-submitted');
    const proofs = await server.db.knex('payment_proofs').where({ consultation_id: consultation.id });
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toMatchObject({ reference: '7012 000 700', height: 1600 });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('asks for another time; the consultation stays as booked until the clinic answers', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Ask for another date and time' }).click();
    await page.getByLabel('New date').fill(soon(6));
    await page.getByLabel('New time').selectOption('11:00');
    await page.getByLabel(/Message for the clinic/).fill('Mornings suit me better.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request is with the clinic').waitFor();
    await page.getByRole('status').filter({ hasText: 'Your request is sent' }).waitFor();
    const [stored] = await server.db.knex('consultation_change_requests').where({ status: 'pending' });
    expect(stored).toMatchObject({ requested_time: '11:00', message: 'Mornings suit me better.' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await captureEveryWidth('manage-consultation-request');
  });

  it('cancels 24 hours ahead after asking once more; the page then offers a new booking', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('button', { name: 'Keep my consultation' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Yes, cancel consultation' }).click();
    await page.getByRole('status').filter({ hasText: 'Your consultation is cancelled' }).waitFor();
    await page.getByRole('link', { name: 'Book a consultation' }).waitFor();
    const [row] = await server.db.knex('online_consultations').where({ customer_name: 'Dina Robles' });
    expect(row.cancelled_at).not.toBeNull();
    await captureEveryWidth('manage-consultation-cancelled');
  });

  it('answers a link that is not ours with the not-found page', async () => {
    const { page } = browser;
    const forged = manageToken(manageKeyOf(E2E_SECRETS), crypto.randomUUID(), 'consultation');
    await page.goto(`${server.url}/my-consultation/${forged}`);
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find this consultation' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
