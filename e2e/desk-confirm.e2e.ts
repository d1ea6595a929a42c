import { PRODUCT_NAME } from '@domain/brand';
import type { BookingRecord } from '@domain/schemas/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk, smallTouchTargets } from './support/desk';
import { type Mailbox, openMailbox } from './support/mailbox';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  startBackOfficeServer,
} from './support/staff';
import { sendQueuedTexts } from './support/texts';

/** Issue 16: the desk confirms bookings (several at once, or one) and the clients hear of it once. */
const CONFIRMED = `${PRODUCT_NAME} - Your booking is confirmed`;

let server: BackOfficeServer;
let mailbox: Mailbox;
let admin: Account;

beforeAll(async () => {
  server = await startBackOfficeServer();
  mailbox = await openMailbox(server);
  admin = await createAccount(server, 'admin', 'Joy Reception');
});

afterAll(async () => {
  await mailbox?.close();
  await server?.close();
});

/** The subjects of the "... confirmed" e-mails `address` has received. */
async function confirmationsTo(address: string): Promise<string[]> {
  return (await mailbox.to(address))
    .map((mail) => mail.subject)
    .filter((subject) => / confirmed$/.test(subject));
}

const cardOf = (desk: Desk, booking: BookingRecord) =>
  desk.page.getByRole('article', { name: booking.bookingData.bookingNumber, exact: true });

async function statusOn(desk: Desk, booking: BookingRecord): Promise<string | null> {
  return cardOf(desk, booking).locator('[data-status]').first().getAttribute('data-status');
}

describe.each(DESK_WIDTHS)('confirming at the desk at $name px', (width) => {
  let desk: Desk;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'confirms three pending bookings with one code entry; each client gets one "confirmed" e-mail',
    async () => {
      const names = ['Ligaya Bautista', 'Marites Ocampo', 'Josefina Lim'];
      const chosen: BookingRecord[] = [];
      for (const [index, name] of names.entries()) {
        chosen.push(
          await createVisitorBooking(server, {
            customerName: `${name} ${width.name}`,
            email: `bulk-${index}-${width.name}@example.com`,
            daysAhead: 5 + index,
          }),
        );
      }
      const untouched = await createVisitorBooking(server, {
        customerName: `Not Ticked ${width.name}`,
        email: `not-ticked-${width.name}@example.com`,
        daysAhead: 9,
      });
      desk = await openDesk(server, admin, width);
      const { page } = desk;
      await cardOf(desk, untouched).waitFor();

      for (const booking of chosen) {
        await desk.press(
          cardOf(desk, booking).getByLabel(`Select booking ${booking.bookingData.bookingNumber}`),
        );
      }
      const bar = page.getByRole('region', { name: 'Selected bookings' });
      await bar.getByText('3 pending bookings selected').waitFor();
      expect(await seriousAxeViolations(page), 'dashboard with three bookings ticked').toEqual([]);
      if (width.touch) expect(await smallTouchTargets(bar), 'targets in the selection bar').toEqual([]);
      await desk.press(bar.getByRole('button', { name: 'Confirm selected' }));
      await desk.enterCode('Confirm 3 bookings', 'update', 'Confirm bookings');
      await page.getByText('3 bookings confirmed.').waitFor();
      await bar.waitFor({ state: 'detached' });

      for (const booking of chosen) expect(await statusOn(desk, booking)).toBe('confirmed');
      expect(await statusOn(desk, untouched)).toBe('pending');
      // What the server holds, not only what the screen was told: a fresh load shows the same.
      await page.reload();
      await cardOf(desk, untouched).waitFor();
      for (const booking of chosen) {
        expect(await statusOn(desk, booking)).toBe('confirmed');
        // A confirmed booking can no longer be ticked for a bulk confirmation.
        expect(await cardOf(desk, booking).getByRole('checkbox').count()).toBe(0);
      }

      for (const booking of chosen) {
        const mails = (await mailbox.to(booking.bookingData.email)).filter(
          (mail) => mail.subject === CONFIRMED,
        );
        expect(mails, booking.bookingData.email).toHaveLength(1);
        expect(mails[0]?.text).toContain(booking.bookingData.bookingNumber);
      }
      // Sent once: another pass of the outbox sends nothing again, and the client left out hears nothing.
      for (const booking of chosen)
        expect(await confirmationsTo(booking.bookingData.email)).toEqual([CONFIRMED]);
      expect(await confirmationsTo(untouched.bookingData.email)).toEqual([]);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );

  it(
    "confirms one booking, then finds it by the client's e-mail and by the phone in another form",
    async () => {
      // A phone of this client's own, typed the way clients type it: 0917 ...
      const phoneEnd = width.name === '1280' ? '0142' : '0143';
      const booking = await createVisitorBooking(server, {
        customerName: `Corazon Aquino-Reyes ${width.name}`,
        email: `cora.reyes.${width.name}@example.com`,
        phone: `0917 555 ${phoneEnd}`,
        daysAhead: 11,
      });
      const { page } = desk;
      await page.goto(`${server.url}/admin`);
      const number = booking.bookingData.bookingNumber;
      await desk.press(
        cardOf(desk, booking).getByRole('button', {
          name: `Mark as Confirmed booking ${number}`,
          exact: true,
        }),
      );
      await desk.enterCode(`Mark ${number} as Confirmed`, 'update', 'Mark as Confirmed');
      await page.getByText(`Booking ${number} is now confirmed.`).waitFor();
      expect(await statusOn(desk, booking)).toBe('confirmed');
      expect(await confirmationsTo(booking.bookingData.email)).toEqual([CONFIRMED]);

      // Each search starts from the whole list, so a stale answer of one booking can never pass for the new one.
      const searchFor = async (text: string) => {
        await desk.press(page.getByRole('button', { name: 'Reset search' }));
        await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBeGreaterThan(1);
        await page.getByLabel('Search bookings').fill(text);
        await desk.press(page.getByRole('button', { name: 'Search', exact: true }));
        await page.getByRole('heading', { level: 2, name: `Results for “${text}”` }).waitFor();
        await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBe(1);
        return cardOf(desk, booking).count();
      };
      expect(await searchFor(booking.bookingData.email), 'by e-mail').toBe(1);
      expect(await statusOn(desk, booking)).toBe('confirmed');
      expect(await searchFor(`+63 917 555 ${phoneEnd}`), 'by phone with +63').toBe(1);
      expect(await searchFor(`63917555${phoneEnd}`), 'by phone as digits').toBe(1);
      expect(await seriousAxeViolations(page), 'search results').toEqual([]);

      // Issue 28 item 1: the texts the booking queued ("received", "confirmed") go out.
      expect((await sendQueuedTexts(server)).failed).toBe(0);
      // The booking found opens with the client's e-mail and the status the desk gave it.
      await desk.press(
        cardOf(desk, booking).getByRole('button', { name: `View booking ${number}`, exact: true }),
      );
      const dialog = page.getByRole('dialog', { name: `View Booking - ${booking.bookingData.customerName}` });
      await dialog.getByText(booking.bookingData.email).first().waitFor();
      expect(await dialog.locator('[data-status]').first().getAttribute('data-status')).toBe('confirmed');
      // Issue 28 item 1: under the history, each text the booking sent and where it stands.
      const texts = dialog.getByRole('region', { name: 'Text messages' });
      await texts.getByText('Confirmed', { exact: true }).waitFor();
      const items = await texts.getByRole('listitem').allInnerTexts();
      expect(items.map((item) => item.split('\n')[0])).toEqual(['Booking received', 'Confirmed']);
      for (const item of items) {
        expect(item).toMatch(/\nSent .+\n/);
        expect(item).toContain(`To 63917555${phoneEnd}`);
      }
      if (width.touch) expect(await smallTouchTargets(dialog), 'targets in the booking dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});
