// @vitest-environment jsdom
import { type Payment, UNPAID } from '@domain/payment';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, saveSession } from '../../../lib/session';
import { StaffPaymentPanel } from './staff-payment-panel';

afterEach(() => {
  cleanup();
  endSession('signed-out');
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
