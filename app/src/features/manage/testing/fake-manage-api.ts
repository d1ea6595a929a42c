import { addDays, manilaDate } from '@domain/manila-date';
import { UNPAID } from '@domain/payment';
import type { ManagedBooking } from '../manage-api';

export const TOKEN = '0f1e2d3c4b5a69788796a5b4c3d2e1f0.c2lnbmF0dXJl';

/** A booking as GET /api/my-booking/:token answers it, three days ahead unless told otherwise. */
export function makeManagedBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    bookingNumber: 'TBL20261128',
    healthReview: false,
    assignments: [],
    status: 'confirmed',
    serviceType: 'clinic',
    branch: 'las-pinas',
    address: '',
    landmark: '',
    date: addDays(manilaDate(), 3),
    time: '14:30',
    customerName: 'Ana Santos',
    paymentMethod: 'gcash',
    services: [
      {
        serviceId: 'stem-cell-facial',
        name: 'Stem Cell Facial',
        quantity: 2,
        price: 3998,
        selectedPromo: null,
      },
      {
        serviceId: 'korean-glow-drip',
        name: 'Korean Glow Drip',
        quantity: 1,
        price: 2499,
        selectedPromo: null,
      },
    ],
    totalPrice: 6497,
    travelFee: 0,
    canCancel: true,
    canMove: true,
    canReschedule: true,
    cancelDeadline: '2026-11-27T06:30:00.000Z',
    changeRequest: null,
    payment: UNPAID,
    paymentProof: null,
    packages: [],
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

interface Recorded {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The public manage API for one booking, in memory, following the contract; records every request. */
export function manageServer(initial: ManagedBooking | null) {
  let booking = initial;
  const requests: Recorded[] = [];
  const notFound = () =>
    json({ msg: 'This booking link is not valid. Please use the link in your latest e-mail from us.' }, 404);

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    requests.push({ method, path: url.pathname, body });
    const [, , , token, action] = url.pathname.split('/');
    if (!booking || token !== encodeURIComponent(TOKEN)) return notFound();
    if (method === 'GET' && !action) return json({ booking });
    if (method === 'POST' && action === 'cancel') {
      if (!booking.canCancel) {
        return json(
          {
            msg: 'Your appointment is less than 24 hours away, so it can no longer be cancelled online. Please call us at 0917 123 4567.',
          },
          409,
        );
      }
      const pending = booking.changeRequest?.status === 'pending';
      booking = {
        ...booking,
        status: 'cancelled',
        canCancel: false,
        canMove: false,
        canReschedule: false,
        changeRequest:
          pending && booking.changeRequest
            ? { ...booking.changeRequest, status: 'withdrawn' }
            : booking.changeRequest,
      };
      return json({ booking, msg: 'Your booking is cancelled. We have sent you an e-mail to confirm it.' });
    }
    if (method === 'POST' && action === 'reschedule') {
      booking = {
        ...booking,
        changeRequest: {
          date: String(body?.date),
          time: String(body?.time),
          message: typeof body?.message === 'string' ? body.message : null,
          status: 'pending',
          requestedAt: '2026-11-20T02:15:00.000Z',
          decidedAt: null,
          reply: null,
        },
      };
      return json(
        {
          booking,
          msg: 'Your request is sent. We will e-mail you once the clinic confirms the new date and time.',
        },
        201,
      );
    }
    return json({ msg: 'Not found' }, 404);
  };
  return {
    fetch,
    requests,
    writes: () => requests.filter((request) => request.method !== 'GET'),
    current: () => booking,
  };
}
