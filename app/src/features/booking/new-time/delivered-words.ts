import { paths } from '../../../config/paths';
import type { OutboxItem, OutboxKind } from '../../../offline/outbox/outbox-item';

/** What a delivered submission's notice says and where its link goes. */
export interface DeliveredWords {
  /** "Your booking went through." */
  headline: string;
  /** Put before the booking number: "Its number is". */
  numberLead: string;
  /** What happens next. */
  next: string;
  link: { text: string; href: string };
}

/** The booking number the server answered with, wherever the kind's answer keeps it. */
export function numberOf(item: OutboxItem): string | undefined {
  const answer = item.response as {
    booking?: { bookingNumber?: unknown; bookingData?: { bookingNumber?: unknown } };
    consultation?: { bookingNumber?: unknown };
    bookingNumber?: unknown;
  };
  const number =
    answer?.booking?.bookingData?.bookingNumber ??
    answer?.booking?.bookingNumber ??
    answer?.consultation?.bookingNumber ??
    answer?.bookingNumber;
  return typeof number === 'string' ? number : undefined;
}

/** `/api/my-booking/<token>/payment-proof` → the manage page the proof was sent from. */
function proofPage(item: OutboxItem): { what: 'booking' | 'consultation'; href: string } {
  const [, , resource, token = ''] = item.url.split('/');
  const raw = decodeURIComponent(token);
  return resource === 'my-consultation'
    ? { what: 'consultation', href: paths.myConsultation.href(raw) }
    : { what: 'booking', href: paths.myBooking.href(raw) };
}

/** The manage token of the link a health form or consent went to (`/api/my-booking/<token>/intake`). */
function tokenOf(item: OutboxItem): string {
  return decodeURIComponent(item.url.split('/')[3] ?? '');
}

/** The desk's kinds (told on its own screens, features/staff/desk-outbox), so every kind has words. */
const deskWords = (): DeliveredWords => ({
  headline: 'The desk booking went through.',
  numberLead: 'Its number is',
  next: 'It is on the day’s schedule.',
  link: { text: 'Open the schedule', href: paths.admin.schedule.href() },
});

/**
 * Each kind of submission in its own words, with a link to the page it belongs to. A `Record` over
 * every kind, so a new kind cannot reach the visitor in another kind's words.
 */
const WORDS: Record<OutboxKind, (item: OutboxItem) => DeliveredWords> = {
  booking: () => ({
    headline: 'Your booking went through.',
    numberLead: 'Its number is',
    next: 'Our team calls you to confirm.',
    link: { text: 'View booking', href: paths.booking.href() },
  }),
  consultation: () => ({
    headline: 'Your consultation went through.',
    numberLead: 'Its number is',
    next: 'Our team calls you to confirm.',
    link: { text: 'View consultation', href: paths.onlineConsultation.href() },
  }),
  'payment-proof': (item) => {
    const page = proofPage(item);
    return {
      headline: 'Your proof of payment went through.',
      numberLead: `It is for ${page.what}`,
      next: 'The clinic checks it and confirms your payment by e-mail.',
      link: { text: `View ${page.what}`, href: page.href },
    };
  },
  'health-form': (item) => ({
    headline: 'Your health form went through.',
    numberLead: 'It is for your coming visit',
    next: 'The clinic reads it before your visit.',
    link: { text: 'View your booking', href: paths.healthForm.href(tokenOf(item)) },
  }),
  consent: (item) => ({
    headline: 'Your consent went through.',
    numberLead: 'It is for your coming visit',
    next: 'The clinic has it on file.',
    link: { text: 'View your forms', href: paths.consent.href(tokenOf(item)) },
  }),
  // Told on the desk's own screens (features/staff/desk-outbox); here only so every kind has words.
  'desk-booking': deskWords,
  'desk-payment': deskWords,
  'desk-status': deskWords,
};

export const deliveredWords = (item: OutboxItem): DeliveredWords => WORDS[item.kind](item);

/** The page that tells a submission's news itself: the notice is not shown there. */
export function pageOf(item: OutboxItem): string {
  if (item.kind === 'payment-proof') return proofPage(item).href;
  if (item.kind === 'health-form') return paths.healthForm.href(tokenOf(item));
  if (item.kind === 'consent') return paths.consent.href(tokenOf(item));
  return item.kind === 'booking' ? paths.booking.href() : paths.onlineConsultation.href();
}
