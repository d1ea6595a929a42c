import { useLayoutEffect, useRef, useState } from 'react';
import { ChangeRequestSummary } from './change-request-summary';
import { type ManagedBooking, requestReschedule } from './manage-api';
import { RescheduleForm } from './reschedule-form';

interface ReschedulePanelProps {
  token: string;
  booking: ManagedBooking;
  onSent: (booking: ManagedBooking, message: string) => void;
}

/** Asking for another date and time, and what became of the last request. */
export function ReschedulePanel({ token, booking, onSent }: ReschedulePanelProps) {
  const [open, setOpen] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const request = booking.changeRequest;

  // After sending, the request's new state is where the client's attention belongs.
  useLayoutEffect(() => {
    if (justSent) summary.current?.focus();
  }, [justSent]);

  if (!booking.canReschedule) return null;
  const pending = request?.status === 'pending';

  return (
    <section className="card manage-card manage-panel" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title" className="manage-panel__title">
        Change date or time
      </h2>
      {request ? <ChangeRequestSummary ref={summary} request={request} /> : null}
      {open ? (
        <RescheduleForm
          current={booking}
          note="Your booking stays as it is until the clinic confirms the new time by e-mail."
          onClose={() => {
            setOpen(false);
            requestAnimationFrame(() => toggle.current?.focus());
          }}
          send={async (values) => {
            const reply = await requestReschedule(token, values);
            setOpen(false);
            setJustSent(true);
            onSent(reply.booking, reply.msg);
          }}
        />
      ) : (
        <>
          {pending ? null : (
            <p className="manage-panel__text">
              Can’t make it? Ask for another date and time and the clinic will confirm by e-mail.
            </p>
          )}
          <button
            ref={toggle}
            type="button"
            className="button button--ghost"
            onClick={() => {
              setJustSent(false);
              setOpen(true);
            }}
          >
            {pending ? 'Ask for a different time instead' : 'Ask for another date and time'}
          </button>
        </>
      )}
    </section>
  );
}
