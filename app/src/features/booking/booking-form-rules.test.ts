import { HOME_SERVICE_RESTRICTION_NOTICE } from '@domain/home-service';
import { addDays, manilaDate } from '@domain/manila-date';
import { UNDER_AGE_MESSAGE } from '@domain/schemas/booking';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../offline/db';
import {
  BOOKING_DEFAULTS,
  type BookingFormValues,
  bookingContextOf,
  bookingErrors,
  bookingFieldError,
  bookingReadiness,
  buildBookingRequest,
  changeBookingField,
  clientBookingNumber,
} from './booking-form-rules';

function line(id: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    key: `${id}|to-be-selected`,
    id,
    quantity: 1,
    timeSlot: 'to-be-selected',
    timeSlotLabel: 'To be selected during booking',
    name: id,
    price: 1999,
    image: '',
    addedAt: 1,
    ...overrides,
  };
}

const complete: BookingFormValues = {
  ...BOOKING_DEFAULTS,
  branch: 'las-pinas',
  date: addDays(manilaDate(), 2),
  time: '14:30',
  age: '29',
  customerName: 'Ana Santos',
  email: 'ana@example.com',
  phone: '0917 123 4567',
  paymentMethod: 'gcash',
};
const anyCart = bookingContextOf([line('stem-cell-facial')]);

describe('service type and branch, coupled', () => {
  it('choosing home makes it home service under the home branch', () => {
    expect(changeBookingField(complete, 'serviceType', 'home')).toMatchObject({
      serviceType: 'home',
      branch: 'home',
    });
    expect(changeBookingField(complete, 'branch', 'home')).toMatchObject({
      serviceType: 'home',
      branch: 'home',
    });
  });

  it('choosing a clinic branch makes it a clinic visit and clears the address', () => {
    const home = {
      ...changeBookingField(complete, 'serviceType', 'home'),
      address: '12 Mabini St., Marikina',
    };
    const clinic = changeBookingField(home, 'branch', 'makati');
    expect(clinic).toMatchObject({ serviceType: 'clinic', branch: 'makati', address: '', landmark: '' });
  });

  it('going back to a clinic visit picks the default branch', () => {
    const home = changeBookingField(complete, 'serviceType', 'home');
    expect(changeBookingField(home, 'serviceType', 'clinic')).toMatchObject({
      serviceType: 'clinic',
      branch: 'makati',
    });
  });

  it('brings the typed address back when the visitor returns to home service', () => {
    const home = {
      ...changeBookingField(complete, 'serviceType', 'home'),
      address: '12 Mabini St., Marikina',
      landmark: 'Blue gate',
    };
    const back = changeBookingField(changeBookingField(home, 'branch', 'makati'), 'serviceType', 'home');
    expect(back).toMatchObject({ address: '12 Mabini St., Marikina', landmark: 'Blue gate' });
  });

  it('asks the city of a home visit, says before sending when the team does not go there, and keeps it', () => {
    const home = { ...changeBookingField(complete, 'serviceType', 'home'), address: '5 Sumulong Highway' };
    expect(bookingFieldError('city', home, anyCart)).toBe('Choose the city of your home address');
    expect(bookingFieldError('city', { ...home, city: 'Antipolo' }, anyCart)).toMatch(
      /^We do not do home visits in Antipolo yet\./,
    );
    expect(bookingFieldError('city', { ...home, city: 'makati city' }, anyCart)).toBeUndefined();
    expect(bookingFieldError('city', { ...complete, city: 'Antipolo' }, anyCart)).toBeUndefined();
    const back = changeBookingField(
      changeBookingField({ ...home, city: 'Pasig' }, 'branch', 'makati'),
      'serviceType',
      'home',
    );
    expect(back.city).toBe('Pasig');
    expect(
      buildBookingRequest({ ...back, address: '5 Kapitolyo St' }, [line('stem-cell-facial')], 1),
    ).toMatchObject({
      ok: true,
      request: { bookingData: { address: '5 Kapitolyo St', city: 'Pasig' } },
    });
  });

  it('changes any other field on its own', () => {
    expect(changeBookingField(complete, 'notes', 'Sensitive skin')).toEqual({
      ...complete,
      notes: 'Sensitive skin',
    });
  });
});

describe('checking the booking form', () => {
  it('accepts a complete clinic booking', () => {
    expect(bookingErrors(complete, anyCart)).toEqual({});
    expect(bookingReadiness(complete, anyCart)).toEqual({ ready: true, missing: [], invalid: [] });
  });

  it('lists what is still missing, by label, in the form order', () => {
    const readiness = bookingReadiness({ ...BOOKING_DEFAULTS, customerName: 'Ana Santos' }, anyCart);
    expect(readiness.ready).toBe(false);
    expect(readiness.missing).toEqual(['Date', 'Time', 'Age', 'E-mail', 'Mobile number', 'Payment method']);
  });

  it('needs the address for home service, not the branch', () => {
    const home = changeBookingField(complete, 'serviceType', 'home');
    expect(bookingReadiness(home, anyCart).missing).toEqual(['Home address', 'City']);
    expect(bookingErrors({ ...home, address: '12 Mabini St.', city: 'Marikina' }, anyCart)).toEqual({});
  });

  it('says why for someone below 16', () => {
    expect(bookingFieldError('age', { ...complete, age: '15' }, anyCart)).toBe(UNDER_AGE_MESSAGE);
    expect(bookingFieldError('age', { ...complete, age: '101' }, anyCart)).toBeTruthy();
    expect(bookingFieldError('age', { ...complete, age: '16' }, anyCart)).toBeUndefined();
  });

  it('refuses a date before today in Manila', () => {
    const yesterday = addDays(manilaDate(), -1);
    expect(bookingFieldError('date', { ...complete, date: yesterday }, anyCart)).toBe(
      'The date cannot be in the past',
    );
    expect(bookingFieldError('date', { ...complete, date: manilaDate() }, anyCart)).toBeUndefined();
  });

  it('takes Philippine mobile numbers only', () => {
    expect(bookingFieldError('phone', { ...complete, phone: '+639171234567' }, anyCart)).toBeUndefined();
    expect(bookingFieldError('phone', { ...complete, phone: '12345' }, anyCart)).toMatch(/09XXXXXXXXX/);
    expect(bookingReadiness({ ...complete, phone: '12345' }, anyCart)).toMatchObject({
      missing: [],
      invalid: ['Mobile number'],
    });
  });

  it('keeps home service closed for hiko-nose and under-eye-filler', () => {
    for (const id of ['hiko-nose', 'under-eye-filler']) {
      const context = bookingContextOf([line('stem-cell-facial'), line(id)]);
      expect(context.homeAllowed).toBe(false);
      const home = {
        ...changeBookingField(complete, 'serviceType', 'home'),
        address: '12 Mabini St., Marikina',
      };
      expect(bookingFieldError('serviceType', home, context)).toBe(HOME_SERVICE_RESTRICTION_NOTICE);
    }
  });
});

describe('the booking request', () => {
  it('numbers the booking TBL and the last eight digits of the time', () => {
    expect(clientBookingNumber(1_732_171_234_567)).toBe('TBL71234567');
  });

  it("carries the form, the cart lines and the cart's total", () => {
    const lines = [
      line('stem-cell-facial', { quantity: 2, price: 1999 }),
      line('korean-glow-drip', {
        selectedPromo: 'Buy 5 Get 1 Free',
        name: 'Korean Glow Drip - Buy 5 Get 1 Free',
        price: 10995,
      }),
    ];
    const built = buildBookingRequest(complete, lines, 1_732_171_234_567);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.request.bookingData).toMatchObject({
      bookingNumber: 'TBL71234567',
      serviceType: 'clinic',
      branch: 'las-pinas',
      address: '',
      age: 29,
      customerName: 'Ana Santos',
      time: '14:30',
    });
    expect(built.request.cartItems).toEqual([
      {
        id: 'stem-cell-facial',
        quantity: 2,
        name: 'stem-cell-facial',
        price: 1999,
        timeSlot: 'to-be-selected',
      },
      {
        id: 'korean-glow-drip',
        quantity: 1,
        selectedPromo: 'Buy 5 Get 1 Free',
        name: 'Korean Glow Drip - Buy 5 Get 1 Free',
        price: 10995,
        timeSlot: 'to-be-selected',
      },
    ]);
    expect(built.request.totalPrice).toBe(2 * 1999 + 10995);
  });

  it('asks for texts unless the client unticked "Text me", an older draft too', () => {
    const lines = [line('stem-cell-facial')];
    const of = (values: typeof complete) => {
      const built = buildBookingRequest(values, lines, 1);
      return built.ok ? built.request.bookingData.smsOptIn : 'refused';
    };
    expect(of(complete)).toBe(true);
    expect(of({ ...complete, smsOptIn: 'no' })).toBe(false);
    const { smsOptIn: _dropped, ...olderDraft } = complete;
    expect(of(olderDraft as typeof complete)).toBe(true);
  });

  it('sends home service under the home branch with the address', () => {
    const home = {
      ...changeBookingField(complete, 'serviceType', 'home'),
      address: ' 12 Mabini St., Marikina ',
    };
    const built = buildBookingRequest(home, [line('stem-cell-facial')], Date.now());
    expect(built.ok && built.request.bookingData).toMatchObject({
      serviceType: 'home',
      branch: 'home',
      address: '12 Mabini St., Marikina',
    });
  });

  it('refuses to queue what the API would refuse for its shape', () => {
    expect(buildBookingRequest({ ...complete, email: 'nope' }, [line('x')], Date.now()).ok).toBe(false);
    expect(buildBookingRequest(complete, [], Date.now())).toEqual({
      ok: false,
      message: 'Your cart is empty. Add some services to your cart first.',
    });
  });
});
