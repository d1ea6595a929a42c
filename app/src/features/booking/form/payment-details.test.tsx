// @vitest-environment jsdom
import { proofStep } from '@domain/payment';
import { findPaymentMethod, type PaymentMethod } from '@domain/payment-methods';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentDetails } from './payment-details';

afterEach(cleanup);

const method = (id: string) => findPaymentMethod(id) as PaymentMethod;

describe('where the money goes', () => {
  it('asks for the proof on the visit’s own page, in the words the e-mails use', () => {
    render(<PaymentDetails method={method('gcash')} purpose="consultation TBL1" subject="consultation" />);
    const line = screen.getByText(/Scan the code/);
    expect(line.textContent).toContain(`then ${proofStep('consultation')}.`);
    expect(line.textContent).not.toMatch(/keep your receipt|asks for it/);
  });

  it('tells a cash home visit what to do on the day, with no account to send to', () => {
    render(<PaymentDetails method={method('cash')} purpose="your booking" subject="booking" />);
    expect(
      screen.getByText('Pay our team in cash on the day of your home visit. Nothing to send before.'),
    ).toBeTruthy();
    expect(screen.queryByText(/screenshot/)).toBeNull();
  });
});
