import type { BookingRecord } from '@domain/schemas/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { DESK_JOURNEY_MS, DESK_WIDTHS, type Desk, openDesk } from './support/desk';
import { capturePage } from './support/manage-screenshots';
import {
  type Account,
  type BackOfficeServer,
  createAccount,
  createVisitorBooking,
  signInToken,
  startBackOfficeServer,
} from './support/staff';

/**
 * Issue 27 items 2 and 4, "or at the desk on a tablet": a client who did not fill in the forms on the
 * phone fills them in on the desk's 820 px tablet, handed over from the booking, and hands it back.
 */
const TABLET = DESK_WIDTHS.find((width) => width.name === '820');
const PREGNANT = 'Are you pregnant, trying to get pregnant, or breastfeeding?';

let server: BackOfficeServer;
let staff: Account;
let booking: BookingRecord;
let desk: Desk;

beforeAll(async () => {
  server = await startBackOfficeServer();
  staff = await createAccount(server, 'staff', 'Tina Tablet');
  booking = await createVisitorBooking(server, { customerName: 'Lorna Walk' });
  if (!TABLET) throw new Error('The desk widths name no 820 px tablet');
  desk = await openDesk(server, staff, TABLET);
});

afterAll(async () => {
  await desk?.close();
  await server?.close();
});

async function openFromBooking(form: 'Health form' | 'Consent forms') {
  const { page } = desk;
  const number = booking.bookingData.bookingNumber;
  const card = page.getByRole('article', { name: number, exact: true });
  await card.waitFor();
  await desk.press(card.getByRole('button', { name: `View booking ${number}`, exact: true }));
  const dialog = page.getByRole('dialog', { name: 'View Booking - Lorna Walk' });
  const forms = dialog.getByRole('region', { name: 'Fill in on this tablet' });
  await desk.press(forms.getByRole('button', { name: form, exact: true }));
}

describe('the desk hands its tablet to a client for her forms', () => {
  it(
    'opens her health form from the booking; she answers, saves and is asked to hand the tablet back',
    async () => {
      const { page } = desk;
      await openFromBooking('Health form');
      await page.waitForURL(/\/my-booking\/[^/]+\/health-form\?at=desk$/);
      await page.getByRole('heading', { level: 1, name: 'Health form' }).waitFor();
      expect(await page.getByText('At the clinic', { exact: true }).isVisible()).toBe(true);
      // Her booking page stays out of reach of the client holding the tablet.
      expect(await page.getByRole('link', { name: 'Back to your booking' }).count()).toBe(0);
      await desk.press(page.getByRole('group', { name: PREGNANT }).getByLabel('No'));
      await desk.press(page.getByRole('button', { name: 'Save my answers' }));
      await page.getByText('Thank you: the clinic has your health form.').waitFor();
      expect(
        await page.getByText('When you are done, please hand the tablet back to the front desk.').isVisible(),
      ).toBe(true);
      expect(await seriousAxeViolations(page), 'health form on the desk tablet').toEqual([]);
      await capturePage(page, 'health-form-desk-tablet');

      await desk.press(page.getByRole('link', { name: 'Staff: back to the bookings' }));
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

      // Her answer is on her record, and the opening is in its access log.
      const token = await signInToken(server, staff);
      const auth = { headers: { authorization: `Bearer ${token}` } };
      const found = (await (await fetch(`${server.url}/api/clients?search=Lorna%20Walk`, auth)).json()) as {
        data: Array<{ id: string }>;
      };
      const id = found.data[0]?.id;
      expect(id).toBeTruthy();
      const record = (await (await fetch(`${server.url}/api/clients/${id}`, auth)).json()) as {
        data: {
          intake: Array<{ questionId: string; value: unknown }>;
          accessLog: Array<{ staffName: string; what: string }>;
        };
      };
      expect(record.data.intake).toEqual([expect.objectContaining({ questionId: 'pregnant', value: false })]);
      expect(record.data.accessLog).toEqual(
        expect.arrayContaining([
          { staffName: 'Tina Tablet', what: 'desk-health-form', at: expect.any(String) },
        ]),
      );
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );

  it(
    'opens her consent forms the same way, asking for a drawn signature on the touch screen',
    async () => {
      const { page } = desk;
      await openFromBooking('Consent forms');
      await page.waitForURL(/\/my-booking\/[^/]+\/consent\?at=desk$/);
      await page.getByRole('heading', { level: 1, name: 'Consent forms' }).waitFor();
      expect(await page.getByText('At the clinic', { exact: true }).isVisible()).toBe(true);
      // A touch screen: the drawn signature is asked for beside the typed name.
      expect(
        await page.getByText(/You sign by typing your full name and drawing your signature/).isVisible(),
      ).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to your booking' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Staff: back to the bookings' }).waitFor();
      expect(await seriousAxeViolations(page), 'consents on the desk tablet').toEqual([]);
      await capturePage(page, 'consent-desk-tablet');
      expect(desk.pageErrors).toEqual([]);
    },
    DESK_JOURNEY_MS,
  );
});
