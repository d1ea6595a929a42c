import type { ReactNode } from 'react';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { forgetDeskItem } from './desk-outbox-store';

/** Dismiss, Discard, Cancel: the desk is done with an item, and it leaves the device. */
export function ForgetItemButton({
  id,
  label,
  hidden,
  disabled = false,
}: {
  id: string;
  label: string;
  /** Read after the label by a screen reader only: which item it is. */
  hidden: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="staff-button staff-button--small"
      disabled={disabled}
      onClick={() => void forgetDeskItem(id)}
    >
      {label}
      <span className="visually-hidden"> {hidden}</span>
    </button>
  );
}

/** An item still waiting: what it is, why it waits, and "Send now" while there is a line. */
export function WaitingEntry({
  item,
  online,
  heading,
  hidden,
}: {
  item: OutboxItem;
  online: boolean;
  /** The entry's opening words, e.g. "Waiting to send: Ana Cruz, ...". */
  heading: ReactNode;
  /** Read after "Send now" by a screen reader only: which item it sends. */
  hidden: ReactNode;
}) {
  return (
    <li className="desk-outbox__item">
      <p>
        {heading}{' '}
        {online ? (item.lastError ?? 'Sending…') : 'It goes to the server as soon as the connection is back.'}
      </p>
      {online ? (
        <p className="desk-outbox__actions">
          <button
            type="button"
            className="staff-button staff-button--small"
            onClick={() => void flushOutbox({ force: true })}
          >
            Send now<span className="visually-hidden"> {hidden}</span>
          </button>
        </p>
      ) : null}
    </li>
  );
}
