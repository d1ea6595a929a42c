import { useOnlineStatus } from '../../../lib/use-online-status';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { serverMessageOf } from '../../../offline/outbox/use-submission';
import { formatClock12 } from '../format';
import { forgetDeskItem } from './desk-outbox-store';

/**
 * One counter tap made offline: "Cash ₱1,500 for Ana Cruz, waiting to send", then sent, or refused
 * with the server's words and kept until the desk discards it. Nothing leaves the device unseen.
 */
export function CounterOutboxEntry({ item }: { item: OutboxItem }) {
  const online = useOnlineStatus();
  const what = item.summary ?? (item.kind === 'desk-payment' ? 'A counter payment' : 'An arrival');
  const tapped = formatClock12(item.createdAt);

  if (item.status === 'delivered') {
    return (
      <li className="desk-outbox__item desk-outbox__item--sent">
        <p>
          {what}, sent (taken {tapped}).{' '}
          <button
            type="button"
            className="staff-button staff-button--small"
            onClick={() => void forgetDeskItem(item.id)}
          >
            Dismiss<span className="visually-hidden"> the note about {what}</span>
          </button>
        </p>
      </li>
    );
  }

  if (item.status === 'rejected' || item.status === 'conflict') {
    return (
      <li className="desk-outbox__item desk-outbox__item--conflict">
        <p>
          <strong>{what}, not saved by the server:</strong>{' '}
          {item.lastError ?? serverMessageOf(item, 'It was refused.')} Kept on this device (taken {tapped}).
        </p>
        <p className="desk-outbox__actions">
          <button
            type="button"
            className="staff-button staff-button--small"
            onClick={() => void forgetDeskItem(item.id)}
          >
            Discard<span className="visually-hidden"> {what}</span>
          </button>
        </p>
      </li>
    );
  }

  return (
    <li className="desk-outbox__item">
      <p>
        <strong>{what}, waiting to send</strong> (taken {tapped}).{' '}
        {online ? (item.lastError ?? 'Sending…') : 'It goes to the server as soon as the connection is back.'}
      </p>
      {online ? (
        <p className="desk-outbox__actions">
          <button
            type="button"
            className="staff-button staff-button--small"
            onClick={() => void flushOutbox({ force: true })}
          >
            Send now<span className="visually-hidden"> {what}</span>
          </button>
        </p>
      ) : null}
    </li>
  );
}
