import { describe, expect, it } from 'vitest';
import { fitsOneSegment, isGsm7 } from './sms-segments';

describe('SMS segments', () => {
  it('counts plain text of up to 160 GSM-7 characters as one segment', () => {
    expect(fitsOneSegment('a'.repeat(160))).toBe(true);
    expect(fitsOneSegment('a'.repeat(161))).toBe(false);
  });

  it('counts the extension characters as two', () => {
    expect(isGsm7('{}[]~^|€\\')).toBe(true);
    expect(fitsOneSegment(`${'a'.repeat(159)}€`)).toBe(false);
  });

  it('knows a character outside GSM-7 makes a 70-character segment', () => {
    expect(isGsm7('Salamat po! ’')).toBe(false);
    expect(fitsOneSegment(`${'a'.repeat(70)}’`)).toBe(false);
    expect(fitsOneSegment('ñ is fine in GSM-7')).toBe(true);
  });
});
