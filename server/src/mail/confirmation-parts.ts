import { CLINIC_EMAIL, CLINIC_PAYMENTS_EMAIL, CONFIRMATION_MINUTES } from '../../../domain/brand';
import { findPaymentMethod } from '../../../domain/payment-methods';

/** What both confirmations share: the payment lines, the proof-of-payment link, the promise. */

export const CONFIRM_PROMISE = `Our team will confirm your appointment within ${CONFIRMATION_MINUTES} minutes.`;

export function paymentDetails(methodId: string): Array<[string, string]> {
  const method = findPaymentMethod(methodId);
  if (!method) return [['Payment method', methodId]];
  return [
    ['Payment method', method.name],
    ['Account name', method.accountName],
    ['Account number', method.accountNumber],
  ];
}

export function proofOfPaymentAction(bookingNumber: string) {
  const subject = encodeURIComponent(`Proof of payment - ${bookingNumber}`);
  return {
    intro: `Paid by bank transfer or e-wallet? Send your proof of payment to ${CLINIC_PAYMENTS_EMAIL} with your booking number ${bookingNumber}.`,
    label: 'Send proof of payment',
    href: `mailto:${CLINIC_PAYMENTS_EMAIL}?subject=${subject}`,
  };
}

/** For a booking: the proof is attached on its own page (stored with the booking, seen by the desk). */
export function proofOnManagePageAction(manageHref: string) {
  return {
    intro:
      'Paid by bank transfer or GCash? Attach a screenshot of your payment and its reference number on your booking page.',
    label: 'Send proof of payment',
    href: manageHref,
  };
}

/** The domain calendar UIDs are minted under. */
export const CALENDAR_DOMAIN = CLINIC_EMAIL.split('@')[1] ?? 'tbl-clinic.ph';
