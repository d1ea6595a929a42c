export const PAYMENT_METHOD_IDS = ['bdo', 'bpi', 'gcash', 'clinic', 'cash'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  type: 'Bank' | 'E-Wallet' | 'Clinic' | 'Cash';
  accountName: string;
  accountNumber: string;
  /** Path of the QR artwork served by the app, absent for paying at the clinic. */
  qrCode?: string;
  /** Path of the logo served by the app. */
  bankImage: string;
  icon: string;
}

const ACCOUNT_NAME = 'TBL Aesthetics and Wellness Inc.';

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'bdo',
    name: 'BDO QR',
    type: 'Bank',
    accountName: ACCOUNT_NAME,
    accountNumber: '0063 8012 4457',
    qrCode: '/images/payments/bdo-qr.svg',
    bankImage: '/images/payments/bdo.svg',
    icon: 'bank',
  },
  {
    id: 'bpi',
    name: 'BPI QR',
    type: 'Bank',
    accountName: ACCOUNT_NAME,
    accountNumber: '3061 0458 72',
    qrCode: '/images/payments/bpi-qr.svg',
    bankImage: '/images/payments/bpi.svg',
    icon: 'bank',
  },
  {
    id: 'gcash',
    name: 'GCash',
    type: 'E-Wallet',
    accountName: 'TBL Aesthetics',
    accountNumber: '0917 123 4567',
    qrCode: '/images/payments/gcash-qr.svg',
    bankImage: '/images/payments/gcash.svg',
    icon: 'wallet',
  },
  {
    id: 'clinic',
    name: 'Pay at the clinic (cash or card)',
    type: 'Clinic',
    accountName: 'Pay at the front desk',
    accountNumber: 'Cash or card on the day of your visit',
    bankImage: '/images/payments/clinic.svg',
    icon: 'store',
  },
  {
    id: 'cash',
    name: 'Cash on home service',
    type: 'Cash',
    accountName: 'Pay our team at your door',
    accountNumber: 'Cash on the day of your home visit',
    bankImage: '/images/payments/cash.svg',
    icon: 'cash',
  },
];

/** Where a visit happens, as far as paying goes: at a branch, at home, or on a video call. */
export type PaymentPlace = 'clinic' | 'home' | 'online';

/**
 * The terms: payment by bank transfer, cash at the clinic or cash on home service. So a clinic visit
 * may be paid at the front desk, a home visit in cash to the team at the door, and a video call
 * (nobody to hand cash to) only by transfer.
 */
const METHODS_BY_PLACE: Record<PaymentPlace, readonly PaymentMethodId[]> = {
  clinic: ['bdo', 'bpi', 'gcash', 'clinic'],
  home: ['bdo', 'bpi', 'gcash', 'cash'],
  online: ['bdo', 'bpi', 'gcash'],
};

const PLACE_WORDS: Record<PaymentPlace, string> = {
  clinic: 'a clinic visit',
  home: 'a home visit',
  online: 'an online consultation',
};

export function paymentMethodIdsFor(place: PaymentPlace): readonly PaymentMethodId[] {
  return METHODS_BY_PLACE[place];
}

export function paymentMethodsFor(place: PaymentPlace): readonly PaymentMethod[] {
  return METHODS_BY_PLACE[place].map(
    (id) => PAYMENT_METHODS.find((method) => method.id === id) as PaymentMethod,
  );
}

export function paymentMethodFits(place: PaymentPlace, id: unknown): boolean {
  return typeof id === 'string' && (METHODS_BY_PLACE[place] as readonly string[]).includes(id);
}

/** 'Choose a payment method offered for a home visit: BDO QR, BPI QR, GCash or Cash on home service'. */
export function paymentMethodMismatchMessage(place: PaymentPlace): string {
  const names = paymentMethodsFor(place).map((method) => method.name);
  const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Choose a payment method offered for ${PLACE_WORDS[place]}: ${list}`;
}

export function findPaymentMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}
