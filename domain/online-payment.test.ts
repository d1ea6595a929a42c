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

  it('asks for the rest of a deposit first, then the balance (issue 28 items 3 and 5)', () => {
    const base = { status: 'pending' as const, total: 2000, paymentStatus: 'unpaid' as const };
    expect(amountDueOnline({ ...base, amountPaid: null, deposit: 600 })).toBe(600);
    expect(amountDueOnline({ ...base, amountPaid: 200, paymentStatus: 'part-paid', deposit: 600 })).toBe(400);
    expect(amountDueOnline({ ...base, amountPaid: 600, paymentStatus: 'part-paid', deposit: 600 })).toBe(
      1400,
    );
    expect(amountDueOnline({ ...base, amountPaid: null, deposit: 0 })).toBe(2000);
  });

  it('confirms once the deposit came in, not before', () => {
    expect(paidEnoughToConfirm({ total: 2000, amountPaid: 599, deposit: 600 })).toBe(false);
    expect(paidEnoughToConfirm({ total: 2000, amountPaid: 600, deposit: 600 })).toBe(true);
    expect(paidEnoughToConfirm({ total: 2000, amountPaid: 600, deposit: 0 })).toBe(false);
  });
});
