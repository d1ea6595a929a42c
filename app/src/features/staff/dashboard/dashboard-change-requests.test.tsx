// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { OFFLINE_REASON } from '../components/staff-shell';
import { makeBooking } from '../testing/fake-api';
import { changeRequestServer, REQUEST } from '../testing/fake-change-requests';
import { DashboardScreen } from './dashboard-screen';

let server: ReturnType<typeof changeRequestServer>;

beforeAll(installDialogMethods);

beforeEach(() => {
  server = changeRequestServer([
    makeBooking(1, {
      status: 'confirmed',
      pendingChangeRequest: {
        date: REQUEST.date,
        time: REQUEST.time,
        message: REQUEST.message,
        requestedAt: REQUEST.requestedAt,
      },
    }),
    makeBooking(2),
  ]);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'admin' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderDashboard(at = '/admin') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <DashboardScreen />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'TBL00000001' });
  return user;
}

const card = (number: string) => screen.getByRole('article', { name: number });

async function openView(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(within(card(number)).getByRole('button', { name: /^View/ }));
  const view = screen.getByRole('dialog', { name: /^View Booking/ });
  await within(view).findByText('Booked online');
  return view;
}

describe('a client’s change request in the back-office', () => {
  it('shows a badge on the card of a booking with a pending request, and none on the others', async () => {
    await renderDashboard();
    expect(within(card('TBL00000001')).getByText('Asks to move to Sat 28 Nov, 1:30 PM')).toBeTruthy();
    expect(within(card('TBL00000002')).queryByText(/Asks to move/)).toBeNull();
  });

  it('lists the history with who and when, in Manila time', async () => {
    const user = await renderDashboard();
    const view = await openView(user, 'TBL00000002');
    const history = within(view).getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Booked onlineOnline booking · Nov 20, 2026, 10:15 AM',
      'Asked to move to Sat, 28 Nov 2026, 1:30 PMClient (online) · Nov 21, 2026, 11:00 AM',
    ]);
    expect(within(view).queryByRole('region', { name: 'Change request' })).toBeNull();
  });

  it('accepts the request: the booking moves, the dialog and list follow, and staff are told', async () => {
    const user = await renderDashboard();
    const view = await openView(user, 'TBL00000001');
    const panel = within(view).getByRole('region', { name: 'Change request' });
    expect(panel.textContent).toContain('Saturday, November 28, 2026 at 1:30 PM');
    expect(panel.textContent).toContain('“Afternoons are better for me”');
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(within(view).queryByRole('region', { name: 'Change request' })).toBeNull());
    // The request on screen is named: one the client replaced meanwhile is never decided unseen.
    expect(server.writes()[0]).toMatchObject({ method: 'POST', body: { requestedAt: REQUEST.requestedAt } });
    expect(server.writes()[0]?.url.pathname).toBe('/api/bookings/booking-1/change-request/accept');
    expect(
      within(view).getAllByText('The new date and time are saved and the client is e-mailed.').length,
    ).toBeGreaterThan(0);
    expect(within(view).getByText('1:30 PM')).toBeTruthy();
    expect(await within(view).findByText(/^Moved from/)).toBeTruthy();
    expect(within(card('TBL00000001')).queryByText(/Asks to move/)).toBeNull();
  });

  it('declines with a reply for the client', async () => {
    const user = await renderDashboard();
    const view = await openView(user, 'TBL00000001');
    const panel = within(view).getByRole('region', { name: 'Change request' });
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    await user.type(within(panel).getByLabelText('Reply to the client (optional)'), 'Fully booked that day');
    await user.click(within(panel).getByRole('button', { name: 'Send decline' }));
    await vi.waitFor(() => expect(within(view).queryByRole('region', { name: 'Change request' })).toBeNull());
    expect(server.writes()[0]).toMatchObject({
      body: { requestedAt: REQUEST.requestedAt, reply: 'Fully booked that day' },
    });
    expect(
      within(view).getAllByText('The request is declined and the client is e-mailed.').length,
    ).toBeGreaterThan(0);
    expect(await within(view).findByText('Reschedule request declined')).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the request on screen', async () => {
    const user = await renderDashboard();
    const view = await openView(user, 'TBL00000001');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ msg: 'The requested time has already passed. Decline the request instead.' }),
            {
              status: 409,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    const panel = within(view).getByRole('region', { name: 'Change request' });
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The requested time has already passed. Decline the request instead.',
    );
  });

  it('offline, Accept and Decline say why they cannot be used and send nothing', async () => {
    const user = await renderDashboard();
    const view = await openView(user, 'TBL00000001');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const panel = within(view).getByRole('region', { name: 'Change request' });
    await within(panel).findByText(OFFLINE_REASON);
    for (const name of ['Accept', 'Decline']) {
      const button = within(panel).getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await user.click(button);
    }
    expect(server.writes()).toEqual([]);
    expect(within(panel).queryByLabelText('Reply to the client (optional)')).toBeNull();
  });
});

describe('Export CSV', () => {
  it('downloads every booking matching the filters, with the bearer token and the server’s file name', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:tbl-export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = await renderDashboard('/admin?status=confirmed&branch=las-pinas&page=2');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    const asked = server.requests.find((request) => request.url.pathname === '/api/bookings/export.csv');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      status: 'confirmed',
      branch: 'las-pinas',
      sort: 'booked',
    });
    const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes('export.csv'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(clicks[0]?.download).toBe('tbl-bookings-2026-11-21.csv');
    expect(clicks[0]?.getAttribute('href')).toBe('blob:tbl-export');
    expect(await created[0]?.text()).toContain('Las Piñas');
    expect(await screen.findByText('Downloading tbl-bookings-2026-11-21.csv.')).toBeTruthy();
  });

  it('says plainly when the export fails', async () => {
    const user = await renderDashboard();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ msg: 'Choose a status: pending, confirmed, completed or cancelled' }),
            {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not export the bookings: Choose a status: pending, confirmed, completed or cancelled',
    );
  });
});
