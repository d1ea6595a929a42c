import { useLayoutEffect, useRef, useState } from 'react';
import { PhoneLink } from './cancel-panel';
import { ChangeRequestSummary } from './change-request-summary';
import { type ManagedBooking, requestReschedule } from './manage-api';
import { appointmentText, instantText } from './manage-format';
import { MoveForm } from './move-form';
import { RescheduleForm } from './reschedule-form';

interface ReschedulePanelProps {
  token: string;
  booking: ManagedBooking;
  onSent: (booking: ManagedBooking, message: string) => void;
}

type Open = 'none' | 'move' | 'ask';

/**
 * Another date and time: moved by the client to a free start while the visit is 24 hours away or
 * more, otherwise (or when no free time suits) asked of the clinic; and what became of the last ask.
 */
export function ReschedulePanel({ token, booking, onSent }: ReschedulePanelProps) {
  const [open, setOpen] = useState<Open>('none');
  const [justSent, setJustSent] = useState(false);
  const [moved, setMoved] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const movedRef = useRef<HTMLParagraphElement>(null);
  const request = booking.changeRequest;

  // After sending or moving, the new state is where the client's attention belongs.
  useLayoutEffect(() => {
    if (justSent) summary.current?.focus();
  }, [justSent]);
  useLayoutEffect(() => {
    if (moved) movedRef.current?.focus();
  }, [moved]);

  if (!booking.canReschedule) return null;
  const pending = request?.status === 'pending';
  const close = (back: 'move' | 'ask') => {
    setOpen('none');
    requestAnimationFrame(() => (back === 'move' ? moveButton : askButton).current?.focus());
  };

  return (
    <section className="card manage-card manage-panel" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title" className="manage-panel__title">
        Change date or time
      </h2>
      {moved ? (
        <p ref={movedRef} tabIndex={-1} className="manage-panel__text manage-panel__text--done">
          Moved. Your new time is <strong>{appointmentText(booking.date, booking.time)}</strong>. We have
          e-mailed you the details.
        </p>
      ) : null}
      {request && !(moved && request.status === 'withdrawn') ? (
        <ChangeRequestSummary ref={summary} request={request} />
      ) : null}
      {open === 'move' ? (
        <MoveForm
          token={token}
          booking={booking}
          onClose={() => close('move')}
          onMoved={(updated, message) => {
            setOpen('none');
            setJustSent(false);
            setMoved(true);
            onSent(updated, message);
          }}
        />
      ) : open === 'ask' ? (
        <RescheduleForm
          current={booking}
          note="Your booking stays as it is until the clinic confirms the new time by e-mail."
          onClose={() => close('ask')}
          send={async (values) => {
            const reply = await requestReschedule(token, values);
            setOpen('none');
            setMoved(false);
            setJustSent(true);
            onSent(reply.booking, reply.msg);
          }}
        />
      ) : (
        <>
          {booking.canMove ? (
            <>
              <p className="manage-panel__text">
                Pick a new free time yourself, until <strong>{instantText(booking.cancelDeadline)}</strong>{' '}
                (24 hours before your visit).
              </p>
              <button
                ref={moveButton}
                type="button"
                className="button button--primary"
                onClick={() => {
                  setMoved(false);
                  setOpen('move');
                }}
              >
                Change the time
              </button>
            </>
          ) : (
            <p className="manage-panel__text manage-panel__text--notice">
              Your visit is less than 24 hours away, so you can no longer change the time yourself. Call us at{' '}
              <PhoneLink /> to change it, or ask for another time below.
            </p>
          )}
          {pending ? null : (
            <p className="manage-panel__text">
              {booking.canMove
                ? 'None of the free times suit you? Ask for another date and time and the clinic will confirm by e-mail.'
                : 'Ask for another date and time and the clinic will confirm by e-mail.'}
            </p>
          )}
          <button
            ref={askButton}
            type="button"
            className="button button--ghost"
            onClick={() => {
              setJustSent(false);
              setMoved(false);
              setOpen('ask');
            }}
          >
            {pending ? 'Ask for a different time instead' : 'Ask for another date and time'}
          </button>
        </>
      )}
    </section>
  );
}
