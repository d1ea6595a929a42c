import type { BookingCounts } from '../api/types';
import './stat-cards.css';

type Stat = { key: string; label: string; count: (counts: BookingCounts) => number };
const one = (key: keyof BookingCounts, label: string): Stat => ({
  key,
  label,
  count: (counts) => counts[key],
});

const STATS: readonly Stat[] = [
  one('total', 'Total Bookings'),
  one('pending', 'Pending'),
  one('confirmed', 'Confirmed'),
  // Arrived and in treatment: one card, the clients at the clinic now (issue 29 item 1).
  { key: 'atClinic', label: 'At the Clinic', count: (counts) => counts.arrived + counts.inTreatment },
  one('completed', 'Completed'),
  one('cancelled', 'Cancelled'),
  one('noShow', 'No-show'),
  one('today', 'Visits Today'),
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
            <dd>{stat.count(counts).toLocaleString('en-PH')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
