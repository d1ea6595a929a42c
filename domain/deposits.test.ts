import { describe, expect, it } from 'vitest';
import {
  amountDueNow,
  bornStatus,
  type DepositPolicy,
  depositDue,
  depositDueBy,
  depositLapsesNow,
  depositMet,
  depositPolicyText,
} from './deposits';

const every = (percent: number): DepositPolicy => ({ mode: 'every-booking', percent });
const unpaid = (deposit: number, total = 2000) => ({
  deposit,
  total,
  status: 'unpaid' as const,
  amountPaid: null,
});

describe('deposit due', () => {
  it('asks nothing with no policy, and nothing of a free visit', () => {
    expect(depositDue({ mode: 'none', percent: 30 }, { total: 2000 }, true)).toBe(0);
    expect(depositDue(every(30), { total: 0 }, true)).toBe(0);
  });

  it('asks first visits only when the policy says so', () => {
    const policy: DepositPolicy = { mode: 'first-visit', percent: 30 };
    expect(depositDue(policy, { total: 2000 }, true)).toBe(600);
    expect(depositDue(policy, { total: 2000 }, false)).toBe(0);
  });

  it('rounds up to a whole peso and never asks more than the total', () => {
    expect(depositDue(every(30), { total: 1999 }, false)).toBe(600);
    expect(depositDue(every(100), { total: 1999 }, false)).toBe(1999);
  });
});

describe('deposit met and amount due now', () => {
  it('counts what was received toward the deposit, then the rest of the total', () => {
    expect(amountDueNow(unpaid(600))).toBe(600);
    const part = { ...unpaid(600), status: 'part-paid' as const, amountPaid: 200 };
    expect(amountDueNow(part)).toBe(400);
    expect(depositMet(part)).toBe(false);
    const deposit = { ...part, amountPaid: 600 };
    expect(depositMet(deposit)).toBe(true);
    expect(amountDueNow(deposit)).toBe(1400);
    expect(amountDueNow({ ...unpaid(0), status: 'paid', amountPaid: 2000 })).toBe(0);
  });

  it('keeps a booking whose client sent a proof of payment (the desk checks it)', () => {
    expect(depositMet({ ...unpaid(600), status: 'proof-submitted' })).toBe(true);
  });
});

describe('deposit window', () => {
  const made = new Date('2026-12-01T02:00:00Z');
  it('ends the window after it was made, but never after the visit starts', () => {
    const far = new Date('2026-12-05T06:00:00Z');
    expect(depositDueBy(made, 120, far).toISOString()).toBe('2026-12-01T04:00:00.000Z');
    const soon = new Date('2026-12-01T03:00:00Z');
    expect(depositDueBy(made, 120, soon).toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('lapses an unpaid deposit at the end of its window, not a minute before', () => {
    const due = new Date('2026-12-01T04:00:00Z');
    expect(depositLapsesNow(due, unpaid(600), new Date('2026-12-01T03:59:00Z'))).toBe(false);
    expect(depositLapsesNow(due, unpaid(600), due)).toBe(true);
    expect(depositLapsesNow(due, { ...unpaid(600), status: 'part-paid', amountPaid: 600 }, due)).toBe(false);
  });

  it('states the policy with the window and the late-cancellation rule', () => {
    expect(depositPolicyText({ mode: 'none', percent: 30 }, 120)).toBeUndefined();
    expect(depositPolicyText({ mode: 'first-visit', percent: 30 }, 120)).toBe(
      'The clinic asks a 30% deposit for a first visit, paid within 2 hours of booking to keep your time. The deposit is part of your total; if you cancel less than 24 hours before your visit, or do not come, the clinic keeps it.',
    );
  });
});

describe('the status a new online booking is born with', () => {
  it('is confirmed only when the clinic confirms at once and nothing is owed', () => {
    expect(bornStatus(true, 0)).toBe('confirmed');
    expect(bornStatus(true, 300)).toBe('pending');
    expect(bornStatus(false, 0)).toBe('pending');
    expect(bornStatus(false, 300)).toBe('pending');
  });
});
