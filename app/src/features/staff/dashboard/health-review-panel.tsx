import type { HealthReview } from '@domain/health-form/health-review';
import { formatInstant } from '../format';
import type { BookingDetailState } from './use-booking-detail';

/**
 * Why the client's health form put this booking under review (the reasons come with the booking's
 * detail, a read the server logs), and the note that closed it. Confirming or completing it takes a note.
 */
export function HealthReviewPanel({ review, detail }: { review: HealthReview; detail: BookingDetailState }) {
  const reasons = detail.phase === 'ready' ? (detail.detail.review?.reasons ?? []) : [];
  return (
    <section
      className={`health-review-panel${review.open ? ' health-review-panel--open' : ''}`}
      aria-labelledby="health-review-title"
    >
      <h3 id="health-review-title" className="health-review-panel__title">
        {review.open ? 'For review: health form' : 'Health review closed'}
      </h3>
      {detail.phase === 'loading' ? <p>Loading the reasons…</p> : null}
      {reasons.length > 0 ? (
        <ul className="health-review-panel__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {review.open ? (
        <p className="health-review-panel__hint">
          Call the client before the visit. Confirming or completing it asks for a note of what you checked.
        </p>
      ) : (
        <p className="health-review-panel__hint">
          {review.note} ({review.clearedBy}
          {review.clearedAt ? `, ${formatInstant(review.clearedAt)}` : ''})
        </p>
      )}
    </section>
  );
}
