// @vitest-environment jsdom
import { type Payment, UNPAID } from '@domain/payment';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, saveSession } from '../../../lib/session';
import { jsonResponse } from '../testing/fake-api';
import { StaffPaymentPanel } from './staff-payment-panel';

afterEach(() => {
  cleanup();
  endSession('signed-out');
  vi.unstubAllGlobals();
});

const panel = (payment: Payment) =>
  render(
    <StaffPaymentPanel
      owner={{ kind: 'consultation', id: 'c1' }}
      customerName="Ana Reyes"
      totalPrice={1500}
      payment={payment}
      disabledReason={null}
    />,
  );

describe('StaffPaymentPanel', () => {
  it('says no proof was sent, with no button to look for one, while the visit is unpaid', () => {
    panel(UNPAID);
    expect(screen.queryByRole('button', { name: 'View proof of payment' })).toBeNull();
    expect(screen.getByText('No proof of payment sent yet.')).toBeTruthy();
  });

  it('never pre-fills the amount due as the amount received; a part-payment shows its balance', () => {
    panel({ ...UNPAID, status: 'part-paid', amountPaid: 1, balance: 1499 });
    expect((screen.getByLabelText('Amount received (₱)') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Part paid')).toBeTruthy();
    expect(screen.getByText('₱1,499')).toBeTruthy();
  });

  it('offers a refund to admins only, behind the delete code', () => {
    saveSession('jwt', { role: 'staff', name: 'Desk' });
    const staffView = panel({ ...UNPAID, status: 'paid', amountPaid: 1500 });
    expect(screen.queryByRole('button', { name: 'Record refund' })).toBeNull();
    staffView.unmount();
    saveSession('jwt', { role: 'admin', name: 'Owner' });
    panel({ ...UNPAID, status: 'paid', amountPaid: 1500 });
    expect(screen.getByRole('button', { name: 'Record refund' })).toBeTruthy();
    expect(screen.getByLabelText('Delete code (for a refund)')).toBeTruthy();
  });

  it('offers the proof once the client has sent one', () => {
    panel({ ...UNPAID, status: 'proof-submitted' });
    expect(screen.getByRole('button', { name: 'View proof of payment' })).toBeTruthy();
    expect(screen.queryByText('No proof of payment sent yet.')).toBeNull();
  });
});

const bookingView = (payment: Payment) => {
  // The client's packages, asked for by the panel's package list.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ data: [] })),
  );
  return render(
    <MemoryRouter>
      <StaffPaymentPanel
        owner={{ kind: 'booking', id: 'b1' }}
        customerName="Ana Reyes"
        totalPrice={1500}
        payment={payment}
        disabledReason={null}
        visit={{
          bookingNumber: 'TBL00000001',
          customerName: 'Ana Reyes',
          when: 'Sat 28 Nov, 2:30 PM',
          where: 'Makati',
          treatments: ['Stem Cell Facial'],
        }}
      />
    </MemoryRouter>,
  );
};

describe('StaffPaymentPanel in a booking’s view, beside the checkout at the counter', () => {
  it('shows the money once: the checkout’s Total, Received and Balance, and no figures of its own', () => {
    bookingView({ ...UNPAID, status: 'part-paid', amountPaid: 500, balance: 1000 });
    const counter = screen.getByRole('region', { name: 'Checkout at the counter' });
    expect(within(counter).getByText('₱1,500')).toBeTruthy();
    expect(within(counter).getByText('₱500')).toBeTruthy();
    expect(within(counter).getByText('₱1,000')).toBeTruthy();
    for (const figure of ['₱1,500', '₱500', '₱1,000']) expect(screen.getAllByText(figure)).toHaveLength(1);
    expect(screen.queryByText(/Total due/)).toBeNull();
    expect(screen.queryByText('Balance due')).toBeNull();
    expect(screen.queryByLabelText('Amount received (₱)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record as paid' })).toBeNull();
    expect(screen.getByText('Part paid')).toBeTruthy();
  });

  it('keeps the proof’s check while a proof waits: the amount as the proof shows it, never pre-filled', () => {
    bookingView({ ...UNPAID, status: 'proof-submitted' });
    expect(screen.getByRole('button', { name: 'View proof of payment' })).toBeTruthy();
    expect((screen.getByLabelText('Amount received (₱)') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Record as paid' })).toBeTruthy();
  });

  it('offers admins the refund of a paid booking, without the proof check', () => {
    saveSession('jwt', { role: 'admin', name: 'Owner' });
    bookingView({ ...UNPAID, status: 'paid', amountPaid: 1500, balance: 0 });
    expect(screen.getByRole('button', { name: 'Record refund' })).toBeTruthy();
    expect(screen.getByLabelText('Delete code (for a refund)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record as paid' })).toBeNull();
  });
});
