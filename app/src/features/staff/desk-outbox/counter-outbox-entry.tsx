import { useOnlineStatus } from '../../../lib/use-online-status';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { serverMessageOf } from '../../../offline/outbox/use-submission';
import { formatClock12 } from '../format';
import { ForgetItemButton, WaitingEntry } from './outbox-entry-parts';

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
          <ForgetItemButton id={item.id} label="Dismiss" hidden={`the note about ${what}`} />
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
          <ForgetItemButton id={item.id} label="Discard" hidden={what} />
        </p>
      </li>
    );
  }

  return (
    <WaitingEntry
      item={item}
      online={online}
      heading={
        <>
          <strong>{what}, waiting to send</strong> (taken {tapped}).
        </>
      }
      hidden={what}
    />
  );
}
