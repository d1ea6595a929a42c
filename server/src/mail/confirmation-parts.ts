import { CLINIC_EMAIL, CONFIRMATION_MINUTES } from '../../../domain/brand';
import { type ProofSubject, proofInstruction } from '../../../domain/payment';
import { findPaymentMethod, isTransferMethod } from '../../../domain/payment-methods';
import type { EmailAction } from './email-layout';

/** What both confirmations share: the payment lines, the proof-of-payment link, the promise. */

export const CONFIRM_PROMISE = `Our team will confirm your appointment within ${CONFIRMATION_MINUTES} minutes.`;

export function paymentDetails(methodId: string): Array<[string, string]> {
  const method = findPaymentMethod(methodId);
  if (!method) return [['Payment method', methodId]];
  if (method.onTheDay) {
    return [
      ['Payment method', method.name],
      ['How to pay', method.onTheDay],
    ];
  }
  return [
    ['Payment method', method.name],
    ['Account name', method.accountName],
    ['Account number', method.accountNumber],
  ];
}

/**
 * The proof is attached on the visit's own page (stored with it, seen by the desk): one way,
 * everywhere. Asked only of a transfer: cash or card on the day has no screenshot to send.
 */
export function proofActions(methodId: string, manageHref: string, subject: ProofSubject): EmailAction[] {
  if (!isTransferMethod(findPaymentMethod(methodId))) return [];
  return [{ intro: proofInstruction(subject), label: 'Send proof of payment', href: manageHref }];
}

/** The domain calendar UIDs are minted under. */
export const CALENDAR_DOMAIN = CLINIC_EMAIL.split('@')[1] ?? 'tbl-clinic.ph';
