// @vitest-environment jsdom
import { addDays, manilaDate } from '@domain/manila-date';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../components/dialog/testing/jsdom-dialog';
import type { ManagedBooking } from './manage-api';
import { ManageBookingPage } from './manage-booking-page';
import { makeManagedBooking, manageServer, TOKEN } from './testing/fake-manage-api';

beforeAll(installDialogMethods);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(booking: ManagedBooking | null) {
  const server = manageServer(booking);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server;
}

async function openPage(token = TOKEN) {
  const router = createMemoryRouter(
    [
      { path: '/my-booking/:token', element: <ManageBookingPage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/services', element: <h1>Our Services</h1> },
    ],
    { initialEntries: [`/my-booking/${encodeURIComponent(token)}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: /here’s your booking|couldn’t/ });
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('the booking behind the link', () => {
  it('shows the number, status, Manila date and time, branch, treatments, total and payment', async () => {
    const booking = makeManagedBooking({ date: '2026-11-28', time: '13:30' });
    serve(booking);
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi Ana, here’s your booking');
    expect(screen.getByRole('heading', { name: 'TBL20261128' })).toBeTruthy();
    expect(screen.getByText('Confirmed').textContent).toBe('Status: Confirmed');
    expect(screen.getByText('Saturday, November 28, 2026')).toBeTruthy();
    expect(screen.getByText('1:30 PM (Manila time)')).toBeTruthy();
    expect(screen.getByText('Las Piñas clinic')).toBeTruthy();
    expect(screen.getByText(/Alabang-Zapote Road/)).toBeTruthy();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['Stem Cell Facial × 2₱3,998', 'Korean Glow Drip × 1₱2,499']);
    const facts = within(screen.getByRole('article'));
    expect(facts.getByText('₱6,497')).toBeTruthy();
    expect(facts.getByText('GCash')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe(`/api/my-booking/${encodeURIComponent(TOKEN)}/calendar.ics`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('names who treats the client, once each, when the clinic has assigned someone', async () => {
    const line = {
      serviceId: 'stem-cell-facial',
      kind: 'practitioner' as const,
      start: '13:30',
      end: '14:30',
    };
    serve(
      makeManagedBooking({
        assignments: [
          { ...line, resourceId: 'r-1', name: 'Dr. Lea Santos' },
          { ...line, serviceId: 'korean-glow-drip', resourceId: 'r-2', name: 'Nurse Joy Reyes' },
          { ...line, serviceId: 'stem-cell-facial', resourceId: 'r-1', name: 'Dr. Lea Santos' },
        ],
      }),
    );
    await openPage();
    const facts = within(screen.getByRole('article'));
    expect(facts.getByText('With').closest('div')?.textContent).toContain(
      'Dr. Lea Santos and Nurse Joy Reyes',
    );
  });

  it('leaves out who treats the client while nobody is assigned', async () => {
    serve(makeManagedBooking({ assignments: [] }));
    await openPage();
    expect(within(screen.getByRole('article')).queryByText('With')).toBeNull();
  });

  it('writes out a home visit with its address and landmark', async () => {
    serve(
      makeManagedBooking({
        serviceType: 'home',
        branch: 'home',
        address: '12 Mabini Street, Marikina',
        landmark: 'Blue gate',
      }),
    );
    await openPage();
    expect(screen.getByText('Home service')).toBeTruthy();
    expect(screen.getByText('12 Mabini Street, Marikina (near Blue gate)')).toBeTruthy();
  });

  it('says "near" once when the landmark was typed with it', async () => {
    serve(
      makeManagedBooking({
        serviceType: 'home',
        branch: 'home',
        address: '12 Mabini Street, Marikina',
        landmark: 'Near the church',
      }),
    );
    await openPage();
    expect(screen.getByText('12 Mabini Street, Marikina (near the church)')).toBeTruthy();
  });

  it('answers a bad link with a helpful page: the phone and a way home', async () => {
    serve(null);
    await openPage('not-a-real-token');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We couldn’t find this booking');
    expect(screen.getByText(/Please use the link in your latest e-mail from us/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call 0917 123 4567/ }).getAttribute('href')).toBe(
      'tel:+639171234567',
    );
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('says plainly when the booking cannot be loaded, and tries again', async () => {
    const server = manageServer(makeManagedBooking());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = await openPage();
    expect(screen.getByRole('alert').textContent).toMatch(/You’re offline|You're offline/);
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'TBL20261128' })).toBeTruthy();
  });
});

describe('cancelling', () => {
  it('asks in a dialog that starts on "Keep my booking", then cancels and says so', async () => {
    const server = serve(makeManagedBooking());
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(
      await screen.findByText('Your booking is cancelled. We have sent you an e-mail to confirm it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([expect.objectContaining({ method: 'POST', body: {} })]);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse treatments' })).toBeTruthy();
  });

  it('keeps the booking when the client changes their mind', async () => {
    const server = serve(makeManagedBooking());
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const server = serve(makeManagedBooking());
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const current = server.current();
    if (current) current.canCancel = false;
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/less than 24 hours away/);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('under 24 hours away, explains and gives the phone instead of a button', async () => {
    serve(makeManagedBooking({ date: addDays(manilaDate(), 1), canCancel: false }));
    await openPage();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByText(/less than 24 hours away, so it can no longer be cancelled online/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '0917 123 4567' }).getAttribute('href')).toBe(
      'tel:+639171234567',
    );
  });
});

describe('asking for another date and time', () => {
  it('checks the fields, sends the request and shows it waiting for the clinic', async () => {
    const booking = makeManagedBooking();
    const server = serve(booking);
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ask for another date and time' }));
    expect(document.activeElement).toBe(field('New date'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Choose a date', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Choose a time', { selector: '.field-error' })).toBeTruthy();

    fireEvent.change(field('New date'), { target: { value: booking.date } });
    await user.selectOptions(field('New time'), booking.time);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please choose a different date or time.')).toBeTruthy();
    expect(server.writes()).toEqual([]);

    const newDate = addDays(manilaDate(), 5);
    fireEvent.change(field('New date'), { target: { value: newDate } });
    await user.selectOptions(field('New time'), '13:30');
    await user.type(field('Message for the clinic'), 'Afternoons are best');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Your request is sent. We will e-mail you once the clinic confirms the new date and time.',
      ),
    ).toBeTruthy();
    expect(server.writes()[0]).toMatchObject({
      method: 'POST',
      path: `/api/my-booking/${encodeURIComponent(TOKEN)}/reschedule`,
      body: { date: newDate, time: '13:30', message: 'Afternoons are best' },
    });
    expect(screen.getByText('Your request is with the clinic')).toBeTruthy();
    expect(screen.getByText(/“Afternoons are best”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for a different time instead' })).toBeTruthy();
  });

  it('keeps what was typed when the request fails, and says why', async () => {
    const server = serve(makeManagedBooking());
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ask for another date and time' }));
    const newDate = addDays(manilaDate(), 6);
    fireEvent.change(field('New date'), { target: { value: newDate } });
    await user.selectOptions(field('New time'), '16:00');
    await user.type(field('Message for the clinic'), 'Any weekday');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/offline.*Nothing you typed is lost/);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ msg: 'Choose a date within the next 12 months' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Choose a date within the next 12 months'),
    );
    expect(field('New date').value).toBe(newDate);
    expect(field('New time').value).toBe('16:00');
    expect(field('Message for the clinic').value).toBe('Any weekday');
    expect(server.writes()).toEqual([]);
  });

  it('shows the clinic’s reply to a declined request', async () => {
    serve(
      makeManagedBooking({
        changeRequest: {
          date: '2026-11-29',
          time: '10:00',
          message: null,
          status: 'declined',
          requestedAt: '2026-11-20T02:15:00.000Z',
          decidedAt: '2026-11-20T05:00:00.000Z',
          reply: 'Sunday is fully booked, sorry! Saturday works.',
        },
      }),
    );
    await openPage();
    expect(screen.getByText('The clinic couldn’t move your booking')).toBeTruthy();
    expect(screen.getByText(/Sunday, November 29, 2026 at 10:00 AM/)).toBeTruthy();
    expect(screen.getByText(/“Sunday is fully booked, sorry! Saturday works.”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for another date and time' })).toBeTruthy();
  });
});

describe('finished bookings', () => {
  it('a completed booking reads as a thank-you, with nothing left to change', async () => {
    serve(
      makeManagedBooking({
        status: 'completed',
        canCancel: false,
        canReschedule: false,
        payment: {
          status: 'paid',
          amountPaid: 6497,
          balance: 0,
          source: 'desk',
          reference: 'GC-9',
          verifiedBy: 'Desk',
          verifiedAt: '2026-11-28T06:00:00.000Z',
        },
      }),
    );
    await openPage();
    expect(screen.getByText('Thank you for visiting us. We hope you loved your treatment.')).toBeTruthy();
    expect(within(screen.getByTestId('payment-summary')).getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Book your next visit' })).toBeTruthy();
  });

  it('shows an unpaid booking how to pay: amount, account with a copy button, the QR to save, and the proof form', async () => {
    serve(makeManagedBooking());
    await openPage();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Not paid yet')).toBeTruthy();
    expect(payment.getByText('₱6,497')).toBeTruthy();
    expect(payment.getByRole('button', { name: 'Copy number' })).toBeTruthy();
    expect(payment.getByRole('link', { name: 'Save QR image' }).getAttribute('download')).toBeTruthy();
    expect(payment.getByLabelText('Reference number (optional)')).toBeTruthy();
    expect(payment.getByLabelText('Screenshot or photo of your payment')).toBeTruthy();
  });

  it('a cancelled booking shows no way to pay: no account, no QR, no proof form', async () => {
    serve(makeManagedBooking({ status: 'cancelled', canCancel: false, canReschedule: false }));
    await openPage();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByTestId('payment-summary').textContent).toBe(
      'Nothing to pay: this booking is cancelled.',
    );
    expect(payment.queryByText('Not paid yet')).toBeNull();
    expect(payment.queryByRole('button', { name: 'Copy number' })).toBeNull();
    expect(payment.queryByRole('link', { name: 'Save QR image' })).toBeNull();
  });

  it('a session booked from a package reads "From your package" and asks for no payment', async () => {
    serve(
      makeManagedBooking({
        services: [
          {
            serviceId: 'stem-cell-facial',
            name: 'Stem Cell Facial',
            quantity: 1,
            price: 0,
            selectedPromo: null,
            packageId: 'p1',
          },
        ],
        totalPrice: 0,
        packages: [
          {
            id: 'p1',
            serviceId: 'stem-cell-facial',
            title: 'Buy 4 get 1 free',
            sessionsTotal: 5,
            sessionsUsed: 3,
            sessionsLeft: 2,
            expiresAt: null,
            transferable: true,
            refundedAt: null,
          },
        ],
      }),
    );
    await openPage();
    expect(screen.getByText('From your package (2 sessions left)')).toBeTruthy();
    expect(screen.getByText('From your package: nothing to pay')).toBeTruthy();
    expect(screen.queryByText('Price upon consultation')).toBeNull();
    expect(screen.queryByText(/To be discussed/)).toBeNull();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText(/Nothing to pay: this visit is a session from your package/)).toBeTruthy();
    expect(payment.queryByText('Not paid yet')).toBeNull();
    expect(payment.queryByRole('button', { name: 'Copy number' })).toBeNull();
  });

  it('lists the client’s packages with the sessions left', async () => {
    serve(
      makeManagedBooking({
        packages: [
          {
            id: 'p1',
            serviceId: 'stem-cell-facial',
            title: 'Buy 4 get 1 free',
            sessionsTotal: 5,
            sessionsUsed: 1,
            sessionsLeft: 4,
            expiresAt: null,
            transferable: true,
            refundedAt: null,
          },
          {
            id: 'p2',
            serviceId: 'korean-glow-drip',
            title: 'Buy 10 get 3 free',
            sessionsTotal: 13,
            sessionsUsed: 13,
            sessionsLeft: 0,
            expiresAt: null,
            transferable: true,
            refundedAt: null,
          },
        ],
      }),
    );
    await openPage();
    const packages = within(screen.getByRole('region', { name: 'Your packages' }));
    expect(packages.getByText('4 of 5 sessions left')).toBeTruthy();
    expect(packages.getByRole('button', { name: 'Book a session of Stem Cell Facial' })).toBeTruthy();
    expect(packages.getByText('All sessions used.')).toBeTruthy();
  });
});
