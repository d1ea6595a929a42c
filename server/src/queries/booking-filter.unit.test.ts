import { describe, expect, it } from 'vitest';
import { searchedColumns } from './booking-filter';
import { emailLocalEndPattern, phoneSearchDigits } from './search';

/** The name, phone and e-mail are searched through their stored folded copies. */
const NAME = { folded: 'customer_name_folded' };
const PHONE = { digits: 'phone_digits' };
const EMAIL = { email: 'email_folded' };

describe('which columns a booking search reads', () => {
  it('reads booking numbers only for text that can be part of one', () => {
    for (const text of ['TBL0079', 'tbl', 'L12', 'bl1', '12345678', 'b']) {
      expect(searchedColumns(text), text).toContainEqual('booking_number');
    }
    for (const text of ['Maria', 'TBLX', 'Santos 1', '50%', 'T B L', '639175550101', 'TBL123456789']) {
      expect(searchedColumns(text), text).not.toContainEqual('booking_number');
    }
  });

  it('reads phones for digits in any written form, e-mails for text without spaces', () => {
    expect(searchedColumns('0917 555 0101')).toEqual([NAME, PHONE]);
    expect(searchedColumns('+63 917 555 0101')).toEqual([NAME, PHONE]);
    expect(searchedColumns('639175550101')).toEqual([NAME, PHONE]);
    expect(searchedColumns('5550101')).toEqual([NAME, 'booking_number', PHONE]);
    expect(searchedColumns('ana@example.com')).toEqual([NAME, EMAIL]);
    expect(searchedColumns('Ana Santos')).toEqual([NAME]);
    expect(searchedColumns('pe')).toEqual([NAME]);
  });
});

describe('the digits a phone search looks for', () => {
  it('gives the last 10 digits of a Philippine mobile however it is typed', () => {
    for (const text of [
      '0917 555 0101',
      '+63 917 555 0101',
      '639175550101',
      '09175550101',
      '(0917) 555-0101',
    ]) {
      expect(phoneSearchDigits(text), text).toBe('9175550101');
    }
    expect(phoneSearchDigits('555 0101')).toBe('5550101');
  });

  it('is not a phone when letters are in it or too few digits', () => {
    for (const text of ['Ana 0917', 'TBL12345678', '12', '+6', 'a@b.c']) {
      expect(phoneSearchDigits(text), text).toBeUndefined();
    }
  });
});

describe('the local-part index an e-mail search reads', () => {
  it('looks up the end of the local part, reversed, for text typed with its @', () => {
    expect(emailLocalEndPattern('Maria.Pena@Example.com')).toBe('anep.airam%');
    expect(emailLocalEndPattern('ramon@')).toBe('nomar%');
    expect(emailLocalEndPattern('na.pena@ex')).toBe('anep.an%');
  });

  it('keeps LIKE characters literal in the reversed text', () => {
    expect(emailLocalEndPattern('a_b%c@x')).toBe('c\\%b\\_a%');
  });

  it('leaves text without a local part, with two @ or beyond ASCII to the trigram search', () => {
    for (const text of ['@example.com', 'example.com', 'ana', 'a@b@c', '@', 'josé@', 'JOSÉ@example.org']) {
      expect(emailLocalEndPattern(text), text).toBeUndefined();
    }
  });
});
