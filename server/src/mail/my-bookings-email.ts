import { PRODUCT_NAME } from '../../../domain/brand';
import { type OutboxRow, toIso } from '../db/rows';
import { MY_BOOKINGS_LINK_DAYS, myBookingsUrl } from '../manage/my-bookings-token';
import type { RenderedEmail } from './booking-email';
import { type EmailContent, renderHtml, renderText } from './email-layout';

export const MY_BOOKINGS_SUBJECT = `${PRODUCT_NAME} - Your bookings`;

/** The one link to everything booked under the address, signed as of when it was asked for. */
export function renderMyBookingsLink(
  row: OutboxRow,
  { siteUrl, manageKey }: { siteUrl: string; manageKey: string },
): RenderedEmail {
  const href = myBookingsUrl(siteUrl, manageKey, row.to_address, new Date(toIso(row.created_at)));
  const content: EmailContent = {
    heading: 'Your bookings',
    greeting: 'Hi,',
    paragraphs: [
      `You asked for a link to your bookings with ${PRODUCT_NAME}. It lists your bookings, consultations and packages, each with its own page.`,
      `The link works for ${MY_BOOKINGS_LINK_DAYS} days. If you did not ask for it, you can ignore this e-mail.`,
    ],
    details: [],
    actions: [{ intro: 'Open your bookings:', label: 'My bookings', href }],
    closing: ['See you soon!'],
    siteUrl,
  };
  return { subject: MY_BOOKINGS_SUBJECT, text: renderText(content), html: renderHtml(content) };
}
