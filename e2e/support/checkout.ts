import type { Page } from 'playwright-core';
import { addDays, manilaDate } from '../../domain/manila-date';
import { type BackOfficeServer, createAccount, startBackOfficeServer } from './staff';

export interface CheckoutServer extends BackOfficeServer {
  /** The back-office API as a signed-in staff member sees it, to check what reached the clinic. */
  staffGet(pathAndQuery: string): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** The real server over the production build, with a staff account for checking what was booked. */
export async function startCheckoutServer(): Promise<CheckoutServer> {
  const server = await startBackOfficeServer();
  const staff = await createAccount(server, 'staff', 'Front Desk');
  let token: string | undefined;

  const signIn = async () => {
    const reply = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    const body = (await reply.json()) as { token?: string };
    if (!body.token) throw new Error(`staff sign-in failed: ${reply.status}`);
    return body.token;
  };

  return Object.assign(server, {
    staffGet: async (pathAndQuery: string) => {
      token ??= await signIn();
      const reply = await fetch(`${server.url}${pathAndQuery}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
    },
  });
}

export interface StoredBooking {
  totalPrice: number;
  status: string;
  bookingData: Record<string, unknown>;
  cartItems: Array<{ id: string; quantity: number; price: number; name: string }>;
  /** Who and what each line takes (issue 26 item 4). */
  assignments: Array<{ kind: string; name: string; resourceId: string }>;
}

/** Every booking the clinic holds whose number or customer name matches `search`. */
export async function findBookings(server: CheckoutServer, search: string): Promise<StoredBooking[]> {
  const reply = await server.staffGet(`/api/bookings/search?search=${encodeURIComponent(search)}`);
  if (reply.status !== 200) throw new Error(`booking search failed: ${reply.status}`);
  return reply.body.data as StoredBooking[];
}

/** A Manila date a few days ahead: always bookable. */
export const soon = (days = 3) => addDays(manilaDate(), days);

/** Adds a treatment through its page, as a visitor does, and waits for the cart to take it. */
export async function addToCart(page: Page, baseUrl: string, serviceId: string): Promise<void> {
  await page.goto(`${baseUrl}/service/${serviceId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: '✓ Added!' }).first().waitFor();
  // The button turns at the tap; the status line speaks once the device has stored the line.
  await page.getByRole('status').filter({ hasText: 'added to your cart' }).first().waitFor();
}

export interface ContactDetails {
  customerName: string;
  age: string;
  email: string;
  phone: string;
}

export const ANA: ContactDetails = {
  customerName: 'Ana Santos',
  age: '29',
  email: 'ana.santos@example.com',
  phone: '09171234567',
};

/** The form's times, drawn as chips (radio buttons) in a group named "Time". */
export const timeGroup = (page: Page) => page.getByRole('group', { name: 'Time', exact: true });

/** The chip of one start, `HH:MM`. */
export const timeChip = (page: Page, time: string) => timeGroup(page).locator(`input[value="${time}"]`);

/** Picks a start once the clinic lists it. */
export async function chooseTime(page: Page, time: string): Promise<void> {
  await timeChip(page, time).check();
}

/** The chosen start, `HH:MM`. */
export const chosenTime = (page: Page) => timeGroup(page).locator('input:checked').inputValue();

/** A chip's words: `1:00 PM · Full`. */
export const chipText = (page: Page, time: string) =>
  timeGroup(page).locator(`label:has(input[value="${time}"])`).textContent();

/** Date, time, the person and the payment: the part the booking and consultation forms share. */
export async function fillCommonFields(
  page: Page,
  options: { date: string; time: string; contact: ContactDetails; payment: RegExp },
): Promise<void> {
  await page.getByLabel('Date', { exact: true }).fill(options.date);
  await chooseTime(page, options.time);
  await page.getByLabel('Full name').fill(options.contact.customerName);
  await page.getByLabel('Age', { exact: true }).fill(options.contact.age);
  await page.getByLabel('E-mail').fill(options.contact.email);
  await page.getByLabel('Mobile number').fill(options.contact.phone);
  await page.getByRole('radio', { name: options.payment }).check();
}

/** The browser's IndexedDB, read from the page: what the app keeps on the device. */
export async function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('tbl-clinic');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

/** Writes one record into the page's IndexedDB (to move the booking clock, say). */
export async function putRecord(page: Page, store: string, record: unknown): Promise<void> {
  await page.evaluate(
    ({ name, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tbl-clinic');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(name, 'readwrite');
          transaction.objectStore(name).put(value);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { name: store, value: record },
  );
}
