import { describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../manila-date';
import { bookingListQuerySchema } from './back-office';
import { bookingFieldSchemas, missingBookingFieldsMessage, requiredBookingFields } from './booking';
import { missingConsultationFieldsMessage } from './consultation';
import { customerNameField, hasNoControlCharacters, normalisePhone } from './fields';
import { check } from './validation';

describe('booking form fields, one at a time', () => {
  it('says what is wrong with each field in words for the visitor', () => {
    expect(check(bookingFieldSchemas.age, '15')).toMatchObject({
      ok: false,
      message: 'Below 16 years old is not allowed for our treatments',
    });
    expect(check(bookingFieldSchemas.age, '16')).toEqual({ ok: true, data: 16 });
    expect(check(bookingFieldSchemas.date, addDays(manilaDate(), -1))).toMatchObject({
      message: 'The date cannot be in the past',
    });
    expect(check(bookingFieldSchemas.time, '10:15')).toMatchObject({ ok: false });
    expect(check(bookingFieldSchemas.email, ' Ana@Example.COM ')).toEqual({
      ok: true,
      data: 'ana@example.com',
    });
  });

  it('normalises Philippine mobile numbers to 09XXXXXXXXX', () => {
    expect(normalisePhone('+63 917-123-4567')).toBe('09171234567');
    expect(normalisePhone('0917 123 4567')).toBe('09171234567');
    expect(normalisePhone('+1 415 555 0100')).toBeUndefined();
  });

  it('refuses control characters but keeps tabs and line breaks', () => {
    expect(hasNoControlCharacters('line one\nline two\tend')).toBe(true);
    expect(hasNoControlCharacters('nul\u0000')).toBe(false);
  });
});

describe('required fields', () => {
  it('asks for the branch of a clinic visit and the address of a home visit, in form order', () => {
    expect(requiredBookingFields('clinic')).toEqual([
      'branch',
      'date',
      'time',
      'age',
      'customerName',
      'email',
      'phone',
      'paymentMethod',
    ]);
    expect(requiredBookingFields(undefined, 'home')[0]).toBe('address');
    expect(
      missingBookingFieldsMessage({ bookingData: { serviceType: 'home', address: ' ', date: '2030-01-01' } }),
    ).toBe('Missing required fields: address, time, age, customerName, email, phone, paymentMethod');
    expect(
      missingConsultationFieldsMessage({
        date: 'x',
        time: 'y',
        age: 20,
        customerName: 'Ana',
        email: 'a@b.ph',
        phone: '0917',
      }),
    ).toBe('Missing required fields: paymentMethod');
  });
});

describe('the dashboard query', () => {
  it('reads strings from the URL with defaults, and treats "all" as no filter', () => {
    expect(check(bookingListQuerySchema, { status: 'all', branch: '' })).toEqual({
      ok: true,
      data: { page: 1, limit: 10, search: undefined, status: undefined, branch: undefined, sort: 'booked' },
    });
    expect(check(bookingListQuerySchema, { limit: '101' })).toMatchObject({
      ok: false,
      message: 'limit must be a whole number from 1 to 100',
    });
  });
});

describe('a client’s name', () => {
  it('needs letters in some script: an emoji-only or punctuation-only name is refused with a readable message', () => {
    for (const name of ['🌸🌸', '😀 😀', '...', '12']) {
      const result = customerNameField.safeParse(name);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter your name in letters');
    }
    for (const name of ['Ana Santos', 'Ma. Cristina 🌸', 'José Ñiño', '李小龍']) {
      expect(customerNameField.safeParse(name).success, name).toBe(true);
    }
  });
});
