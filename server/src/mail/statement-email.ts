import { PRODUCT_NAME } from '../../../domain/brand';
import { formatManilaDate, manilaDate } from '../../../domain/manila-date';
import { formatPesos } from '../../../domain/money';
import { PAYMENT_ENTRY_METHOD_LABELS, type PaymentEntry } from '../../../domain/payment';
import { STATEMENT_HEADING, STATEMENT_NOT_RECEIPT } from '../../../domain/statement';
import type { BookingRow } from '../db/rows';
import { presentPayment } from '../presenters/payment';
import type { RenderedEmail } from './booking-email';
import { appointmentWhen, type BranchSource, bookingItems, bookingLocation } from './booking-parts';
import { renderHtml, renderText } from './email-layout';

export const STATEMENT_SUBJECT = `${PRODUCT_NAME} - ${STATEMENT_HEADING}`;

function entriesOf(row: BookingRow): { received: number; balance: number; entries: PaymentEntry[] } {
  const payment = presentPayment(row);
  const received = Number(payment.amountPaid ?? 0);
  const balance =
    payment.status === 'unpaid' || payment.status === 'proof-submitted'
      ? Number(row.total_price)
      : payment.balance;
  return { received, balance, entries: payment.entries ?? [] };
}

function entryLine(entry: PaymentEntry): [string, string] {
  const when = formatManilaDate(manilaDate(new Date(entry.recordedAt)));
  const how = [
    entry.method ? PAYMENT_ENTRY_METHOD_LABELS[entry.method] : null,
    entry.reference ? `ref. ${entry.reference}` : null,
    entry.amount < 0 ? `correction: ${entry.reason ?? ''}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return [`${when}${how ? ` (${how})` : ''}`, formatPesos(entry.amount)];
}

/**
 * The statement of account, rendered from the booking as it stands when the worker sends it: the
 * visit, its treatments and total, the payments received and the balance. Never a receipt.
 */
export function renderStatement(row: BookingRow, branches: BranchSource, siteUrl: string): RenderedEmail {
  const { received, balance, entries } = entriesOf(row);
  const content = {
    heading: STATEMENT_HEADING,
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `Here is your statement for booking ${row.booking_number} at ${PRODUCT_NAME}.`,
      `${STATEMENT_NOT_RECEIPT}: ask the clinic for your official receipt (BIR invoice).`,
    ],
    details: [
      ['Client', row.customer_name],
      ['Booking number', row.booking_number],
      ['Visit', appointmentWhen(row.service_date, row.service_time)],
      ['Where', bookingLocation(row, branches)],
      ...entries.map(entryLine),
      ['Received so far', formatPesos(received)],
      ['Balance due', formatPesos(balance)],
    ] as Array<[string, string]>,
    items: bookingItems(row),
    closing: ['Thank you!'],
    siteUrl,
  };
  return { subject: STATEMENT_SUBJECT, text: renderText(content), html: renderHtml(content) };
}
