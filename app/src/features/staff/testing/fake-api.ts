import type { ClientPackage } from '@domain/packages';
import { UNPAID } from '@domain/payment';
import type { BookingCounts, StaffBooking } from '../api/types';

/**
 * The instant the fixtures are written for: after their bookings were made (20 November 2026) and
 * before the day of their visits (28 November 2026). A test whose buttons depend on whether a
 * visit's day has come or it has started sets its clock here, so it does not change with the date
 * it runs on (Arrived appears on the visit's day, Completed and No-show once it has started).
 */
export const FIXTURES_NOW = new Date('2026-11-21T02:00:00.000Z');

/** A booking as the API returns it, for component tests. */
export function makeBooking(index: number, overrides: Partial<StaffBooking> = {}): StaffBooking {
  const number = `TBL${String(index).padStart(8, '0')}`;
  return {
    _id: `booking-${index}`,
    id: `booking-${index}`,
    status: 'pending',
    createdAt: '2026-11-20T02:15:00.000Z',
    updatedAt: '2026-11-20T02:15:00.000Z',
    totalPrice: 7996,
    travelFee: 0,
    review: null,
    arrivedAt: null,
    inTreatmentAt: null,
    assignments: [],
    deposit: null,
    noteAdmin: null,
    updatedBy: null,
    bookingData: {
      bookingNumber: number,
      serviceType: 'clinic',
      branch: 'makati',
      address: '',
      landmark: '',
      date: '2026-11-28',
      time: '14:30',
      age: 29,
      customerName: `Customer ${index}`,
      email: `customer${index}@example.com`,
      phone: '09171234567',
      paymentMethod: 'gcash',
      notes: '',
    },
    cartItems: [
      {
        id: 'stem-cell-facial',
        name: 'Stem Cell Facial - Buy 4 Get 1 Free',
        quantity: 1,
        price: 7996,
        lineTotal: 7996,
        selectedPromo: 'Buy 4 Get 1 Free',
        promoCode: null,
        createdAt: '2026-11-20T02:15:00.000Z',
      },
    ],
    deletedAt: null,
    deletedBy: null,
    payment: UNPAID,
    ...overrides,
  };
}

export const COUNTS: BookingCounts = {
  total: 23,
  pending: 12,
  confirmed: 6,
  completed: 4,
  cancelled: 1,
  noShow: 0,
  arrived: 0,
  inTreatment: 0,
  today: 2,
};

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The time the fake back-office answers as full (409 with alternatives). */
export const FULL_TIME = '15:00';

/** GET /api/desk/queues as the server answers it on a quiet day: every queue empty, nobody waiting. */
const QUIET_DAY = { counts: {}, waiting: [] };
const isDeskQueues = (url: URL) => url.pathname === '/api/desk/queues';

/**
 * Answers GET /api/bookings with `total` bookings, ten a page, and records every URL asked of the
 * list (the home screen's work queues, asked beside it, are answered and not recorded).
 */
export function bookingsServer(total = 23) {
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    if (isDeskQueues(url)) return jsonResponse(QUIET_DAY);
    requests.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const first = (page - 1) * limit;
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) =>
      makeBooking(first + i + 1),
    );
    return jsonResponse({
      bookings: data,
      data,
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
      limit,
      counts: { ...COUNTS, total },
    });
  };
  return { fetch, requests, last: () => requests.at(-1) };
}

interface FakeRequest {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

/**
 * A small in-memory back-office API: one page of bookings, status changes and deletes checked against
 * the codes, notes saved, each booking's client packages, desk bookings taken. Records every request.
 */
export function backOfficeServer(
  bookings: StaffBooking[],
  codes = { update: 'update-1357', remove: 'delete-2468' },
  packages: Readonly<Record<string, ClientPackage[]>> = {},
) {
  const rows = [...bookings];
  const requests: FakeRequest[] = [];
  const refuse = (status: number, msg: string) =>
    jsonResponse({ msg, message: msg, error: 'forbidden' }, status);

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (isDeskQueues(url)) return jsonResponse(QUIET_DAY);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    requests.push({ method, url, body });
    const [, , , id, action] = url.pathname.split('/');
    const index = rows.findIndex((row) => row._id === id);
    const row = rows[index];

    if (method === 'GET' && url.pathname === '/api/availability') {
      const slots = ['14:00', '14:30', '15:00', '16:00'].map((time) => ({
        time,
        label: time,
        remaining: 1,
        available: true,
      }));
      return jsonResponse({
        branch: url.searchParams.get('branch'),
        date: url.searchParams.get('date'),
        slots,
      });
    }
    if (method === 'GET' && row && action === 'packages')
      return jsonResponse({ data: packages[row._id] ?? [] });
    if (method === 'POST' && url.pathname === '/api/bookings/front-desk') {
      const taken = makeBooking(rows.length + 100, {
        bookingData: { ...makeBooking(rows.length + 100).bookingData, ...(body?.bookingData as object) },
        cartItems: [],
      });
      rows.push(taken);
      return jsonResponse({ booking: taken, warnings: [] }, 201);
    }
    if (method === 'GET') {
      // The list as the server gives it: the status filter, then the first page.
      const status = url.searchParams.get('status');
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const matching = status ? rows.filter((booking) => booking.status === status) : rows;
      const data = matching.slice(0, limit);
      return jsonResponse({
        bookings: data,
        data,
        total: matching.length,
        totalPages: Math.max(1, Math.ceil(matching.length / limit)),
        currentPage: 1,
        limit,
        counts: COUNTS,
      });
    }
    if (method === 'POST' && url.pathname === '/api/bookings/bulk-confirm') {
      if (body?.updateCode !== codes.update) return refuse(403, 'Invalid update code');
      const ids = (body?.ids ?? []) as string[];
      const confirmed = rows.flatMap((booking, at) => {
        if (!ids.includes(booking._id) || booking.status !== 'pending') return [];
        const updated = { ...booking, status: 'confirmed' as const };
        rows[at] = updated;
        return [updated];
      });
      return jsonResponse({
        data: confirmed,
        skipped: [],
        message: `${confirmed.length} bookings confirmed`,
      });
    }
    if (!row) return refuse(404, 'Booking not found');
    if (method === 'PATCH' && action === 'status') {
      if (body?.updateCode !== codes.update) return refuse(403, 'Invalid update code');
      const updated = {
        ...row,
        status: body.status as StaffBooking['status'],
        updatedBy: String(body.updatedBy),
      };
      rows[index] = updated;
      return jsonResponse({ data: updated, message: 'Booking status updated' });
    }
    if (method === 'PATCH' && action === undefined) {
      if (body?.updateCode !== codes.update) return refuse(403, 'Invalid update code');
      const change = (body?.bookingData ?? {}) as Partial<StaffBooking['bookingData']>;
      // 15:00 is full in this fake: the server's 409 with the nearest free starts.
      if (change.time === FULL_TIME) {
        return jsonResponse(
          {
            msg: 'That time is full',
            alternatives: [
              { date: row.bookingData.date, time: '16:00', label: 'Sat 28 Nov, 4:00 PM' },
              { date: '2026-11-29', time: '10:00', label: 'Sun 29 Nov, 10:00 AM' },
            ],
          },
          409,
        );
      }
      const updated = { ...row, bookingData: { ...row.bookingData, ...change } };
      rows[index] = updated;
      return jsonResponse({ data: updated, message: 'Booking changed' });
    }
    if (method === 'PATCH' && action === 'note') {
      const updated = { ...row, noteAdmin: (body?.noteAdmin as string) || null };
      rows[index] = updated;
      return jsonResponse({ data: updated });
    }
    if (method === 'DELETE') {
      if (body?.deleteCode !== codes.remove) return refuse(403, 'Invalid delete code');
      rows.splice(index, 1);
      return jsonResponse({ msg: 'Booking deleted', data: row });
    }
    return refuse(405, 'Method not allowed');
  };
  return { fetch, requests, rows, writes: () => requests.filter((request) => request.method !== 'GET') };
}
