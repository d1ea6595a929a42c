// @vitest-environment jsdom
import { UNPAID } from '@domain/payment';
import type { MyBookings } from '@domain/schemas/my-bookings';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../components/dialog/testing/jsdom-dialog';
import { db } from '../../offline/db';
import { renderRoute } from '../catalogue/test/render-route';
import { MyBookingsPage } from './my-bookings-page';
import { MyBookingsRequestPage } from './my-bookings-request-page';

const TOKEN = 'bWluZUBleGFtcGxlLmNvbQ~abc~signature';

const LIST: MyBookings = {
  email: 'mine@example.com',
  bookings: [
    {
      bookingNumber: 'TBL00001111',
      date: '2026-12-02',
      time: '14:30',
      totalPrice: 7996,
      payment: { ...UNPAID, status: 'paid', amountPaid: 7996 },
      status: 'confirmed',
      branch: 'makati',
      serviceType: 'clinic',
      services: ['Stem Cell Facial - Buy 4 get 1 free'],
      manageToken: 'manage-token-1',
    },
  ],
  consultations: [],
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
  ],
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await db.keyval.clear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('My bookings', () => {
  it('lists bookings with their payment and manage link, and packages with sessions left', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(LIST)),
    );
    renderRoute('/my-bookings/:token', <MyBookingsPage />, `/my-bookings/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Your bookings' });
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage booking TBL00001111' }).getAttribute('href')).toBe(
      '/my-booking/manage-token-1',
    );
    expect(screen.getByText('4 of 5 sessions left')).toBeTruthy();
  });

  it('shows each visit’s status, a 12-hour time and a home visit in words; a cancelled one shows no payment to make', async () => {
    const base = LIST.bookings[0] as MyBookings['bookings'][number];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          ...LIST,
          bookings: [
            base,
            {
              ...base,
              bookingNumber: 'TBL00002222',
              status: 'cancelled',
              serviceType: 'home',
              branch: 'home',
              payment: UNPAID,
              manageToken: 'manage-token-2',
            },
          ],
          consultations: [
            {
              bookingNumber: 'TBL00003333',
              date: '2026-12-03',
              time: '15:00',
              totalPrice: 700,
              payment: UNPAID,
              status: 'cancelled',
              manageToken: 'consultation-token-3',
            },
          ],
        } satisfies MyBookings),
      ),
    );
    renderRoute('/my-bookings/:token', <MyBookingsPage />, `/my-bookings/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Your bookings' });
    const [live, cancelled] = screen.getAllByTestId('my-booking');
    expect(live?.textContent).toContain('Status: Confirmed');
    expect(live?.textContent).toContain('2:30 PM');
    expect(live?.textContent).not.toContain('14:30');
    expect(live?.textContent).toContain('Makati clinic');
    expect(cancelled?.textContent).toContain('Status: Cancelled');
    expect(cancelled?.textContent).toContain('Home service');
    expect(cancelled?.textContent).not.toMatch(/· home ·/);
    expect(cancelled?.textContent).not.toContain('Not paid yet');
    const consultation = screen.getByTestId('my-consultation');
    expect(consultation.textContent).toContain('Status: Cancelled');
    expect(consultation.textContent).toContain('3:00 PM');
    expect(consultation.textContent).not.toContain('Not paid yet');
    expect(screen.getByRole('link', { name: 'Manage consultation TBL00003333' }).getAttribute('href')).toBe(
      '/my-consultation/consultation-token-3',
    );
  });

  it('opens offline as last seen on this phone, and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(LIST)),
    );
    const first = renderRoute('/my-bookings/:token', <MyBookingsPage />, `/my-bookings/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Your bookings' });
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute('/my-bookings/:token', <MyBookingsPage />, `/my-bookings/${TOKEN}`);
    await screen.findByText(/You are offline: this is the list as it was on/);
    expect(screen.getByRole('link', { name: 'Manage booking TBL00001111' })).toBeTruthy();
  });

  it('offers a new link when the link is no longer valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ msg: 'This link is not valid or has expired. Ask for a new one.' }, 404)),
    );
    renderRoute('/my-bookings/:token', <MyBookingsPage />, `/my-bookings/${TOKEN}`);
    await screen.findByText('This link is not valid or has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/my-bookings',
    );
  });

  it('asks for the link by e-mail and shows the server’s one answer', async () => {
    const fetch = vi.fn(async () =>
      json({ msg: 'If we have bookings under that e-mail address, a link is on its way.' }, 202),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoute('/my-bookings', <MyBookingsRequestPage />, '/my-bookings');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the e-mail address you booked with');
    await user.type(screen.getByLabelText('E-mail address'), 'mine@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    await screen.findByText('If we have bookings under that e-mail address, a link is on its way.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/my-bookings/link');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'mine@example.com' });
  });
});

describe('Your data (issue 27 item 6)', () => {
  beforeAll(installDialogMethods);

  it('says in words why a download or an erasure request failed, and keeps the dialog open on a refusal', async () => {
    const already =
      'You have already asked us to erase your data; that request is open and the clinic will act on it.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/export')) throw new TypeError('Failed to fetch');
        if (url.endsWith('/erasure')) return json({ msg: already }, 409);
        return json(LIST);
      }),
    );
    const user = userEvent.setup();
    renderRoute('/my-bookings/:token', <MyBookingsPage />, `/my-bookings/${TOKEN}`);
    await screen.findByRole('heading', { level: 2, name: 'Your data' });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/offline|connection|try again/i);

    await user.click(screen.getByRole('button', { name: 'Ask us to erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask us to erase your data?' });
    expect(dialog.textContent).toContain('What we keep, and why');
    expect(document.activeElement?.textContent).toBe('Keep my data');
    await user.click(screen.getByRole('button', { name: 'Yes, erase my data' }));
    expect((await screen.findByText(already)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('dialog', { name: 'Ask us to erase your data?' })).toBeTruthy();
  });
});
