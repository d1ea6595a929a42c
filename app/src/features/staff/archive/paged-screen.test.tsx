// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { CompletedBookingsPage } from '../completed-bookings-page';
import { ConsultationsPage } from '../consultations-page';
import { DeletedBookingsPage } from '../deleted-bookings-page';
import { jsonResponse, makeBooking } from '../testing/fake-api';

const requests: URL[] = [];

/** Answers a paged list of `total` rows made by `make`, ten a page. */
function pagedServer<T>(total: number, make: (index: number) => T) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    const page = Number(url.searchParams.get('page'));
    const rows = Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) =>
      make((page - 1) * 10 + i + 1),
    );
    return jsonResponse({
      data: rows,
      total,
      totalPages: Math.ceil(total / 10),
      currentPage: page,
      limit: 10,
    });
  });
}

const deleted = (index: number) =>
  makeBooking(index, { deletedAt: '2026-11-21T03:00:00.000Z', deletedBy: 'Rhea Desk', status: 'pending' });

beforeAll(installDialogMethods);

beforeEach(() => {
  requests.length = 0;
  saveSession('token-1', { name: 'Rhea', role: 'admin' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, page: React.ReactNode) {
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  return userEvent.setup();
}

describe('the deleted bookings screen', () => {
  it('lists the server’s page with who deleted each booking and when, and pages on', async () => {
    vi.stubGlobal('fetch', pagedServer(14, deleted));
    const user = renderAt('/admin/deleted-bookings', <DeletedBookingsPage />);
    const card = await screen.findByRole('article', { name: 'TBL00000001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deleted Bookings' })).toBeTruthy();
    expect(screen.getByText('View all deleted bookings for audit and review')).toBeTruthy();
    expect(within(card).getByText('Deleted')).toBeTruthy();
    expect(within(card).getByText('Rhea Desk')).toBeTruthy();
    expect(within(card).getByText('Nov 21, 2026, 11:00 AM')).toBeTruthy();
    expect(requests.at(-1)?.pathname).toBe('/api/bookings/deleted');
    expect(Object.fromEntries(requests.at(-1)?.searchParams ?? [])).toEqual({ page: '1', limit: '10' });
    expect(screen.getByRole('link', { name: 'All Bookings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completed' })).toBeTruthy();
    // One staff menu everywhere (issue 24, item 21): this screen's own button is marked current.
    expect(screen.getByRole('link', { name: 'Deleted' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'TBL00000011' });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search deleted bookings' }), 'Customer 3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Results for “Customer 3”' });
    expect(Object.fromEntries(requests.at(-1)?.searchParams ?? [])).toEqual({
      page: '1',
      limit: '10',
      search: 'Customer 3',
    });
  });

  it('opens the full record in a dialog', async () => {
    vi.stubGlobal('fetch', pagedServer(1, deleted));
    const user = renderAt('/admin/deleted-bookings', <DeletedBookingsPage />);
    const card = await screen.findByRole('article', { name: 'TBL00000001' });
    await user.click(within(card).getByRole('button', { name: /^View/ }));
    const dialog = screen.getByRole('dialog', { name: 'Deleted Booking - Customer 1' });
    for (const label of [
      'Booking Number',
      'Service Date',
      'Deleted At',
      'Deleted By',
      'Email',
      'Phone',
      'Address',
    ]) {
      expect(within(dialog).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(within(dialog).getByText('Stem Cell Facial - Buy 4 Get 1 Free')).toBeTruthy();
  });

  it('says when there is nothing, and shows its own words when the list fails without a message', async () => {
    vi.stubGlobal('fetch', pagedServer(0, deleted));
    renderAt('/admin/deleted-bookings', <DeletedBookingsPage />);
    expect(await screen.findByText('No deleted bookings found.')).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderAt('/admin/deleted-bookings', <DeletedBookingsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Failed to fetch deleted bookings',
    );
  });
});

describe('the completed bookings screen', () => {
  it('shows the status, branch, booked and service dates, and who updated it in the detail', async () => {
    vi.stubGlobal(
      'fetch',
      pagedServer(1, (index) => makeBooking(index, { status: 'completed', updatedBy: 'Joy Front Desk' })),
    );
    const user = renderAt('/admin/completed-bookings', <CompletedBookingsPage />);
    const card = await screen.findByRole('article', { name: 'TBL00000001' });
    expect(requests.at(-1)?.pathname).toBe('/api/bookings/completed');
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText('Makati')).toBeTruthy();
    expect(within(card).getByText('Booked At')).toBeTruthy();
    expect(within(card).getByText('Saturday, November 28, 2026 at 2:30 PM')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /^View/ }));
    const dialog = screen.getByRole('dialog', { name: 'Completed Booking - Customer 1' });
    expect(within(dialog).getByText('Updated By')).toBeTruthy();
    expect(within(dialog).getByText('Joy Front Desk')).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    vi.stubGlobal('fetch', pagedServer(0, makeBooking));
    renderAt('/admin/completed-bookings', <CompletedBookingsPage />);
    expect(await screen.findByText('No completed bookings found.')).toBeTruthy();
  });
});

describe('the online consultations screen', () => {
  const consultation = (index: number) => ({
    _id: `consultation-${index}`,
    id: `consultation-${index}`,
    bookingNumber: `TBL7000000${index}`,
    customerName: `Client ${index}`,
    email: `client${index}@example.com`,
    phone: '0917 555 0101',
    age: 34,
    date: '2026-11-23',
    time: '15:00',
    paymentMethod: 'bpi',
    notes: index === 1 ? 'Interested in weight loss' : '',
    totalPrice: 700,
    createdAt: '2026-11-21T02:00:00.000Z',
    // As the server sends it: the first call is placed with a consultant, the second not yet.
    assignments:
      index === 1
        ? [
            {
              serviceId: 'online',
              resourceId: 'consultant-2',
              kind: 'practitioner',
              name: 'Consultant 2',
              start: '15:00',
              end: '15:30',
            },
          ]
        : [],
  });

  it('lists consultations with their date and time, and the detail says what kind it is', async () => {
    vi.stubGlobal('fetch', pagedServer(2, consultation));
    const user = renderAt('/admin/online-consultations', <ConsultationsPage />);
    const card = await screen.findByRole('article', { name: 'Client 1' });
    // The list, then the clients waiting for an answer about another time (shown above it when any).
    expect(requests.map((request) => request.pathname)).toContain('/api/online-consultations');
    expect(within(card).getByText('Monday, November 23, 2026 at 3:00 PM')).toBeTruthy();
    expect(within(card).getByText('client1@example.com')).toBeTruthy();
    expect(within(card).getByText('Consultant 2')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Client 2' })).getByText('Any free consultant'),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search consultations' }).getAttribute('placeholder')).toBe(
      'Search by name, phone, e-mail or booking number',
    );
    await user.click(within(card).getByRole('button', { name: /^View/ }));
    const dialog = screen.getByRole('dialog', { name: 'Online Consultation - Client 1' });
    expect(within(dialog).getByText('Type: Online Video Consultation')).toBeTruthy();
    expect(within(dialog).getByText('Interested in weight loss')).toBeTruthy();
    expect(within(dialog).getByText('TBL70000001')).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    vi.stubGlobal('fetch', pagedServer(0, consultation));
    renderAt('/admin/online-consultations', <ConsultationsPage />);
    expect(await screen.findByText('No online consultations found.')).toBeTruthy();
  });
});
