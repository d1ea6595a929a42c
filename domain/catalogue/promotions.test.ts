import { describe, expect, it } from 'vitest';
import { type Promotion, promotionTimeLeft } from './promotions';
import { SERVICES } from './services';

const ENDS = Date.parse('2030-06-15T23:59:59+08:00');
const promotion: Promotion = { title: 'Test offer', endsAt: '2030-06-15T23:59:59+08:00' };

describe('a promotion ends at its own end date, not every midnight', () => {
  it('counts down to the end date across many days', () => {
    expect(promotionTimeLeft(promotion, new Date(ENDS - 3 * 86_400_000 - 5_000))).toBe(
      3 * 86_400_000 + 5_000,
    );
  });

  it('does not restart at midnight: one second after Manila midnight, a day less is left', () => {
    const beforeMidnight = new Date(Date.parse('2030-06-13T23:59:59+08:00'));
    const afterMidnight = new Date(Date.parse('2030-06-14T00:00:01+08:00'));
    const before = promotionTimeLeft(promotion, beforeMidnight) ?? 0;
    const after = promotionTimeLeft(promotion, afterMidnight) ?? 0;
    expect(before - after).toBe(2_000);
  });

  it('is gone once it has ended, and absent when no end is set', () => {
    expect(promotionTimeLeft(promotion, new Date(ENDS))).toBeNull();
    expect(promotionTimeLeft(promotion, new Date(ENDS + 1))).toBeNull();
    expect(promotionTimeLeft(undefined, new Date(ENDS - 1))).toBeNull();
    expect(promotionTimeLeft({ title: 'x', endsAt: 'not a date' }, new Date())).toBeNull();
  });

  it('keeps every promotion in the catalogue on a real Manila instant', () => {
    for (const service of SERVICES) {
      if (!service.promotion) continue;
      expect(service.promotion.endsAt, service.id).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
      expect(Number.isFinite(Date.parse(service.promotion.endsAt)), service.id).toBe(true);
      expect(service.salesLayout, `${service.id}: only sales pages show a countdown`).toBe(true);
    }
  });
});
