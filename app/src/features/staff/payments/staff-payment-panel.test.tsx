// @vitest-environment jsdom
import { type Payment, UNPAID } from '@domain/payment';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffPaymentPanel } from './staff-payment-panel';

afterEach(cleanup);

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

  it('offers the proof once the client has sent one', () => {
    panel({ ...UNPAID, status: 'proof-submitted' });
    expect(screen.getByRole('button', { name: 'View proof of payment' })).toBeTruthy();
    expect(screen.queryByText('No proof of payment sent yet.')).toBeNull();
  });
});
