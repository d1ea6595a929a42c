import { addDays, manilaDate, manilaDateTimeToInstant } from '@domain/manila-date';
import { useEffect, useState } from 'react';
import { ClockIcon } from '../../../components/icons';

const SECOND_MS = 1000;

/** Milliseconds until the current Manila day ends. */
export function msUntilManilaMidnight(now: Date): number {
  const midnight = manilaDateTimeToInstant(addDays(manilaDate(now), 1), '00:00');
  return Math.max(0, midnight.getTime() - now.getTime());
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatCountdown(ms: number): { hours: string; minutes: string; seconds: string } {
  const total = Math.floor(ms / SECOND_MS);
  return {
    hours: twoDigits(Math.floor(total / 3600)),
    minutes: twoDigits(Math.floor((total % 3600) / 60)),
    seconds: twoDigits(total % 60),
  };
}

/**
 * Ticks each second to the end of today in Manila. It is a timer (live off), so screen readers hear
 * the deadline once from the sentence beside it, never a number every second.
 */
export function OfferCountdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { hours, minutes, seconds } = formatCountdown(msUntilManilaMidnight(now));
  return (
    <div className="offer-bar">
      <div className="offer-bar__inner container">
        <p className="offer-bar__text">
          <ClockIcon />
          <span>Today's online offer ends at midnight, Manila time.</span>
        </p>
        <div className="countdown" role="timer" aria-live="off" aria-label="Time left in today's offer">
          <span className="countdown__unit">
            <span className="countdown__value">{hours}</span>
            <span className="countdown__label">hrs</span>
          </span>
          <span className="countdown__unit">
            <span className="countdown__value">{minutes}</span>
            <span className="countdown__label">min</span>
          </span>
          <span className="countdown__unit">
            <span className="countdown__value">{seconds}</span>
            <span className="countdown__label">sec</span>
          </span>
        </div>
      </div>
    </div>
  );
}
