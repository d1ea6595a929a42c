import crypto from 'node:crypto';
import { addDays, manilaDate } from '@domain/manila-date';
import type { BookingRecord } from '@domain/schemas/records';
import type { Page } from 'playwright-core';
import { saveUser } from '../../server/src/users/users';
import { type AppServer, E2E_SECRETS, startAppServer } from './app-server';

export { E2E_SECRETS };

/** The real server with its database at hand (see `startAppServer`). */
export type BackOfficeServer = AppServer;

export function startBackOfficeServer(env: NodeJS.ProcessEnv = {}): Promise<BackOfficeServer> {
  return startAppServer(env);
}

export interface Account {
  email: string;
  password: string;
  name: string;
  role: string;
}

/** A user in the real database with a fresh e-mail and password. */
export async function createAccount(server: BackOfficeServer, role: string, name: string): Promise<Account> {
  const account = {
    email: `${role.trim().toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@tbl-clinic.ph`,
    password: `pw-${crypto.randomBytes(8).toString('hex')}`,
    name,
    role,
  };
  await saveUser(server.db.knex, account);
  return account;
}

export interface VisitorBooking {
  customerName: string;
  branch?: 'makati' | 'las-pinas' | 'quezon-city' | 'home';
  daysAhead?: number;
  /** `HH:MM`; 14:30 when left out. */
  time?: string;
  email?: string;
  /**
   * As the client typed it; when left out, a mobile of the visitor's own (0917 5.. ....), since one
   * person may not hold two overlapping visits (domain/visit-clash.ts) and visitors share a start.
   */
  phone?: string;
  services?: Array<{ id: string; quantity: number; selectedPromo?: string }>;
  /** The practitioner the visitor chose (issue 26 item 4). */
  practitionerId?: string;
}

/** The mobile number createVisitorBooking gives a visitor who names none, from their name: 0917 5XX XXXX. */
export function visitorPhone(name: string): string {
  const digits = String(
    crypto.createHash('sha256').update(name).digest().readUInt32BE(0) % 1_000_000,
  ).padStart(6, '0');
  return `0917 5${digits.slice(0, 2)} ${digits.slice(2)}`;
}

/** A booking made as a visitor makes one: POST /api/bookings with an Idempotency-Key. */
export async function createVisitorBooking(
  server: BackOfficeServer,
  visitor: VisitorBooking,
): Promise<BookingRecord> {
  const branch = visitor.branch ?? 'makati';
  const body = {
    bookingData: {
      bookingNumber: `TBL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`,
      serviceType: branch === 'home' ? 'home' : 'clinic',
      branch,
      address: branch === 'home' ? '12 Mabini Street, Barangay San Roque, Marikina' : '',
      landmark: branch === 'home' ? 'Blue gate beside the bakery' : '',
      date: addDays(manilaDate(), visitor.daysAhead ?? 3),
      time: visitor.time ?? '14:30',
      age: 31,
      customerName: visitor.customerName,
      // Digits kept: 'Client M1' and 'Client M2' are two people, each with a visit of their own.
      email: visitor.email ?? `${visitor.customerName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      phone: visitor.phone ?? visitorPhone(visitor.customerName),
      paymentMethod: 'gcash',
      notes: '',
      ...(visitor.practitionerId ? { practitionerId: visitor.practitionerId } : {}),
    },
    cartItems: visitor.services ?? [{ id: 'stem-cell-facial', quantity: 1 }],
    totalPrice: 0,
  };
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { booking?: BookingRecord; msg?: string };
  if (response.status !== 201 || !reply.booking) {
    throw new Error(`The visitor booking failed: ${response.status} ${JSON.stringify(reply)}`);
  }
  return reply.booking;
}

/** A bearer token for `account`, signed in over the API as the app does. */
export async function signInToken(server: BackOfficeServer, account: Pick<Account, 'email' | 'password'>) {
  const reply = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await reply.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${reply.status}`);
  return body.token;
}

/** Signs in through the real form. */
export async function signInThroughForm(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
