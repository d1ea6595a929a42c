import { describe, expect, it } from 'vitest';
import { promoDateOf, promoEndsAtOf, promoStartsAtOf, promoState } from './promo-dates';

describe('promo dates', () => {
  it('starts at midnight Manila and ends at the last millisecond of its last Manila day', () => {
    expect(promoStartsAtOf('2026-12-01')).toBe('2026-11-30T16:00:00.000Z');
    expect(promoEndsAtOf('2026-12-31')).toBe('2026-12-31T15:59:59.999Z');
  });

  it('reads an instant back as the Manila day a manager typed', () => {
    expect(promoDateOf(promoStartsAtOf('2026-12-01'))).toBe('2026-12-01');
    expect(promoDateOf(promoEndsAtOf('2026-12-31'))).toBe('2026-12-31');
    expect(promoDateOf(undefined)).toBe('');
  });

  it('is upcoming before its start, running through its last evening, ended the next morning', () => {
    const promo = { startsAt: promoStartsAtOf('2026-12-01'), endsAt: promoEndsAtOf('2026-12-31') };
    expect(promoState(promo, new Date('2026-11-30T15:59:59Z'))).toBe('upcoming');
    expect(promoState(promo, new Date('2026-12-31T15:59:00Z'))).toBe('running');
    expect(promoState(promo, new Date('2026-12-31T16:00:00Z'))).toBe('ended');
    expect(promoState({}, new Date())).toBe('running');
  });
});
