import { describe, expect, it } from 'vitest';
import { parseDeskPhone, parseLandline, parseMobile } from './phone-number';

describe('Philippine phone numbers as people write them', () => {
  it('takes every common way of writing a mobile and stores 09XXXXXXXXX', () => {
    for (const written of [
      '09175550199',
      '0917 555 0199',
      '(0917) 555 0199',
      '0917-555-0199',
      '0917.555.0199',
      '+639175550199',
      '+63 917 555 0199',
      '+63 (917) 555-0199',
      '+63-917-555-0199',
      '63 917 555 0199',
      '639175550199',
      '0063 917 555 0199',
      '917 555 0199',
      ' 0917 555 0199 ',
    ]) {
      expect(parseMobile(written), written).toBe('09175550199');
    }
  });

  it('refuses what is not a Philippine mobile', () => {
    for (const written of [
      '12345',
      '0817 123 4567',
      '+1 415 555 0100',
      '0917123456',
      '091712345678',
      '0917 555 O199',
      '(02) 8123 4567',
      '+0917 555 0199',
      '',
    ]) {
      expect(parseMobile(written), written).toBeUndefined();
    }
  });

  it('takes Metro Manila and provincial landlines with their area code, as 10 national digits', () => {
    expect(parseLandline('(02) 8123 4567')).toBe('0281234567');
    expect(parseLandline('02-8123-4567')).toBe('0281234567');
    expect(parseLandline('+63 2 8123 4567')).toBe('0281234567');
    expect(parseLandline('(032) 234 5678')).toBe('0322345678');
    expect(parseLandline('8123 4567')).toBeUndefined();
    expect(parseLandline('(02) 812 345')).toBeUndefined();
    expect(parseLandline('0917 555 0199')).toBeUndefined();
  });

  it('gives a desk booking a mobile or a landline', () => {
    expect(parseDeskPhone('(0917) 555 0199')).toBe('09175550199');
    expect(parseDeskPhone('(02) 8123 4567')).toBe('0281234567');
    expect(parseDeskPhone('call me')).toBeUndefined();
  });
});
