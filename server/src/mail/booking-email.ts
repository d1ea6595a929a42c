import { PRODUCT_NAME } from '../../../domain/brand';
import { findPaymentMethod, isTransferMethod } from '../../../domain/payment-methods';
import { lapseRuleNote } from '../../../domain/pending-lapse';
import type { BookingRow } from '../db/rows';
import {
  appointmentWhen,
  type BranchSource,
  bookingIcs,
  bookingItems,
  bookingLocation,
  manageAction,
  serviceTypeLabel,
} from './booking-parts';
import { CONFIRM_PROMISE, paymentDetails, proofActions } from './confirmation-parts';
import { type EmailContent, renderHtml, renderText } from './email-layout';

export const BOOKING_SUBJECT = `${PRODUCT_NAME} - Booking Confirmation`;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The calendar invitation, for e-mails about an appointment that stands. */
  ics?: string;
}

/** Where and when a booking takes place, as the details table of a client e-mail lists it. */
export function bookingDetails(row: BookingRow, branches: BranchSource): Array<[string, string]> {
  return [
    ['Booking number', row.booking_number],
    ['Date and time', appointmentWhen(row.service_date, row.service_time)],
    ['Service type', serviceTypeLabel(row)],
    ['Location', bookingLocation(row, branches)],
  ];
}

export function renderBookingConfirmation(
  row: BookingRow,
  branches: BranchSource,
  siteUrl: string,
  manageHref: string,
): RenderedEmail {
  const content: EmailContent = {
    heading: 'Booking Confirmation',
    greeting: `Hi ${row.customer_name},`,
    // Confirmed at once when the clinic confirms every booking that passes availability.
    paragraphs:
      row.status === 'confirmed'
        ? [`Thank you for booking with ${PRODUCT_NAME}. Your booking ${row.booking_number} is confirmed.`]
        : [
            `Thank you for booking with ${PRODUCT_NAME}. Your booking ${row.booking_number} is tentative until our booking team confirms it.`,
            CONFIRM_PROMISE,
            lapseRuleNote(isTransferMethod(findPaymentMethod(row.payment_method))),
          ],
    details: [
      ...bookingDetails(row, branches),
      ...paymentDetails(row.payment_method),
      ...(row.notes ? ([['Your notes', row.notes]] as Array<[string, string]>) : []),
    ],
    items: bookingItems(row),
    actions: [manageAction(manageHref), ...proofActions(row.payment_method, manageHref, 'booking')],
    closing: [
      row.service_type === 'home'
        ? 'The home service fee is finalised when we call you to confirm.'
        : 'Please arrive 10 minutes early. Need to change something? Use the link above, reply to this e-mail or call us.',
      'See you soon!',
    ],
    siteUrl,
  };
  return {
    subject: BOOKING_SUBJECT,
    text: renderText(content),
    html: renderHtml(content),
    ics: bookingIcs(row, branches),
  };
}
