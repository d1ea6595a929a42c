import { describe, expect, it } from 'vitest';
import { presetPeriod } from './report-presets';

describe('the report period presets', () => {
  // 2026-11-27 is a Friday.
  it('starts the week on Monday and the month on the 1st, each ending today', () => {
    expect(presetPeriod('today', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetPeriod('this-week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(presetPeriod('this-week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetPeriod('this-month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('takes last month whole, across a year end', () => {
    expect(presetPeriod('last-month', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('last-month', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
