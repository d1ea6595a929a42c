import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { db } from '../../../offline/db';
import { alternativesOf, resubmitAtNewTime } from '../../../offline/outbox/needs-new-time';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { serverMessageOf } from '../../../offline/outbox/use-submission';
import { branchLabel, formatShortAppointment } from '../format';
import { scheduleSearch } from '../schedule/schedule-query';
import { bookingOf, requestOf } from './desk-outbox-store';
import { ForgetItemButton, WaitingEntry } from './outbox-entry-parts';

/** `Olivia Cruz, Fri 4 Dec, 3:00 PM, Makati (phone call)`: enough for the desk to know which one. */
function describe(item: OutboxItem): string {
  const request = requestOf(item);
  if (!request) return 'A desk booking';
  const { customerName, date, time, branch, serviceType } = request.bookingData;
  const where = serviceType === 'home' ? 'home service' : branchLabel(branch);
  const how = request.channel === 'walk-in' ? 'walk-in' : 'phone call';
  return `${customerName}, ${formatShortAppointment(date, time)}, ${where} (${how})`;
}

function nameOf(item: OutboxItem): string {
  return requestOf(item)?.bookingData.customerName ?? 'This booking';
}

/**
 * One desk booking made offline, as it moves: waiting to send, sent, needing a new time (the
 * clinic's alternatives, one tap each, or cancel), or refused with the server's reason. Nothing
 * leaves the device without the desk's own tap.
 */
export function DeskOutboxEntry({
  item,
  onResubmitted,
}: {
  item: OutboxItem;
  /** A new time was taken: the booking goes again as a new item with this id. */
  onResubmitted?: (id: string) => void;
}) {
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);

  if (item.status === 'delivered') {
    const booking = bookingOf(item);
    const data = booking?.bookingData;
    return (
      <li className="desk-outbox__item desk-outbox__item--sent">
        <p>
          Booking {data?.bookingNumber ?? ''} for {nameOf(item)} was sent
          {data ? `: ${formatShortAppointment(data.date, data.time)}, ${branchLabel(data.branch)}` : ''}.
        </p>
        <p className="desk-outbox__actions">
          {data ? (
            <Link
              className="staff-button staff-button--small"
              to={paths.admin.schedule.href(scheduleSearch({ date: data.date, branch: data.branch }))}
            >
              Open the day's schedule
            </Link>
          ) : null}
          <ForgetItemButton id={item.id} label="Dismiss" hidden={`the note about ${nameOf(item)}`} />
        </p>
      </li>
    );
  }

  if (item.status === 'conflict') {
    const alternatives = alternativesOf(item);
    const take = async (index: number) => {
      const choice = alternatives[index];
      if (!choice || busy) return;
      setBusy(true);
      try {
        const id = await resubmitAtNewTime(db, item.id, choice);
        if (id) {
          onResubmitted?.(id);
          await flushOutbox({ force: true });
        }
      } finally {
        setBusy(false);
      }
    };
    return (
      <li className="desk-outbox__item desk-outbox__item--conflict">
        <p>
          <strong>{nameOf(item)} needs a new time.</strong>{' '}
          {serverMessageOf(item, 'That time is no longer free.')} Kept on this device: {describe(item)}.
        </p>
        {alternatives.length > 0 ? (
          <ul className="desk-outbox__choices" aria-label={`Free times for ${nameOf(item)}`}>
            {alternatives.map((alternative, index) => (
              <li key={`${alternative.date}T${alternative.time}`}>
                <button
                  type="button"
                  className="staff-button staff-button--small staff-button--primary"
                  disabled={busy || !online}
                  onClick={() => void take(index)}
                >
                  Take {alternative.label}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No free time nearby: take it again on another date.</p>
        )}
        <p className="desk-outbox__actions">
          <ForgetItemButton
            id={item.id}
            label="Cancel this booking"
            hidden={`of ${nameOf(item)}`}
            disabled={busy}
          />
        </p>
      </li>
    );
  }

  if (item.status === 'rejected') {
    return (
      <li className="desk-outbox__item desk-outbox__item--conflict">
        <p>
          <strong>Not saved by the server:</strong>{' '}
          {item.lastError ?? serverMessageOf(item, 'The booking was refused.')} Kept on this device:{' '}
          {describe(item)}. Take it again with the details corrected.
        </p>
        <p className="desk-outbox__actions">
          <ForgetItemButton id={item.id} label="Dismiss" hidden={`the refused booking of ${nameOf(item)}`} />
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
          <strong>Waiting to send:</strong> {describe(item)}.
        </>
      }
      hidden={`the booking of ${nameOf(item)}`}
    />
  );
}
