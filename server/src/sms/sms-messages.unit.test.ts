import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../domain/brand';
import { fitsOneSegment } from '../../../domain/sms/sms-segments';
import { SMS_KINDS } from './sms-kinds';
import { renderSms, shortWhen } from './sms-messages';

const link = 'https://tbl-clinic.ph/m/TBL12345678AbCdEfGhIj';
// The longest day and time a booking can have: a two-digit day and a 10:30 start.
const booking = { booking_number: 'TBL12345678', service_date: '2026-12-30', service_time: '10:30' };

describe('SMS wording', () => {
  it('writes the day and time short', () => {
    expect(shortWhen('2026-12-05', '14:00')).toBe('Sat Dec 5, 2:00 PM');
  });

  it.each(SMS_KINDS)(
    '%s names the clinic, the booking, its time and the link in one GSM-7 segment',
    (kind) => {
      const text = renderSms(kind, booking, link);
      expect(text.startsWith(PRODUCT_NAME)).toBe(true);
      expect(text).toContain('TBL12345678');
      expect(text).toContain('Wed Dec 30, 10:30 AM');
      expect(text.endsWith(link)).toBe(true);
      expect({ length: text.length, fits: fitsOneSegment(text) }).toEqual({
        length: text.length,
        fits: true,
      });
    },
  );

  it('tells a booking confirmed at once that it is confirmed, in one segment', () => {
    const text = renderSms('booking-received', { ...booking, status: 'confirmed' }, link);
    expect(text).toContain('is confirmed');
    expect(fitsOneSegment(text)).toBe(true);
  });
});
