import { PhoneLink } from '../manage/cancel-panel';

/** Told to a client whose answers need a word with the clinic: kindly, and without alarm. */
export function HealthReviewNote() {
  return (
    <div className="health-review-note" role="note">
      <h2 className="health-review-note__title">We’ll call you before your visit</h2>
      <p>
        Thank you for telling us. Because of one of your answers, someone from the clinic will call you before
        your visit to go over it and make sure this treatment is right for you. There is nothing you need to
        do; you can also call us at <PhoneLink />.
      </p>
    </div>
  );
}
