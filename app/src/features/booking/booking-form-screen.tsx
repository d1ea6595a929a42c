import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { type CartLine, db } from '../../offline/db';
import type { DraftState } from '../../offline/drafts/use-draft';
import type { SubmissionRequest } from '../../offline/outbox/use-submission';
import { BookingCartSummary } from './booking-cart-summary';
import { BookingCountdown } from './booking-countdown';
import { BookingExpiredDialog } from './booking-expired-dialog';
import { BookingForm } from './booking-form';
import { type BookingFormValues, buildBookingRequest } from './booking-form-rules';
import { BookingHeader } from './checkout-headers';
import { clearTimer } from './timer-store';
import { useBookingTimer } from './use-booking-timer';

interface BookingFormScreenProps {
  lines: readonly CartLine[];
  draft: DraftState<BookingFormValues> & { values: BookingFormValues };
  processing: boolean;
  submit(request: SubmissionRequest): Promise<string>;
}

/** The form with its countdown and the cart beside it. */
export function BookingFormScreen({ lines, draft, processing, submit }: BookingFormScreenProps) {
  const navigate = useNavigate();
  const [buildError, setBuildError] = useState<string>();
  // Expiry keeps the cart and the draft: only the countdown is cleared, so nothing typed is lost and
  // the visitor finds every field filled in when they come back.
  const timer = useBookingTimer(!processing, () => void draft.saveNow());
  const { values } = draft;

  const send = () => {
    const built = buildBookingRequest(values, lines, Date.now());
    if (!built.ok) {
      setBuildError(built.message);
      return;
    }
    setBuildError(undefined);
    void submit({ kind: 'booking', url: '/api/bookings', body: built.request, values });
    // The booking is on its way: the countdown has done its job and is not shown again.
    void clearTimer(db);
  };

  return (
    <section className="page booking-page" aria-labelledby="page-title">
      <BookingHeader />
      {processing ? null : <BookingCountdown timer={timer} />}
      <div className="booking-page__layout">
        <BookingCartSummary lines={lines} />
        <BookingForm
          values={values}
          lines={lines}
          setValues={draft.setValues}
          saveNow={() => void draft.saveNow()}
          saveProblem={draft.saveProblem}
          serverMessage={buildError ?? draft.draft?.serverMessage}
          processing={processing}
          onSubmit={send}
        />
      </div>
      {timer.expired ? <BookingExpiredDialog onClose={() => navigate(paths.services.href())} /> : null}
    </section>
  );
}
