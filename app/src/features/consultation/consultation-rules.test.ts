import { CONSULTATION_UNDER_AGE_MESSAGE } from '@domain/consultation';
import { addDays, manilaDate } from '@domain/manila-date';
import { describe, expect, it } from 'vitest';
import {
  buildConsultationRequest,
  CONSULTATION_DEFAULTS,
  type ConsultationFormValues,
  consultationFieldError,
  consultationReadiness,
} from './consultation-rules';

const complete: ConsultationFormValues = {
  date: addDays(manilaDate(), 1),
  time: '15:00',
  age: '34',
  customerName: 'Bea Reyes',
  email: 'bea@example.com',
  phone: '+63 917 555 0101',
  paymentMethod: 'bpi',
  notes: '',
};

describe('the consultation form', () => {
  it('is ready once every required field is right', () => {
    expect(consultationReadiness(complete)).toEqual({ ready: true, missing: [], invalid: [] });
  });

  it('lists the missing fields by label', () => {
    expect(consultationReadiness(CONSULTATION_DEFAULTS).missing).toEqual([
      'Date',
      'Time',
      'Age',
      'Full name',
      'E-mail',
      'Mobile number',
      'Payment method',
    ]);
  });

  it('takes adults only: 18 to 100', () => {
    expect(consultationFieldError('age', { ...complete, age: '17' })).toBe(CONSULTATION_UNDER_AGE_MESSAGE);
    expect(consultationFieldError('age', { ...complete, age: '18' })).toBeUndefined();
    expect(consultationFieldError('age', { ...complete, age: '101' })).toBeTruthy();
  });

  it('refuses a date in the past', () => {
    expect(consultationFieldError('date', { ...complete, date: addDays(manilaDate(), -1) })).toBe(
      'The date cannot be in the past',
    );
  });

  it('sends the form with the fixed price of 700 pesos', () => {
    const built = buildConsultationRequest({ ...complete, customerName: '  Bea Reyes ' });
    expect(built).toEqual({
      ok: true,
      request: { ...complete, customerName: 'Bea Reyes', age: 34, totalPrice: 700 },
    });
  });
});
