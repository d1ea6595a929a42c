import { TRANSFER_METHODS } from './payment-accounts';

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
  /** For paying on the day (no account to send to): what the client does, in one sentence. */
  onTheDay?: string;
  /** Path of the logo served by the app. */
  bankImage: string;
  icon: string;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  ...TRANSFER_METHODS,
  {
    id: 'clinic',
    name: 'Pay at the clinic (cash or card)',
    type: 'Clinic',
    accountName: 'Pay at the front desk',
    accountNumber: 'Cash or card on the day of your visit',
    onTheDay: 'Pay in cash or by card at the front desk on the day of your visit.',
    bankImage: '/images/payments/clinic.svg',
    icon: 'store',
  },
  {
    id: 'cash',
    name: 'Cash on home service',
    type: 'Cash',
    accountName: 'Cash to our team',
    accountNumber: 'On the day of your home visit',
    onTheDay: 'Pay our team in cash on the day of your home visit. Nothing to send before.',
    bankImage: '/images/payments/cash.svg',
    icon: 'cash',
  },
];

/** A bank or e-wallet the client sends money to before the visit, and then proves with a screenshot. */
export const isTransferMethod = (method: PaymentMethod | undefined): boolean => Boolean(method?.qrCode);

export function findPaymentMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}
