import { describe, expect, it } from 'vitest';
import { inQuietHours, smsSendableAt } from './quiet-hours';

const manila = (iso: string) => new Date(`${iso}+08:00`);

describe('quiet hours (21:00 to 08:00 Manila)', () => {
  it('sends at once during the day, up to 20:59', () => {
    for (const at of ['2026-12-01T08:00:00', '2026-12-01T13:30:00', '2026-12-01T20:59:59']) {
      expect(inQuietHours(manila(at))).toBe(false);
      expect(smsSendableAt(manila(at))).toEqual(manila(at));
    }
  });

  it('holds a message written from 21:00 until 08:00 the next morning', () => {
    expect(smsSendableAt(manila('2026-12-01T21:00:00'))).toEqual(manila('2026-12-02T08:00:00'));
    expect(smsSendableAt(manila('2026-12-01T23:59:00'))).toEqual(manila('2026-12-02T08:00:00'));
  });

  it('holds a message written after midnight until 08:00 the same morning', () => {
    expect(smsSendableAt(manila('2026-12-02T00:00:00'))).toEqual(manila('2026-12-02T08:00:00'));
    expect(smsSendableAt(manila('2026-12-02T07:59:59'))).toEqual(manila('2026-12-02T08:00:00'));
    expect(inQuietHours(manila('2026-12-02T07:59:59'))).toBe(true);
  });

  it('crosses month and year ends', () => {
    expect(smsSendableAt(manila('2026-12-31T22:15:00'))).toEqual(manila('2027-01-01T08:00:00'));
  });
});
