import { displayPrice } from '@domain/money';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { db } from '../../offline/db';
import { deleteDraft, restartDraft } from '../../offline/drafts/draft-store';
import { useDraft } from '../../offline/drafts/use-draft';
import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { serverWaitOf, useSubmission } from '../../offline/outbox/use-submission';
import { cartLineKey } from '../cart/cart-lines';
import { clearCart, removeFromCart } from '../cart/cart-store';
import { useCart } from '../cart/use-cart';
import { BookingConfirmation } from './booking-confirmation';
import { BookingEmpty } from './booking-empty';
import { BOOKING_DEFAULTS, CONTACT_FIELDS } from './booking-form-rules';
import { BookingFormScreen } from './booking-form-screen';
import { deliveredReceipt, sentReceipt } from './booking-receipt';
import { BookingReceiptDetails } from './booking-receipt-details';
import { BookingHeader } from './checkout-headers';
import { SavedOnDevice } from './form/saved-on-device';
import { clearTimer } from './timer-store';
import { useOutboxSync } from './use-outbox-sync';
import './booking.css';

/** SPEC section 8: what the form says when the server refuses without a reason of its own. */
export const BOOKING_FAILED = 'Booking failed';

/** Once the clinic has the booking, its treatments leave the cart, so they are not booked twice. */
function useRemoveBookedLines(delivered: OutboxItem | undefined) {
  const done = useRef<string>(undefined);
  useEffect(() => {
    if (!delivered || done.current === delivered.id) return;
    done.current = delivered.id;
    type SentLine = { id?: unknown; timeSlot?: unknown; selectedPromo?: unknown; packageId?: unknown };
    const sent = (delivered.body as { cartItems?: SentLine[] }).cartItems;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    for (const line of sent ?? []) {
      if (typeof line.id === 'string' && typeof line.timeSlot === 'string') {
        void removeFromCart(
          cartLineKey({
            id: line.id,
            timeSlot: line.timeSlot,
            selectedPromo: text(line.selectedPromo),
            packageId: text(line.packageId),
          }),
        );
      }
    }
  }, [delivered]);
}

/**
 * /booking: the form while editing, then whatever has become of the submission (waiting on this
 * phone, or received by the clinic), read from the outbox so it survives reloads, closed tabs and
 * lost connections.
 */
export function BookingPage() {
  usePageTitle('Book your appointment');
  useOutboxSync();
  const navigate = useNavigate();
  const cart = useCart();
  const draft = useDraft('booking', BOOKING_DEFAULTS);
  const { phase, item, submit, sendNow } = useSubmission('booking', draft.draft, {
    fallbackMessage: BOOKING_FAILED,
  });
  useRemoveBookedLines(phase === 'delivered' ? item : undefined);
  const { values } = draft;
  // The form is the page's biggest render. When the cart and the draft arrive from IndexedDB, React
  // first keeps "Loading…" and then renders the form as a deferred update, which yields to the
  // browser every few milliseconds instead of holding a phone's main thread for the whole form.
  const formShown = useDeferredValue(!(phase === 'loading' || cart.isLoading || values === undefined));

  if (phase === 'delivered' && item) {
    return (
      <BookingConfirmation
        receipt={deliveredReceipt(item)}
        onBackHome={() => {
          navigate(paths.home.href());
          void Promise.all([clearCart(), deleteDraft(db, 'booking'), clearTimer(db)]);
        }}
        onBookAnother={() => {
          navigate(paths.services.href());
          void restartDraft(db, 'booking', CONTACT_FIELDS);
        }}
      />
    );
  }

  if (phase === 'waiting' && item) {
    const receipt = sentReceipt(item);
    return (
      <SavedOnDevice title="Your booking is saved" onSendNow={sendNow} serverAsksToWait={serverWaitOf(item)}>
        <BookingReceiptDetails receipt={receipt} totalText={displayPrice(receipt.total)} />
      </SavedOnDevice>
    );
  }

  if (!formShown || phase === 'loading' || cart.isLoading || values === undefined) {
    return (
      <section
        className="page booking-page booking-page--loading"
        aria-labelledby="page-title"
        aria-busy="true"
      >
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
