import { CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { formatManilaDateTime } from '../../../domain/manila-date';
import { WAITLIST_OFFER_MINUTES } from '../../../domain/waitlist';
import { servicesOf, type WaitlistRow } from '../db/waitlist-row';
import type { RenderedEmail } from './booking-email';
import { appointmentWhen } from './booking-parts';
import { type EmailContent, renderHtml, renderText } from './email-layout';

export const WAITLIST_OFFER_SUBJECT = `${PRODUCT_NAME} - A time freed up for you`;

/** Where a waitlist offer opens: its own page, which books the held time. */
export const waitlistOfferUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/$/, '')}/waitlist/offer/${token}`;

/** The offer of a freed time to a client on the waitlist, with how long it is held. */
export function renderWaitlistOffer(
  row: WaitlistRow,
  rules: Pick<CatalogueRules, 'findBranch' | 'findService'>,
  siteUrl: string,
): RenderedEmail {
  const when = appointmentWhen(row.wish_date, row.offer_time ?? row.from_time);
  const branch = rules.findBranch(row.branch);
  const where = row.branch === 'home' ? 'for home service' : `at ${branch?.name ?? row.branch}`;
  const treatments = servicesOf(row)
    .map((id) => rules.findService(id)?.name ?? id)
    .join(', ');
  const until = row.offer_expires_at ? formatManilaDateTime(row.offer_expires_at) : '';
  const content: EmailContent = {
    heading: 'A time freed up for you',
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `You asked us to tell you if a time freed up. One did: ${when} ${where}, for ${treatments}.`,
      `It is held for you for ${WAITLIST_OFFER_MINUTES} minutes${until ? `, until ${until}` : ''}. After that it goes to the next client on the waitlist.`,
    ],
    details: [],
    actions: [
      {
        intro: 'Book it now:',
        label: 'Book this time',
        href: waitlistOfferUrl(siteUrl, row.offer_token ?? ''),
      },
    ],
    closing: [`Questions? Call us at ${CLINIC_PHONE}.`],
    siteUrl,
  };
  return { subject: WAITLIST_OFFER_SUBJECT, text: renderText(content), html: renderHtml(content) };
}
