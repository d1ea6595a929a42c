import { useRef } from 'react';
import { useScrollClearance } from '../../components/use-scroll-clearance';
import { HourglassIcon } from './form/checkout-icons';
import { holdingText } from './time/hold-place';
import { formatClock } from './time/hold-state';
import type { BookingHold } from './time/use-hold';

const WAITING_TEXT: Partial<Record<BookingHold['status'], string>> = {
  none: 'Choose a date and time: we hold it for you for 5 minutes while you finish',
  taking: 'Holding your time…',
  limited:
    'We could not hold this time: this connection already holds as many times as we allow. The clinic checks it when you book',
  offline:
    "You're offline, so we cannot hold a time yet. Your booking is saved on this phone and the clinic checks the time when it is sent",
};

/**
 * The hold's life above the form. The clock itself is silent (a timer role); the last minute, and
 * the extra minute on offer, are announced once in words.
 */
export function BookingCountdown({ hold }: { hold: BookingHold }) {
  const { secondsLeft, critical, canExtend, extend } = hold;
  const bar = useRef<HTMLDivElement>(null);
  const sticky = secondsLeft !== undefined && Boolean(hold.hold);
  useScrollClearance(bar, sticky);
  if (secondsLeft === undefined || !hold.hold) {
    const text =
      hold.status === 'limited' && hold.refusal
        ? `We could not hold this time: ${hold.refusal}`
        : WAITING_TEXT[hold.status];
    return text ? (
      <div className="booking-countdown booking-countdown--waiting">
        <HourglassIcon className="booking-countdown__icon" />
        <p className="booking-countdown__text" role="status">
          {text}
        </p>
      </div>
    ) : null;
  }
  const announcement = critical
    ? `Less than one minute left to finish your booking.${canExtend ? ' You can add one more minute.' : ''}`
    : '';
  return (
    <div ref={bar} className={`booking-countdown${critical ? ' booking-countdown--critical' : ''}`}>
      <HourglassIcon className="booking-countdown__icon" />
      <p className="booking-countdown__text">
        <span id="booking-countdown-label">{holdingText(hold.hold.branch, hold.hold.time)}</span>
        <span className="booking-countdown__clock" role="timer" aria-labelledby="booking-countdown-label">
          {formatClock(secondsLeft)}
        </span>
      </p>
      {canExtend ? (
        <button type="button" className="button button--small booking-countdown__extend" onClick={extend}>
          +1:00<span className="visually-hidden"> Hold it one more minute</span>
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
