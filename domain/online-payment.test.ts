import { describe, expect, it } from 'vitest';
import { amountDueOnline, paidEnoughToConfirm, toCentavos } from './online-payment';

describe('online payment rules', () => {
  it('asks online for the balance of a visit still to come', () => {
    const money = { status: 'pending', total: 2500, amountPaid: 1000, paymentStatus: 'part-paid' } as const;
    expect(amountDueOnline(money)).toBe(1500);
    expect(amountDueOnline({ ...money, status: 'cancelled' })).toBe(0);
    expect(amountDueOnline({ ...money, amountPaid: 2500, paymentStatus: 'paid' })).toBe(0);
    expect(amountDueOnline({ ...money, paymentStatus: 'refunded' })).toBe(0);
  });

  it('confirms once the whole total came in, never for a visit priced at the consultation', () => {
    expect(paidEnoughToConfirm({ total: 2500, amountPaid: 2500 })).toBe(true);
    expect(paidEnoughToConfirm({ total: 2500, amountPaid: 2499.99 })).toBe(false);
    expect(paidEnoughToConfirm({ total: 0, amountPaid: 0 })).toBe(false);
  });

  it('counts centavos without float drift', () => {
    expect(toCentavos(1234.56)).toBe(123456);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
  });
});
