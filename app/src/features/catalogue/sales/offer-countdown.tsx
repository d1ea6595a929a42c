import { useEffect, useState } from 'react';
import { ClockIcon } from '../../../components/icons';
import { type CountdownUnit, formatCountdown, msUntilManilaMidnight } from './countdown-clock';

const SECOND_MS = 1000;
/** What the build's prerender shows: the entry replaces it with the time as soon as it runs. */
const NOT_YET: Record<CountdownUnit, string> = { hours: '--', minutes: '--', seconds: '--' };

function CountdownValue({ unit, value }: { unit: CountdownUnit; value: string }) {
  // The digits on a prerendered page are the entry's (showCountdownsNow), a moment older than the
  // first render's: React keeps them while hydrating, and the next tick writes its own.
  return (
    <span className="countdown__value" data-countdown-unit={unit} suppressHydrationWarning>
      {value}
    </span>
  );
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
  const { hours, minutes, seconds } =
    typeof window === 'undefined' ? NOT_YET : formatCountdown(msUntilManilaMidnight(now));
  return (
    <div className="offer-bar">
      <div className="offer-bar__inner container">
        <p className="offer-bar__text">
          <ClockIcon />
          <span>Today's online offer ends at midnight, Manila time.</span>
        </p>
        <div className="countdown" role="timer" aria-live="off" aria-label="Time left in today's offer">
          <span className="countdown__unit">
            <CountdownValue unit="hours" value={hours} />
            <span className="countdown__label">hrs</span>
          </span>
          <span className="countdown__unit">
            <CountdownValue unit="minutes" value={minutes} />
            <span className="countdown__label">min</span>
          </span>
          <span className="countdown__unit">
            <CountdownValue unit="seconds" value={seconds} />
            <span className="countdown__label">sec</span>
          </span>
        </div>
      </div>
    </div>
  );
}
