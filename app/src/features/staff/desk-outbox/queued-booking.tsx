import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '../../../offline/db';
import type { StaffBooking } from '../api/types';
import { DeskOutboxEntry } from './desk-outbox-entry';
import { bookingOf, forgetDeskItem } from './desk-outbox-store';

/**
 * New booking's answer when the booking could not be sent at once: saved on this device and followed
 * here as it goes out. Once the server has it, the screen shows it saved as any other (`onSent`).
 */
export function QueuedBooking({
  id,
  customerName,
  onFollow,
  onSent,
  onStartAgain,
}: {
  id: string;
  customerName: string;
  /** A new time was taken: the booking now travels under this id. */
  onFollow: (id: string) => void;
  onSent: (booking: StaffBooking) => void;
  onStartAgain: () => void;
}) {
  // null: no longer on this device (the desk cancelled it); undefined: still reading.
  const item = useLiveQuery(async () => (await db.outbox.get(id)) ?? null, [id]);
  const sent = item ? bookingOf(item) : null;

  useEffect(() => {
    if (!sent) return;
    onSent(sent);
    void forgetDeskItem(id);
  }, [sent, id, onSent]);

  if (item === undefined || sent) return null;
  return (
    <section className="desk-form__queued" aria-labelledby="queued-title">
      <h2 id="queued-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {item ? `Booking for ${customerName} saved on this device` : `Booking for ${customerName} cancelled`}
      </h2>
      {item ? (
        <ul className="desk-outbox__list">
          <DeskOutboxEntry item={item} onResubmitted={onFollow} />
        </ul>
      ) : (
        <p>Nothing was sent to the server.</p>
      )}
      <p className="desk-form__actions">
        <button type="button" className="staff-button" onClick={onStartAgain}>
          Take another booking
        </button>
      </p>
    </section>
  );
}
