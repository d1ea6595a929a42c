import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { saveUser } from '../users/users';
import type { Client } from './http';

/** A date a few days ahead in Manila, always valid for a booking. */
export const soon = (days = 3) => addDays(manilaDate(), days);

const SPREAD_FIRST_DAY = 40;
const SPREAD_DAYS = 320;
const SPREAD_TIMES = ['14:30', '11:00', '16:00', '12:30', '17:30', '10:00'];
let spreadCalls = 0;

/**
 * A start of its own for every booking or consultation a test makes without naming one: a day from
 * 40 to 359 days ahead, then the next time of day. Capacity is real in every test, so visits that
 * pile onto one start would be refused as full; a test about capacity names its start.
 */
export function freeStart(): { date: string; time: string } {
  const call = spreadCalls;
  spreadCalls += 1;
  const time = SPREAD_TIMES[Math.floor(call / SPREAD_DAYS) % SPREAD_TIMES.length] ?? '14:30';
  return { date: soon(SPREAD_FIRST_DAY + (call % SPREAD_DAYS)), time };
}

let people = 0;
const PEOPLE_BASE = crypto.randomInt(0, 9_000_000);

/**
 * A client of their own (e-mail and mobile no other call returns), for tests that book several
 * visits at one start to test capacity: one person may not hold two overlapping visits
 * (domain/visit-clash.ts), so each visit there is booked for someone else.
 */
export function anotherPerson(): { email: string; phone: string } {
  people += 1;
  const digits = String((PEOPLE_BASE + people) % 10_000_000).padStart(7, '0');
  return { email: `client-${digits}@example.com`, phone: `0919 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

export function bookingBody(overrides: { bookingData?: Record<string, unknown>; cartItems?: unknown } = {}) {
  return {
    bookingData: {
      bookingNumber: `TBL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`,
      serviceType: 'clinic',
      branch: 'makati',
      address: '',
      landmark: '',
      ...freeStart(),
      age: 29,
      customerName: 'Ana Santos',
      email: 'ana@example.com',
      phone: '0917 123 4567',
      paymentMethod: 'gcash',
      notes: '',
      ...overrides.bookingData,
    },
    cartItems: overrides.cartItems ?? [{ id: 'stem-cell-facial', quantity: 1, price: 1999 }],
    totalPrice: 1999,
  };
}

export function consultationBody(overrides: Record<string, unknown> = {}) {
  return {
    ...freeStart(),
    age: 34,
    customerName: 'Bea Reyes',
    email: 'bea@example.com',
    phone: '+63 917 555 0101',
    paymentMethod: 'bpi',
    notes: 'Interested in weight loss',
    totalPrice: 700,
    ...overrides,
  };
}

export interface Staff {
  email: string;
  password: string;
  token: string;
}

/** A user in the real database, signed in through the real login endpoint. */
export async function signedIn(db: Knex, api: Client, role = 'staff', name = 'Front Desk'): Promise<Staff> {
  const email = `${role}-${crypto.randomBytes(4).toString('hex')}@tbl-clinic.ph`;
  const password = `pw-${crypto.randomBytes(8).toString('hex')}`;
  await saveUser(db, { email, name, role, password });
  const reply = await api.post('/api/auth/login', { email, password });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { email, password, token: reply.body.token };
}

export interface StoredBooking {
  status?: string;
  branch?: string;
  serviceType?: string;
  date?: string;
  time?: string;
  customerName?: string;
  email?: string;
  phone?: string;
  createdAt?: Date;
  deletedAt?: Date | null;
  bookingNumber?: string;
}

/**
 * Puts bookings straight into the database, for list and count tests that need many in a known
 * shape; bookings made through the API are covered by their own tests.
 */
export async function storeBookings(db: Knex, bookings: StoredBooking[]): Promise<string[]> {
  // Consecutive numbers from a random start: thousands of random ones would clash now and then.
  const first = crypto.randomInt(0, 100_000_000);
  const rows = bookings.map((booking, index) => ({
    id: crypto.randomUUID(),
    booking_number: booking.bookingNumber ?? `TBL${String((first + index) % 100_000_000).padStart(8, '0')}`,
    status: booking.status ?? 'pending',
    service_type: booking.serviceType ?? (booking.branch === 'home' ? 'home' : 'clinic'),
    branch: booking.branch ?? 'makati',
    address: booking.branch === 'home' ? '12 Mabini Street, Pasig' : '',
    landmark: '',
    service_date: booking.date ?? soon(),
    service_time: booking.time ?? '10:00',
    age: 30,
    customer_name: booking.customerName ?? `Client ${index}`,
    email: booking.email ?? `client${index}@example.com`,
    phone: booking.phone ?? '09171234567',
    payment_method: 'gcash',
    notes: '',
    cart_items: JSON.stringify([
      {
        id: 'stem-cell-facial',
        name: 'Stem Cell Facial',
        unitPrice: 1999,
        quantity: 1,
        lineTotal: 1999,
        selectedPromo: null,
        promoCode: null,
      },
    ]),
    total_price: 1999,
    created_at: booking.createdAt ?? new Date(Date.now() - (bookings.length - index) * 1000),
    deleted_at: booking.deletedAt ?? null,
    deleted_by: booking.deletedAt ? 'Someone' : null,
  }));
  await db.batchInsert('bookings', rows, 500);
  return rows.map((row) => row.id);
}
