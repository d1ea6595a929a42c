import crypto from 'node:crypto';
import path from 'node:path';
import { PRODUCT_NAME } from '@domain/brand';
import { addDays, manilaDate } from '@domain/manila-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk, smallTouchTargets } from './support/desk';
import { type Mailbox, openMailbox } from './support/mailbox';
import { type Account, type BackOfficeServer, createAccount, startBackOfficeServer } from './support/staff';

/**
 * Issue 24, item 19: the day's online calls are on the schedule, and the desk moves one to a free
 * time itself; a time taken meanwhile offers the nearest free ones, and the client hears once.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const MOVED = `${PRODUCT_NAME} - Your online consultation is moved`;

let server: BackOfficeServer;
let mailbox: Mailbox;
let staff: Account;

/** A call booked as a client books one, through the public API. */
async function bookedCall(name: string, email: string, date: string, time: string) {
  const response = await fetch(`${server.url}/api/online-consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      date,
      time,
      age: 34,
      customerName: name,
      email,
      phone: '+63 917 555 0101',
      paymentMethod: 'gcash',
      notes: '',
      totalPrice: 700,
    }),
  });
  if (response.status !== 201)
    throw new Error(`The call failed: ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  server = await startBackOfficeServer();
  mailbox = await openMailbox(server);
  staff = await createAccount(server, 'staff', 'Liza Front Desk');
});

afterAll(async () => {
  await mailbox?.close();
  await server?.close();
});

describe.each(DESK_WIDTHS)('online calls on the schedule at $name px', (width) => {
  let desk: Desk | undefined;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'lists the day’s calls and moves one to a free time, taking an offered one when the first is taken',
    async () => {
      const day = addDays(manilaDate(), width.name === '1280' ? 24 : 25);
      const name = `Analyn Torres ${width.name === '1280' ? 'Wide' : 'Tablet'}`;
      const email = `analyn.${width.name}@example.com`;
      await bookedCall(name, email, day, '15:00');
      await bookedCall('Other Caller', `other.${width.name}@example.com`, day, '16:00');
      desk = await openDesk(server, staff, width);
      const { page } = desk;
      await page.goto(`${server.url}/admin/schedule?date=${day}&branch=all`);
      const calls = page.getByRole('region', { name: 'Online calls' });
      await calls.waitFor({ timeout: 30_000 });
      const row = calls.getByRole('row').filter({ hasText: name });
      expect(await row.getByText('3:00 PM - 3:30 PM').isVisible()).toBe(true);
      expect(await calls.getByRole('row').filter({ hasText: 'Other Caller' }).count()).toBe(1);
      expect(await seriousAxeViolations(page), `schedule with calls at ${width.name} px`).toEqual([]);
      if (width.touch) expect(await smallTouchTargets(calls), 'targets on the calls').toEqual([]);

      await desk.press(row.getByRole('button', { name: `Move the call of ${name}` }));
      const dialog = page.getByRole('dialog', { name: `Move the call of ${name}` });
      await dialog.waitFor();
      const time = dialog.getByLabel('New time');
      // The other caller's 4:00 PM is not offered; 5:00 PM is.
      await expect.poll(() => time.locator('option[value="17:00"]').count(), { timeout: 30_000 }).toBe(1);
      expect(await time.locator('option[value="16:00"]').count()).toBe(0);
      await time.selectOption('17:00');
      expect(await seriousAxeViolations(page), `move dialog at ${width.name} px`).toEqual([]);
      // Another client takes 5:00 PM meanwhile: the server refuses it and offers the nearest free times.
      await bookedCall('Got There First', `first.${width.name}@example.com`, day, '17:00');
      await desk.press(dialog.getByRole('button', { name: 'Move call', exact: true }));
      await desk.enterCode(`Move the call of ${name}?`, 'update', 'Move call');
      const refusal = dialog.getByRole('alert').filter({ hasText: 'fully booked' });
      await refusal.waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `desk-call-move-${width.name}.png`) });
      const offered = refusal.getByRole('button', { name: '5:30 PM', exact: true });
      await desk.press(offered);
      await expect.poll(() => time.inputValue(), { timeout: 30_000 }).toBe('17:30');
      await desk.press(dialog.getByRole('button', { name: 'Move call', exact: true }));
      await desk.enterCode(`Move the call of ${name}?`, 'update', 'Move call');
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByText(`Call of ${name} moved. The client is e-mailed the new time.`).waitFor();
      await row.getByText('5:30 PM - 6:00 PM').waitFor({ timeout: 30_000 });
      await page.screenshot({
        path: path.join(SCREENSHOTS, `desk-schedule-calls-${width.name}.png`),
        fullPage: true,
      });

      const mails = (await mailbox.to(email)).filter((mail) => mail.subject === MOVED);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/and is now for .* 5:30 PM/);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});
