export const PAYMENT_METHOD_IDS = ['bdo', 'bpi', 'gcash', 'clinic'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  type: 'Bank' | 'E-Wallet' | 'Clinic';
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
];

export function findPaymentMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}
