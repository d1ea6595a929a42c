import { type Promotion, promotionTimeLeft } from '@domain/catalogue/promotions';
import { formatManilaDateTime } from '@domain/manila-date';
import { useEffect, useState } from 'react';
import { ClockIcon } from '../../../components/icons';
import { useHydrating } from '../../../components/use-hydrating';
import { COUNTDOWN_ENDS_ATTRIBUTE, type CountdownUnit, formatCountdown } from './countdown-clock';

const SECOND_MS = 1000;
/** What the build's prerender shows: the entry replaces it with the time as soon as it runs. */
const NOT_YET: Record<CountdownUnit, string> = { days: '-', hours: '--', minutes: '--', seconds: '--' };
const UNITS: Array<[CountdownUnit, string]> = [
  ['days', 'days'],
  ['hours', 'hrs'],
  ['minutes', 'min'],
  ['seconds', 'sec'],
];

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
 * Ticks each second to the real end of the service's promotion, kept in the catalogue; nothing at
 * all when there is no promotion or it has ended. It is a timer (live off), so screen readers hear
 * the end date once from the sentence beside it, never a number every second.
 */
export function OfferCountdown({ promotion }: { promotion: Promotion | undefined }) {
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!promotion) return null;
  // The prerender and the hydrating render show the bar with dashes whatever the clock says, so
  // hydration matches; the render after it shows the time left, or drops an ended offer.
  const left = hydrating ? undefined : promotionTimeLeft(promotion, now);
  if (left === null) return null;
  const digits = left === undefined ? NOT_YET : formatCountdown(left);
  return (
    <div className="offer-bar" {...{ [COUNTDOWN_ENDS_ATTRIBUTE]: promotion.endsAt }}>
      <div className="offer-bar__inner container">
        <p className="offer-bar__text">
          <ClockIcon />
          <span>
            {promotion.title}. Ends {formatManilaDateTime(promotion.endsAt)}, Manila time.
          </span>
        </p>
        <div className="countdown" role="timer" aria-live="off" aria-label="Time left in this offer">
          {UNITS.map(([unit, label]) => (
            <span key={unit} className="countdown__unit">
              <CountdownValue unit={unit} value={digits[unit]} />
              <span className="countdown__label">{label}</span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
