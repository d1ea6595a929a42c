import { PRODUCT_NAME } from '../../../domain/brand';
import { formatManilaDate, manilaDate } from '../../../domain/manila-date';
import { formatPesos } from '../../../domain/money';
import { PAYMENT_ACKNOWLEDGEMENT, type RecordedPaymentStatus } from '../../../domain/payment';
import { findPaymentMethod } from '../../../domain/payment-methods';
import type { PaymentColumns } from '../db/rows';
import type { RenderedEmail } from './booking-email';
import { type EmailContent, renderHtml, renderText } from './email-layout';

/** Always "payment acknowledgement": the BIR invoice comes from the clinic's own system. */
export const PAYMENT_ACK_SUBJECT: Record<RecordedPaymentStatus, string> = {
  paid: `${PRODUCT_NAME} - Payment acknowledgement`,
  refunded: `${PRODUCT_NAME} - Refund acknowledgement`,
};

export interface PaidVisit extends PaymentColumns {
  booking_number: string;
  customer_name: string;
  payment_method: Parameters<typeof findPaymentMethod>[0];
  total_price: string | number;
}

/** Which recording an acknowledgement row is for, from its dedupe key `payment:<id>:<status>`. */
export function recordedStatusOf(dedupeKey: string | null): RecordedPaymentStatus {
  return dedupeKey?.endsWith(':refunded') ? 'refunded' : 'paid';
}

/**
 * Tells the client what staff recorded (the status the row was queued for, even when a later
 * recording changed it before the worker sent it), with the figures as recorded now. Worded as an
 * acknowledgement, never a receipt: the official invoice is issued by the clinic's own system.
 */
export function renderPaymentAcknowledgement(
  visit: PaidVisit,
  recorded: RecordedPaymentStatus,
  what: string,
  siteUrl: string,
  manageHref: string | undefined,
): RenderedEmail {
  const refunded = recorded === 'refunded';
  // A refund leaves the ledger's sum at 0: there is no amount received to show then.
  const amount =
    visit.amount_paid === null ||
    visit.amount_paid === undefined ||
    (refunded && Number(visit.amount_paid) === 0)
      ? null
      : Number(visit.amount_paid);
  const content: EmailContent = {
    heading: refunded ? 'Refund acknowledgement' : 'Payment acknowledgement',
    greeting: `Hi ${visit.customer_name},`,
    paragraphs: [
      refunded
        ? `We have recorded a refund of your payment for ${what} (booking ${visit.booking_number}).`
        : `We have received your payment for ${what} (booking ${visit.booking_number}). Thank you!`,
      `This e-mail is a ${PAYMENT_ACKNOWLEDGEMENT}, not an official receipt: ask the clinic for your official receipt (BIR invoice) at your visit.`,
    ],
    details: [
      ['Booking number', visit.booking_number],
      ['Paid by', findPaymentMethod(visit.payment_method)?.name ?? visit.payment_method],
      ...(amount === null ? [] : ([['Amount received', formatPesos(amount)]] as Array<[string, string]>)),
      ['Booking total', formatPesos(Number(visit.total_price))],
      ...(visit.payment_reference
        ? ([['Reference', visit.payment_reference]] as Array<[string, string]>)
        : []),
      ...(visit.payment_verified_at
        ? ([['Recorded on', formatManilaDate(manilaDate(new Date(visit.payment_verified_at)))]] as Array<
            [string, string]
          >)
        : []),
    ],
    actions: manageHref
      ? [
          {
            intro: 'Your booking, its payment and your packages are on your booking page.',
            label: 'View my booking',
            href: manageHref,
          },
        ]
      : [],
    closing: ['See you soon!'],
    siteUrl,
  };
  const subject = refunded ? PAYMENT_ACK_SUBJECT.refunded : PAYMENT_ACK_SUBJECT.paid;
  return { subject, text: renderText(content), html: renderHtml(content) };
}
