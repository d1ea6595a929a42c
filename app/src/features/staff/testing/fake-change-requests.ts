import type { BookingEvent, ChangeRequest, StaffBooking, StaffBookingDetail } from '../api/types';
import { backOfficeServer, jsonResponse } from './fake-api';

export const REQUEST: ChangeRequest = {
  date: '2026-11-28',
  time: '13:30',
  message: 'Afternoons are better for me',
  status: 'pending',
  requestedAt: '2026-11-21T03:00:00.000Z',
  decidedAt: null,
  reply: null,
};

export const EVENTS: BookingEvent[] = [
  {
    id: 'e1',
    kind: 'created',
    at: '2026-11-20T02:15:00.000Z',
    actor: 'Online booking',
    summary: 'Booked online',
  },
  {
    id: 'e2',
    kind: 'reschedule_requested',
    at: '2026-11-21T03:00:00.000Z',
    actor: 'Client (online)',
    summary: 'Asked to move to Sat, 28 Nov 2026, 1:30 PM',
  },
];

/**
 * The back-office fake with what issue 10 adds: the detail with `events` and `changeRequest`,
 * accepting and declining a request, and the CSV export. Records every request like the rest.
 */
export function changeRequestServer(
  bookings: StaffBooking[],
  csv = '\uFEFFBooking number,Branch\r\nTBL00000001,Las Piñas\r\n',
) {
  const base = backOfficeServer(bookings);
  const requests = new Map<string, ChangeRequest>();
  const events = new Map<string, BookingEvent[]>();
  for (const booking of bookings) {
    events.set(booking._id, [...EVENTS]);
    if (booking.pendingChangeRequest)
      requests.set(booking._id, { ...REQUEST, ...booking.pendingChangeRequest });
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const parts = url.pathname.split('/');
    const [, , , id, action, decision] = parts;
    if (id === 'export.csv') {
      base.requests.push({ method, url, body: null });
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="tbl-bookings-2026-11-21.csv"',
        },
      });
    }
    const row = base.rows.find((booking) => booking._id === id);
    if (method === 'GET' && row && !action) {
      base.requests.push({ method, url, body: null });
      const detail: StaffBookingDetail = {
        ...row,
        clientId: null,
        history: [],
        events: events.get(row._id) ?? [],
        changeRequest: requests.get(row._id) ?? null,
        texts: [],
      };
      return jsonResponse({ data: detail });
    }
    if (method === 'POST' && row && action === 'change-request') {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      base.requests.push({ method, url, body });
      const request = requests.get(row._id);
      if (request?.status !== 'pending') {
        return jsonResponse({ msg: 'There is no pending change request for this booking.' }, 409);
      }
      const accepted = decision === 'accept';
      const reply = typeof body?.reply === 'string' ? body.reply : null;
      requests.set(row._id, { ...request, status: accepted ? 'accepted' : 'declined', reply });
      const updated: StaffBooking = {
        ...row,
        pendingChangeRequest: null,
        updatedAt: accepted ? '2026-11-21T04:00:00.000Z' : row.updatedAt,
        bookingData: accepted
          ? { ...row.bookingData, date: request.date, time: request.time }
          : row.bookingData,
      };
      base.rows[base.rows.indexOf(row)] = updated;
      events.get(row._id)?.push({
        id: `e${Date.now()}`,
        kind: accepted ? 'reschedule_accepted' : 'reschedule_declined',
        at: '2026-11-21T04:00:00.000Z',
        actor: 'Rhea',
        summary: accepted
          ? 'Moved from Sat, 28 Nov 2026, 2:30 PM to Sat, 28 Nov 2026, 1:30 PM'
          : 'Reschedule request declined',
      });
      return jsonResponse({
        data: updated,
        message: accepted
          ? 'The new date and time are saved and the client is e-mailed.'
          : 'The request is declined and the client is e-mailed.',
      });
    }
    return base.fetch(input, init);
  };
  return { ...base, fetch };
}
