import type { BookingRecord } from '@domain/schemas/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk, smallTouchTargets } from './support/desk';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  E2E_SECRETS,
  startBackOfficeServer,
} from './support/staff';

/** Issue 16, "Restore": an admin brings a deleted booking back with the delete code; staff cannot. */
let server: BackOfficeServer;
let admin: Account;
let staff: Account;

beforeAll(async () => {
  server = await startBackOfficeServer();
  admin = await createAccount(server, 'admin', 'Nora Admin');
  staff = await createAccount(server, 'staff', 'Pia Front Desk');
});

afterAll(async () => {
  await server?.close();
});

const cardOf = (desk: Desk, booking: BookingRecord) =>
  desk.page.getByRole('article', { name: booking.bookingData.bookingNumber, exact: true });

/** The back-office's own buttons (not the browser's address bar): the way staff move between screens. */
async function goTo(desk: Desk, screen: 'Deleted' | 'All Bookings', heading: string) {
  await desk.press(
    desk.page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: screen, exact: true }),
  );
  await desk.page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe.each(DESK_WIDTHS)('restoring a deleted booking at $name px', (width) => {
  let desk: Desk | undefined;

  afterAll(async () => {
    await desk?.close();
  });

  it(
    'an admin deletes a booking, finds it in Deleted, restores it with the delete code; it is back',
    async () => {
      const booking = await createVisitorBooking(server, {
        customerName: `Remedios Santos ${width.name}`,
        email: `remedios.${width.name}@example.com`,
        daysAhead: 6,
      });
      desk = await openDesk(server, admin, width);
      const { page } = desk;
      const number = booking.bookingData.bookingNumber;
      await desk.press(
        cardOf(desk, booking).getByRole('button', { name: `Delete booking ${number}`, exact: true }),
      );
      await desk.enterCode(`Delete booking ${number}?`, 'delete', 'Delete booking');
      await page.getByText('Booking successfully deleted.').waitFor();
      await cardOf(desk, booking).waitFor({ state: 'detached' });

      await goTo(desk, 'Deleted', 'Deleted Bookings');
      const deleted = cardOf(desk, booking);
      await deleted.waitFor({ timeout: 30_000 });
      expect(await deleted.getByText('Nora Admin').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page), 'deleted bookings').toEqual([]);
      await desk.press(deleted.getByRole('button', { name: `View booking ${number}`, exact: true }));
      const dialog = page.getByRole('dialog', {
        name: `Deleted Booking - ${booking.bookingData.customerName}`,
      });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page), 'deleted booking dialog').toEqual([]);
      if (width.touch) expect(await smallTouchTargets(dialog), 'targets in the dialog').toEqual([]);
      await desk.press(dialog.getByRole('button', { name: 'Restore', exact: true }));
      await desk.enterCode(`Restore booking ${number}?`, 'delete', 'Restore booking');
      await dialog.getByText(`Booking ${number} is restored: it is back in All Bookings.`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Restore', exact: true }).count()).toBe(0);
      await desk.press(dialog.getByRole('button', { name: 'Close', exact: true }));
      await dialog.waitFor({ state: 'detached' });
      // The Deleted list is read again: the booking has left it.
      await deleted.waitFor({ state: 'detached', timeout: 30_000 });

      await goTo(desk, 'All Bookings', 'Admin Dashboard');
      const back = cardOf(desk, booking);
      await back.waitFor({ timeout: 30_000 });
      expect(await back.locator('[data-status]').first().getAttribute('data-status')).toBe('pending');
      expect(await back.getByText(booking.bookingData.customerName).first().isVisible()).toBe(true);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );

  it(
    'a staff account sees the deleted booking but no Restore button',
    async () => {
      const booking = await createVisitorBooking(server, {
        customerName: `Deleted For Staff ${width.name}`,
        email: `deleted.for.staff.${width.name}@example.com`,
        daysAhead: 7,
      });
      const signIn = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const removed = await fetch(`${server.url}/api/bookings/${booking._id}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ deleteCode: E2E_SECRETS.deleteCode }),
      });
      expect(removed.status).toBe(200);

      await desk?.close();
      desk = await openDesk(server, staff, width);
      const { page } = desk;
      await goTo(desk, 'Deleted', 'Deleted Bookings');
      const number = booking.bookingData.bookingNumber;
      await desk.press(
        cardOf(desk, booking).getByRole('button', { name: `View booking ${number}`, exact: true }),
      );
      const dialog = page.getByRole('dialog', {
        name: `Deleted Booking - ${booking.bookingData.customerName}`,
      });
      await dialog.getByRole('button', { name: 'Close', exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Restore', exact: true }).count()).toBe(0);
      expect(await seriousAxeViolations(page), 'deleted booking dialog for staff').toEqual([]);
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});
