import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { CounterOutboxEntry } from './counter-outbox-entry';
import { useCounterOutbox } from './use-counter-outbox';
import './desk-outbox.css';

/**
 * On every back-office screen: arrivals and counter payments taken offline, until each has reached
 * the clinic and the desk has seen it (sent, or refused with the server's reason).
 */
export function CounterOutboxPanel() {
  const items = useCounterOutbox() ?? [];
  const { token } = useSession();
  const waiting = items.some((item) => item.status === 'queued' || item.status === 'sending');

  // A desk signing in again (or opening the app online) sends what waited at once.
  useEffect(() => {
    if (token && waiting && navigator.onLine) void flushOutbox({ force: true });
  }, [token, waiting]);

  if (items.length === 0) return null;
  return (
    <section className="desk-outbox" aria-label="Arrivals and payments made offline">
      <h2 className="desk-outbox__title">Arrivals and payments made offline</h2>
      <ul className="desk-outbox__list">
        {items.map((item) => (
          <CounterOutboxEntry key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
