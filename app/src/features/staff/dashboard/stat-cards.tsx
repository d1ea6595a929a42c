import type { BookingCounts } from '../api/types';
import './stat-cards.css';

const STATS: ReadonlyArray<{ key: keyof BookingCounts; label: string }> = [
  { key: 'total', label: 'Total Bookings' },
  { key: 'pending', label: 'Pending' },
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'completed', label: 'Completed' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'noShow', label: 'No-show' },
  { key: 'today', label: 'Visits Today' },
];

/** The counts by status and today's visits (cancelled ones left out), as the server counted them. */
export function StatCards({ counts }: { counts: BookingCounts }) {
  return (
    <section aria-labelledby="booking-counts-title">
      <h2 id="booking-counts-title" className="visually-hidden">
        Booking counts
      </h2>
      <dl className="stat-cards">
        {STATS.map((stat) => (
          <div key={stat.key} className={`stat-card stat-card--${stat.key}`}>
            <dt>{stat.label}</dt>
            <dd>{counts[stat.key].toLocaleString('en-PH')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
