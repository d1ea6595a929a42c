import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { DeskOutboxEntry } from './desk-outbox-entry';
import './desk-outbox.css';

/** The desk's bookings in the outbox, oldest first, live across tabs. */
export function useDeskOutbox() {
  return useLiveQuery(() => db.outbox.where('kind').equals('desk-booking').sortBy('createdAt'), []);
}

/**
 * On every back-office screen: the bookings the desk took offline, until each has reached the clinic
 * and the desk has seen it (a new time to choose, a refusal, or sent). `except` is the one the New
 * booking screen is following itself.
 */
export function DeskOutboxPanel({ except }: { except?: string | undefined }) {
  const all = useDeskOutbox() ?? [];
  const items = all.filter((item) => item.id !== except);
  const { token } = useSession();
  const waiting = all.some((item) => item.status === 'queued' || item.status === 'sending');

  // A desk signing in again sends what waited for a session at once.
  useEffect(() => {
    if (token && waiting) void flushOutbox({ force: true });
  }, [token, waiting]);

  if (items.length === 0) return null;
  return (
    <section className="desk-outbox" aria-label="Desk bookings made offline">
      <h2 className="desk-outbox__title">Desk bookings made offline</h2>
      <ul className="desk-outbox__list">
        {items.map((item) => (
          <DeskOutboxEntry key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
