import { describe, expect, it } from 'vitest';
import { check } from '../schemas/validation';
import { datesInRange, daysInRange, percentage, reportQuerySchema } from './report-range';

describe('a report period', () => {
  it('counts both ends and lists its dates across a month end', () => {
    expect(daysInRange('2026-11-30', '2026-12-01')).toBe(2);
    expect(datesInRange('2026-11-30', '2026-12-01')).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('accepts a leap year whole and refuses a day more, naming to', () => {
    expect(check(reportQuerySchema, { from: '2028-01-01', to: '2028-12-31' }).ok).toBe(true);
    expect(check(reportQuerySchema, { from: '2028-01-01', to: '2029-01-01' })).toMatchObject({
      ok: false,
      field: 'to',
    });
  });

  it('names the missing or malformed field, and a period that runs backwards', () => {
    expect(check(reportQuerySchema, { to: '2026-11-01' })).toMatchObject({ ok: false, field: 'from' });
    expect(check(reportQuerySchema, { from: '2026-11-01', to: '2026-02-30' })).toMatchObject({
      ok: false,
      field: 'to',
      message: 'to must be a date written YYYY-MM-DD',
    });
    expect(check(reportQuerySchema, { from: '2026-11-02', to: '2026-11-01' })).toMatchObject({
      ok: false,
      field: 'to',
      message: 'to must be on or after from',
    });
  });

  it('reads all branches from no branch, empty or all', () => {
    const all = check(reportQuerySchema, { from: '2026-11-01', to: '2026-11-01', branch: 'all' });
    expect(all).toEqual({ ok: true, data: { from: '2026-11-01', to: '2026-11-01', branch: undefined } });
  });

  it('rounds rates to one decimal and is 0 over nothing', () => {
    expect(percentage(3, 8)).toBe(37.5);
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(0, 0)).toBe(0);
  });
});
