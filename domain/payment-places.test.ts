import { describe, expect, it } from 'vitest';
import { addDays, manilaDate } from './manila-date';
import { paymentMethodFits, paymentMethodIdsFor, paymentMethodMismatchMessage } from './payment-places';
import { createBookingRequestSchema } from './schemas/booking';
import { createConsultationRequestSchema } from './schemas/consultation';

const date = addDays(manilaDate(), 3);

function booking(serviceType: 'clinic' | 'home', paymentMethod: string) {
  return {
    bookingData: {
      serviceType,
      branch: serviceType === 'home' ? 'home' : 'makati',
      address: serviceType === 'home' ? '12 Mabini Street, Makati City' : '',
      date,
      time: '14:00',
      age: 30,
      customerName: 'Ana Reyes',
      email: 'ana@example.com',
      phone: '09171234567',
      paymentMethod,
    },
    cartItems: [{ id: 'korean-glow-drip', quantity: 1 }],
  };
}

const consultation = (paymentMethod: string) => ({
  date,
  time: '14:00',
  age: 30,
  customerName: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '09171234567',
  paymentMethod,
});

describe('the ways to pay that fit each place', () => {
  it('offers the front desk at a clinic, cash at the door at home, and transfers only for a video call', () => {
    expect(paymentMethodIdsFor('clinic')).toEqual(['bdo', 'bpi', 'gcash', 'clinic']);
    expect(paymentMethodIdsFor('home')).toEqual(['bdo', 'bpi', 'gcash', 'cash']);
    expect(paymentMethodIdsFor('online')).toEqual(['bdo', 'bpi', 'gcash']);
    expect(paymentMethodFits('home', 'clinic')).toBe(false);
    expect(paymentMethodFits('clinic', 'cash')).toBe(false);
    expect(paymentMethodFits('online', 'gcash')).toBe(true);
    expect(paymentMethodMismatchMessage('home')).toBe(
      'Choose a payment method offered for a home visit: BDO QR, BPI QR, GCash or Cash on home service',
    );
  });

  it('is enforced by the booking schema the server checks', () => {
    expect(createBookingRequestSchema.safeParse(booking('clinic', 'clinic')).success).toBe(true);
    expect(createBookingRequestSchema.safeParse(booking('home', 'cash')).success).toBe(true);
    const home = createBookingRequestSchema.safeParse(booking('home', 'clinic'));
    expect(home.success).toBe(false);
    expect(home.error?.issues[0]).toMatchObject({
      path: ['bookingData', 'paymentMethod'],
      message: paymentMethodMismatchMessage('home'),
    });
    expect(createBookingRequestSchema.safeParse(booking('clinic', 'cash')).success).toBe(false);
  });

  it('is enforced by the consultation schema the server checks', () => {
    expect(createConsultationRequestSchema.safeParse(consultation('bpi')).success).toBe(true);
    for (const method of ['clinic', 'cash']) {
      const refused = createConsultationRequestSchema.safeParse(consultation(method));
      expect(refused.error?.issues[0]?.message).toBe(paymentMethodMismatchMessage('online'));
    }
  });
});
