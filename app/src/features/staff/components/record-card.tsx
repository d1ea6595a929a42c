import { type ReactNode, useId } from 'react';
import { type Detail, DetailList } from './detail-list';
import './record-card.css';

interface RecordCardProps {
  title: string;
  /** A line under the title (the customer, the booking number). */
  subtitle?: string;
  badges?: ReactNode;
  details: readonly Detail[];
  /** What the View button opens, read by screen readers after 'View'. */
  viewLabel: string;
  onView: () => void;
  /** In place of the View button: a link to a page of its own (a client's record). */
  action?: ReactNode;
}

/** A compact, read-only card of the archive screens with a View button for the full record. */
export function RecordCard({ title, subtitle, badges, details, viewLabel, onView, action }: RecordCardProps) {
  const titleId = useId();
  return (
    <article className="record-card" aria-labelledby={titleId}>
      <header className="record-card__header">
        <div>
          <h3 id={titleId} className="record-card__title">
            {title}
          </h3>
          {subtitle ? <p className="record-card__subtitle">{subtitle}</p> : null}
        </div>
        {badges ? <div className="record-card__badges">{badges}</div> : null}
      </header>
      <DetailList details={details} compact />
      <div className="record-card__actions">
        {action ?? (
          <button type="button" className="staff-button staff-button--small" onClick={onView}>
            View<span className="visually-hidden"> {viewLabel}</span>
          </button>
        )}
      </div>
    </article>
  );
}
