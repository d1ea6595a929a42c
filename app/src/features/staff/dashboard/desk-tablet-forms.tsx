import type { DeskForm } from '@domain/schemas/clients';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNetworkError } from '../../../lib/api-client';
import { openDeskForm } from '../api/booking-detail-api';

const FALLBACK = 'The form could not be opened. Please try again.';
const OFFLINE = 'No connection: the form opens once the tablet is back online.';

const FORMS: ReadonlyArray<{ form: DeskForm; label: string }> = [
  { form: 'health-form', label: 'Health form' },
  { form: 'consent', label: 'Consent forms' },
];

/**
 * For a client who did not fill in the forms on the phone (issue 27 items 2 and 4): the desk opens
 * the client's own health form or consents on this tablet and hands it over. The page shows only
 * that client's forms and asks for the tablet back when done.
 */
export function DeskTabletForms({ bookingId }: { bookingId: string }) {
  const navigate = useNavigate();
  const headingId = useId();
  const [opening, setOpening] = useState<DeskForm | null>(null);
  const [error, setError] = useState('');

  const open = async (form: DeskForm) => {
    if (opening) return;
    setOpening(form);
    setError('');
    try {
      navigate(await openDeskForm(bookingId, form));
    } catch (failure) {
      setError(
        isNetworkError(failure)
          ? OFFLINE
          : failure instanceof Error && failure.message
            ? failure.message
            : FALLBACK,
      );
      setOpening(null);
    }
  };

  return (
    <section className="desk-tablet" aria-labelledby={headingId}>
      <h3 id={headingId} className="booking-view__heading">
        Fill in on this tablet
      </h3>
      <p className="dialog-field__hint">
        Opens the client’s own form to hand over; it shows nothing else of the clinic’s.
      </p>
      <div className="desk-tablet__actions">
        {FORMS.map(({ form, label }) => (
          <button
            key={form}
            type="button"
            className="button button--ghost"
            aria-busy={opening === form}
            disabled={opening !== null}
            onClick={() => void open(form)}
          >
            {opening === form ? 'Opening…' : label}
          </button>
        ))}
      </div>
      {error ? (
        <p className="desk-tablet__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
