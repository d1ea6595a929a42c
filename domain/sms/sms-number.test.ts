import { describe, expect, it } from 'vitest';
import { smsNumber } from './sms-number';

describe('smsNumber', () => {
  it('writes every way a Philippine mobile is written as 639XXXXXXXXX', () => {
    for (const written of [
      '09175550199',
      '0917 555 0199',
      '+63 917 555 0199',
      '63 917-555-0199',
      '917.555.0199',
    ]) {
      expect(smsNumber(written)).toBe('639175550199');
    }
  });

  it('has no number for a landline, a foreign number or nonsense', () => {
    for (const written of ['(02) 8123 4567', '+1 415 555 0100', '0917 555', 'call me', '']) {
      expect(smsNumber(written)).toBeUndefined();
    }
  });
});
