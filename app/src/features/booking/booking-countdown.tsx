import { BOOKING_SECONDS, formatClock } from './booking-timer';
import { HourglassIcon } from './form/checkout-icons';
import type { BookingTimer } from './use-booking-timer';

/**
 * The countdown above the form. The clock itself is silent (a timer role); the last minute, and the
 * extra minute on offer, are announced once in words.
 */
export function BookingCountdown({ timer }: { timer: BookingTimer }) {
  const { secondsLeft, critical, canExtend, extend } = timer;
  if (secondsLeft === undefined) return timer.starting ? <CountdownPlaceholder /> : null;
  const announcement = critical
    ? `Less than one minute left to finish your booking.${canExtend ? ' You can add one more minute.' : ''}`
    : '';
  return (
    <div className={`booking-countdown${critical ? ' booking-countdown--critical' : ''}`}>
      <HourglassIcon className="booking-countdown__icon" />
      <p className="booking-countdown__text">
        <span id="booking-countdown-label">Time left to finish your booking</span>
        <span className="booking-countdown__clock" role="timer" aria-labelledby="booking-countdown-label">
          {formatClock(secondsLeft)}
        </span>
      </p>
      {canExtend ? (
        <button type="button" className="button button--small booking-countdown__extend" onClick={extend}>
          +1:00<span className="visually-hidden"> Add one more minute</span>
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The countdown's place, kept unseen while its clock is read, so the form does not jump down as it shows. */
function CountdownPlaceholder() {
  return (
    <div className="booking-countdown booking-countdown--starting" aria-hidden="true">
      <HourglassIcon className="booking-countdown__icon" />
      <p className="booking-countdown__text">
        <span>Time left to finish your booking</span>
        <span className="booking-countdown__clock">{formatClock(BOOKING_SECONDS)}</span>
      </p>
    </div>
  );
}
