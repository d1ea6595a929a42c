import { PAGE_TITLES } from '@domain/seo/page-title';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { type CartLine, db } from '../../offline/db';
import { deleteDraft, restartDraft } from '../../offline/drafts/draft-store';
import { useDraft } from '../../offline/drafts/use-draft';
import { acknowledgeDelivery, removeBookedLines } from '../../offline/outbox/booked-lines';
import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { serverWaitOf, useSubmission } from '../../offline/outbox/use-submission';
import { useCart } from '../cart/use-cart';
import { BookingConfirmation, bookingTotalText } from './booking-confirmation';
import { BookingEmpty } from './booking-empty';
import { BOOKING_DEFAULTS, CONTACT_FIELDS } from './booking-form-rules';
import { BookingFormScreen } from './booking-form-screen';
import { deliveredReceipt, sentReceipt } from './booking-receipt';
import { BookingReceiptDetails } from './booking-receipt-details';
import { BookingHeader } from './checkout-headers';
import { SavedOnDevice } from './form/saved-on-device';
import { NeedsNewTimeScreen } from './new-time/needs-new-time-screen';
import { clearHold } from './time/hold-store';
import { useOutboxSync } from './use-outbox-sync';
import './booking.css';

/** SPEC section 8: what the form says when the server refuses without a reason of its own. */
export const BOOKING_FAILED = 'Booking failed';

/**
 * Once the clinic has the booking its treatments leave the cart (once, whichever page sees it first),
 * and the visitor, reading its confirmation here, needs no other notice of it.
 */
function useSettleDelivered(delivered: OutboxItem | undefined) {
  const id = delivered?.id;
  useEffect(() => {
    if (!id) return;
    void removeBookedLines(db, id).then(() => acknowledgeDelivery(db, id));
  }, [id]);
}

/** A treatment added after the booking was sent: the cart is a new one, and gets a fresh form. */
function addedSince(lines: readonly CartLine[], item: OutboxItem | undefined): boolean {
  return item !== undefined && lines.some((line) => line.addedAt > item.createdAt);
}

/**
 * /booking: the form while editing, then whatever has become of the submission (waiting on this
 * phone, or received by the clinic), read from the outbox so it survives reloads, closed tabs and
 * lost connections.
 */
export function BookingPage() {
  usePageTitle(PAGE_TITLES.booking);
  useOutboxSync();
  const navigate = useNavigate();
  const cart = useCart();
  const draft = useDraft('booking', BOOKING_DEFAULTS);
  const { phase, item, submit, sendNow } = useSubmission('booking', draft.draft, {
    fallbackMessage: BOOKING_FAILED,
  });
  const newCart = phase === 'delivered' && !cart.isLoading && addedSince(cart.lines, item);
  useSettleDelivered(phase === 'delivered' ? item : undefined);
  useEffect(() => {
    // A confirmation belongs to its booking: a new cart starts a fresh form with the contact details.
    if (newCart) void restartDraft(db, 'booking', CONTACT_FIELDS);
  }, [newCart]);
  const { values } = draft;
  // The form is the page's biggest render. When the cart and the draft arrive from IndexedDB, React
  // first keeps "Loading…" and then renders the form as a deferred update, which yields to the
  // browser every few milliseconds instead of holding a phone's main thread for the whole form.
  const formShown = useDeferredValue(!(phase === 'loading' || cart.isLoading || values === undefined));

  if (phase === 'delivered' && item && !newCart) {
    return (
      <BookingConfirmation
        receipt={deliveredReceipt(item)}
        fresh={item.unacknowledged === true}
        onBackHome={() => {
          navigate(paths.home.href());
          // Only what was booked leaves the cart; anything added since stays for the next booking.
          void Promise.all([
            removeBookedLines(db, item.id),
            deleteDraft(db, 'booking'),
            clearHold(db, 'booking'),
          ]);
        }}
        onBookAnother={() => {
          navigate(paths.services.href());
          void restartDraft(db, 'booking', CONTACT_FIELDS);
        }}
      />
    );
  }

  if (phase === 'conflict' && item) {
    return <NeedsNewTimeScreen item={item} title="Your booking needs a new time" />;
  }

  if (phase === 'waiting' && item) {
    const receipt = sentReceipt(item);
    return (
      <SavedOnDevice title="Your booking is saved" onSendNow={sendNow} serverAsksToWait={serverWaitOf(item)}>
        <BookingReceiptDetails receipt={receipt} totalText={bookingTotalText(receipt.total, receipt.lines)} />
      </SavedOnDevice>
    );
  }

  if (!formShown || newCart || phase === 'loading' || cart.isLoading || values === undefined) {
    return (
      <section className="page page--fills-screen booking-page" aria-labelledby="page-title" aria-busy="true">
        <BookingHeader />
        <p className="loading-text">Loading your booking…</p>
      </section>
    );
  }

  if (cart.lines.length === 0) return <BookingEmpty />;

  return (
    <BookingFormScreen
      lines={cart.lines}
      draft={{ ...draft, values }}
      processing={phase === 'processing'}
      submit={submit}
    />
  );
}
