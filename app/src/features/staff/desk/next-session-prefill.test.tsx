// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { DashboardScreen } from '../dashboard/dashboard-screen';
import { backOfficeServer, makeBooking } from '../testing/fake-api';
import { NewBookingScreen } from './new-booking-screen';

let server: ReturnType<typeof backOfficeServer>;

const OPEN_PACKAGE = {
  id: '3f0c1a52-6c1e-4a4e-9d55-0b7a3c1e2f10',
  serviceId: 'stem-cell-facial',
  title: 'Buy 4 Get 1 Free',
  sessionsTotal: 5,
  sessionsUsed: 2,
  sessionsLeft: 3,
  expiresAt: null,
  transferable: false,
  refundedAt: null,
};

beforeAll(installDialogMethods);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function start(packages: (typeof OPEN_PACKAGE)[]) {
  const booking = makeBooking(1, {
    status: 'completed',
    bookingData: { ...makeBooking(1).bookingData, branch: 'las-pinas', email: 'ana@example.com' },
  });
  server = backOfficeServer([booking], undefined, { [booking._id]: packages });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'staff' });
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<DashboardScreen />} />
        <Route path="/admin/new-booking" element={<NewBookingScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function bookTheNextSession() {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: 'TBL00000001' });
  await user.click(within(card).getByRole('button', { name: /^View/ }));
  const view = screen.getByRole('dialog', { name: 'View Booking - Customer 1' });
  const counter = within(view).getByRole('region', { name: 'Checkout at the counter' });
  await user.click(within(counter).getByRole('button', { name: 'Book the next session' }));
  const form = await screen.findByRole('form', { name: 'New booking' });
  return { user, form };
}

describe('"Book the next session" from the checkout', () => {
  it('opens the new booking with the client, the branch and the treatment, from the open package', async () => {
    start([OPEN_PACKAGE]);
    const { user, form } = await bookTheNextSession();
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field('Full name').value).toBe('Customer 1');
    expect(field('Mobile number or landline').value).toBe('09171234567');
    expect(field('E-mail (optional)').value).toBe('ana@example.com');
    expect(field('Age').value).toBe('29');
    expect((within(form).getByLabelText('Branch') as HTMLSelectElement).value).toBe('las-pinas');
    const note = within(form).getByRole('region', { name: 'Next session' });
    expect(note.textContent).toContain('Stem Cell Facial');
    expect(note.textContent).toContain('Booked from their package “Buy 4 Get 1 Free” (3 sessions left)');
    expect(within(form).getByText('From the client’s package')).toBeTruthy();
    // Nothing is booked until the desk picks a time and saves.
    expect(server.writes()).toEqual([]);

    const time = within(form).getByLabelText('Time') as HTMLSelectElement;
    await vi.waitFor(() => expect(Array.from(time.options).map((option) => option.value)).toContain('16:00'));
    await user.selectOptions(time, '16:00');
    await user.click(within(form).getByRole('button', { name: 'Save booking' }));
    await screen.findByRole('heading', { name: /^Booking TBL\d+ saved$/ });
    const [taken] = server.writes();
    expect(taken?.url.pathname).toBe('/api/bookings/front-desk');
    expect(taken?.body).toMatchObject({
      bookingData: {
        customerName: 'Customer 1',
        phone: '09171234567',
        email: 'ana@example.com',
        age: 29,
        branch: 'las-pinas',
        time: '16:00',
      },
      cartItems: [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: null, packageId: OPEN_PACKAGE.id }],
    });
  });

  it('says the session is priced as usual when the client has no open package for it', async () => {
    start([{ ...OPEN_PACKAGE, sessionsLeft: 0, sessionsUsed: 5 }]);
    const { form } = await bookTheNextSession();
    const note = within(form).getByRole('region', { name: 'Next session' });
    expect(note.textContent).toContain('No open package for this treatment: priced as usual.');
    expect(within(form).queryByText('From the client’s package')).toBeNull();
    expect((within(form).getByLabelText('Quantity of Stem Cell Facial') as HTMLInputElement).value).toBe('1');
  });
});
