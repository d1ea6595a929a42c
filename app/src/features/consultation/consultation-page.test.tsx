// @vitest-environment jsdom

import { CONSULTATION_UNDER_AGE_MESSAGE } from '@domain/consultation';
import { addDays, manilaDate } from '@domain/manila-date';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db';
import { fakeClinic, reply } from '../booking/testing/fake-time-api';
import { CONSULTATION_FAILED, ConsultationPage } from './consultation-page';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/online-consultation', element: <ConsultationPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/online-consultation'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Book consultation|Booking\.\.\./ });

async function fill(user: ReturnType<typeof userEvent.setup>, age = '34') {
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: addDays(manilaDate(), 2) } });
  const twenty = () =>
    screen.getByRole('group', { name: 'Time' }).querySelector<HTMLInputElement>('input[value="20:00"]');
  await waitFor(() => expect(twenty()).not.toBeNull());
  await user.click(twenty() as HTMLInputElement);
  await user.type(field('Full name'), 'Bea Reyes');
  await user.type(field('Age'), age);
  await user.type(field('E-mail'), 'bea@example.com');
  await user.type(field('Mobile number'), '+639175550101');
  await user.click(screen.getByRole('radio', { name: /BPI/ }));
}

const json = reply;

beforeAll(() => {
  window.scrollTo = () => {};
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the online consultation page', { timeout: 20_000 }, () => {
  it('takes adults only and keeps the button unavailable until the form is complete', async () => {
    vi.stubGlobal('fetch', fakeClinic(() => json(500, {})).fetch);
    const { user } = renderPage();
    await fill(user, '17');
    await user.tab();
    expect(screen.getByText(CONSULTATION_UNDER_AGE_MESSAGE)).toBeTruthy();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Please check: Age.')).toBeTruthy();
    await user.clear(field('Age'));
    await user.type(field('Age'), '18');
    await waitFor(() => expect(submit().getAttribute('aria-disabled')).toBeNull());
    expect(submit().textContent).toBe('Book consultation · ₱700');
  });

  it("sends 700 pesos and shows the server's booking number", async () => {
    const { fetch, clinic, submissions } = fakeClinic(() =>
      json(201, { bookingNumber: 'TBL70000001', msg: 'Online consultation booked' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderPage();
    await fill(user);
    await screen.findByText("We're holding 8:00 PM for your video call");
    expect(clinic.availabilityQueries[0]?.get('branch')).toBe('online');
    expect(clinic.holds[0]?.body).toMatchObject({ branch: 'online', time: '20:00', services: [] });
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'See you online!' })).toBeTruthy();
    expect(screen.getAllByText('TBL70000001').length).toBeGreaterThan(0);
    expect(submissions()[0]?.url).toMatch(/\/api\/online-consultations$/);
    expect(submissions()[0]?.body).toMatchObject({
      totalPrice: 700,
      age: 34,
      customerName: 'Bea Reyes',
      holdId: 'hold-1',
    });
  });

  it('shows the pay panel on the summary: status, the fee, the account and the proof form', async () => {
    const payment = {
      status: 'unpaid',
      amountPaid: null,
      reference: null,
      verifiedBy: null,
      verifiedAt: null,
    };
    const { fetch } = fakeClinic(() =>
      json(201, {
        bookingNumber: 'TBL70000002',
        consultation: { id: 'c-2', totalPrice: 700, payment },
        manageToken: 'consultation-token',
        msg: 'Online consultation booked',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderPage();
    await fill(user);
    await screen.findByText("We're holding 8:00 PM for your video call");
    await user.click(submit());
    await screen.findByRole('heading', { name: 'See you online!' });
    const pay = within(screen.getByTestId('payment-summary').closest('.card') as HTMLElement);
    expect(pay.getByText('Not paid yet')).toBeTruthy();
    expect(pay.getByText('₱700')).toBeTruthy();
    expect(pay.getByText(/consultation TBL70000002/)).toBeTruthy();
    expect(pay.getByRole('button', { name: 'Copy number' })).toBeTruthy();
    expect(pay.getByLabelText('Screenshot or photo of your payment')).toBeTruthy();
  });

  it("shows 'Failed to book consultation' when the server refuses without a reason", async () => {
    vi.stubGlobal('fetch', fakeClinic(() => json(422, {})).fetch);
    const { user } = renderPage();
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CONSULTATION_FAILED)).toBeTruthy();
    expect(field('Full name').value).toBe('Bea Reyes');
  });
});
