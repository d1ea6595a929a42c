import { CONFIRMATION_MINUTES } from '@domain/brand';
import { CONSULTATION_MINUTES } from '@domain/consultation';

/**
 * The headers of the two checkout pages, shown the same while the device is read and once the form
 * is there: the page's largest text paints with the prerendered shell and nothing moves after.
 */
export function BookingHeader() {
  return (
    <header className="booking-page__header">
      <p className="eyebrow">Almost there</p>
      <h1 id="page-title">Book your appointment</h1>
      <p className="lead">
        Choose where and when, tell us who you are, and our team confirms within {CONFIRMATION_MINUTES}{' '}
        minutes.
      </p>
    </header>
  );
}

export function ConsultationHeader() {
  return (
    <header className="booking-page__header">
      <p className="eyebrow">Talk to our doctors</p>
      <h1 id="page-title">Online Consultation</h1>
      <p className="lead">
        A {CONSULTATION_MINUTES}-minute video consultation with one of our doctors, from wherever you are.
      </p>
    </header>
  );
}
