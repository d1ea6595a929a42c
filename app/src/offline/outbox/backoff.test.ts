import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retry delays', () => {
  const middle = () => 0.5;

  it('doubles from about 2 seconds', () => {
    expect(retryDelayMs(1, undefined, middle)).toBe(1_500);
    expect(retryDelayMs(2, undefined, middle)).toBe(3_000);
    expect(retryDelayMs(3, undefined, middle)).toBe(6_000);
  });

  it('never waits more than five minutes', () => {
    expect(retryDelayMs(30, undefined, () => 1)).toBe(300_000);
  });

  it('waits at least as long as the server asks, within the cap', () => {
    expect(retryDelayMs(1, 60, middle)).toBe(60_000);
    expect(retryDelayMs(1, 86_400, middle)).toBe(300_000);
  });

  it('spreads retries with jitter', () => {
    expect(retryDelayMs(4, undefined, () => 0)).toBe(8_000);
    expect(retryDelayMs(4, undefined, () => 1)).toBe(16_000);
  });
});
