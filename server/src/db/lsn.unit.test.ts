import { describe, expect, it } from 'vitest';
import { parseLsn } from './lsn';

describe('WAL positions (LSN)', () => {
  it('reads the text PostgreSQL prints as one number, the high half counting 2^32', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('compares across the halves, not as text ("9/0" is before "10/0")', () => {
    const at = (text: string) => parseLsn(text) ?? -1n;
    expect(at('10/0') > at('9/FFFFFFFF')).toBe(true);
    expect(at('0/3000060') > at('0/300005F')).toBe(true);
  });

  it('reads anything else as no position', () => {
    for (const bad of [null, undefined, '', '16', 'x/1', '1/2/3', ' 0/1'])
      expect(parseLsn(bad)).toBeUndefined();
  });
});
