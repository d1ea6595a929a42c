import type { PaymentMethod } from './payment-methods';

const ACCOUNT_NAME = 'TBL Aesthetics and Wellness Inc.';

/**
 * The clinic's bank and e-wallet accounts: every place takes them. Kept apart from the other ways to
 * pay because every page's footer shows these logos, and only checkout needs the rest.
 */
export const TRANSFER_METHODS: readonly PaymentMethod[] = [
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
];
