import { describe, expect, it } from 'vitest';
import {
  clampWeight,
  estimateWeightLossKg,
  typicalWeightLossRangeKg,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from './weight-loss';

describe('weight-loss estimate', () => {
  it('runs the slider from 60 to 180 kg', () => {
    expect(WEIGHT_MIN).toBe(60);
    expect(WEIGHT_MAX).toBe(180);
  });

  it('is round((weight - 60) / 120 * 24 + 12)', () => {
    expect(estimateWeightLossKg(60)).toBe(12);
    expect(estimateWeightLossKg(90)).toBe(18);
    expect(estimateWeightLossKg(120)).toBe(24);
    expect(estimateWeightLossKg(180)).toBe(36);
    expect(estimateWeightLossKg(75)).toBe(15);
    expect(estimateWeightLossKg(63)).toBe(Math.round(12.6));
    for (let weight = 60; weight <= 180; weight += 1) {
      expect(estimateWeightLossKg(weight)).toBe(Math.round(((weight - 60) / 120) * 24 + 12));
    }
  });

  it('clamps weights outside the slider', () => {
    expect(estimateWeightLossKg(40)).toBe(12);
    expect(estimateWeightLossKg(250)).toBe(36);
    expect(estimateWeightLossKg(Number.NaN)).toBe(12);
    expect(clampWeight(59.5)).toBe(60);
    expect(clampWeight(181)).toBe(180);
    expect(clampWeight(100)).toBe(100);
  });
});

describe('the typical range shown to visitors', () => {
  it('is a range, ending at the estimate, never a single promised figure', () => {
    expect(typicalWeightLossRangeKg(80)).toEqual({ low: 10, high: 16 });
    expect(typicalWeightLossRangeKg(60)).toEqual({ low: 7, high: 12 });
    for (let weight = 60; weight <= 180; weight += 1) {
      const { low, high } = typicalWeightLossRangeKg(weight);
      expect(high).toBe(estimateWeightLossKg(weight));
      expect(low).toBeLessThan(high);
    }
  });
});
