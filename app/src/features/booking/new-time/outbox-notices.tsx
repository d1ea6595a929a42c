import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { db } from '../../../offline/db';
import { acknowledgeDelivery, removeBookedLines } from '../../../offline/outbox/booked-lines';
import { putOffNotice, withdrawRequest } from '../../../offline/outbox/needs-new-time';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { needsAttention } from '../../../offline/outbox/outbox-store';
import { deliveredWords, numberOf, pageOf } from './delivered-words';
import { filledUpSentence, NewTimeChoices } from './new-time-choices';
import './outbox-notices.css';

function Delivered({ item }: { item: OutboxItem }) {
  // The booked treatments leave the cart, once, whichever page the visitor is on.
  useEffect(() => {
    if (item.kind === 'booking') void removeBookedLines(db, item.id);
  }, [item.id, item.kind]);
  const number = numberOf(item);
  const words = deliveredWords(item);
  return (
    <div className="outbox-notice outbox-notice--done" data-testid="outbox-delivered">
      <p className="outbox-notice__text">
        <strong>{words.headline}</strong>{' '}
        {number ? (
          <>
            {words.numberLead} <span className="outbox-notice__number">{number}</span>.
          </>
        ) : null}{' '}
        {words.next}
      </p>
      <div className="outbox-notice__actions">
        <Link className="button button--small button--primary" to={words.link.href}>
          {words.link.text}
        </Link>
        <button
          type="button"
          className="button button--small"
          onClick={() => void acknowledgeDelivery(db, item.id)}
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}

/** How many free times the notice offers on a page that is not the form's: the form's page has them all. */
const CHOICES_IN_NOTICE = 2;

function NeedsNewTime({ item }: { item: OutboxItem }) {
  const what = item.kind === 'booking' ? 'booking' : 'consultation';
  return (
    <div className="outbox-notice outbox-notice--conflict" data-testid="outbox-conflict">
      <p className="outbox-notice__text">
        <strong>Your {what} needs a new time.</strong> {filledUpSentence(item)}
      </p>
      <NewTimeChoices item={item} limit={CHOICES_IN_NOTICE} />
      <div className="outbox-notice__actions">
        <Link className="button button--small button--primary" to={pageOf(item)}>
          Other dates and times
        </Link>
        <button
          type="button"
          className="button button--small"
          onClick={() => void withdrawRequest(db, item.id)}
        >
          Cancel this request
        </button>
        <button type="button" className="button button--small" onClick={() => void putOffNotice(db, item.id)}>
          Not now
        </button>
      </div>
    </div>
  );
}

/**
 * News about submissions on any page, and at the next start when the tab was closed: one that went
 * through while the visitor was elsewhere (its number), and one that needs a new time (one-tap
 * choices). The page of a submission's own form tells it there instead.
 */
export function OutboxNotices() {
  const { pathname } = useLocation();
  const items = useLiveQuery(
    () => db.outbox.where('status').anyOf('conflict', 'delivered').filter(needsAttention).sortBy('createdAt'),
    [],
  );
  const shown = (items ?? []).filter((item) => pageOf(item) !== pathname);
  if (shown.length === 0) return null;
  return createPortal(
    <section className="outbox-notices" aria-label="Your bookings" aria-live="polite">
      {shown.map((item) =>
        item.status === 'conflict' ? (
          <NeedsNewTime key={item.id} item={item} />
        ) : (
          <Delivered key={item.id} item={item} />
        ),
      )}
    </section>,
    document.body,
  );
}
