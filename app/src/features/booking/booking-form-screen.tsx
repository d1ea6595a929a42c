import { useMemo, useState } from 'react';
import type { CartLine } from '../../offline/db';
import type { DraftState } from '../../offline/drafts/use-draft';
import type { SubmissionRequest } from '../../offline/outbox/use-submission';
import { PriceChangeNotice } from '../cart/price-change-notice';
import { useCartRepricing } from '../cart/use-cart-repricing';
import { BookingCartSummary } from './booking-cart-summary';
import { BookingCountdown } from './booking-countdown';
import { BookingExpiredDialog } from './booking-expired-dialog';
import { BookingForm } from './booking-form';
import {
  type BookingFormValues,
  bookingPlaceOf,
  buildBookingRequest,
  homeTravelFee,
  servicesOf,
} from './booking-form-rules';
import { BookingHeader } from './checkout-headers';
import { useFormTime } from './time/use-form-time';

interface BookingFormScreenProps {
  lines: readonly CartLine[];
  draft: DraftState<BookingFormValues> & { values: BookingFormValues };
  processing: boolean;
  submit(request: SubmissionRequest): Promise<string>;
}

/** The form with the hold on its chosen time and the cart beside it. */
export function BookingFormScreen({ lines, draft, processing, submit }: BookingFormScreenProps) {
  const [buildError, setBuildError] = useState<string>();
  const { values } = draft;
  const services = useMemo(() => servicesOf(lines), [lines]);
  // Expiry keeps the cart and the draft: only the hold goes, so nothing typed is lost.
  const { hold, schedule } = useFormTime({
    form: 'booking',
    branch: bookingPlaceOf(values),
    date: values.date,
    time: values.time,
    services,
    practitionerId: values.practitionerId,
    active: !processing,
    onExpire: () => void draft.saveNow(),
  });

  const { refusals, changes } = useCartRepricing(lines);

  const send = () => {
    // The server would refuse it by the same rule: say so now, with the form kept as typed.
    const [refused] = refusals.values();
    if (refused) {
      setBuildError(refused);
      return;
    }
    const built = buildBookingRequest(values, lines, Date.now(), hold.idForSubmission());
    if (!built.ok) {
      setBuildError(built.message);
      return;
    }
    setBuildError(undefined);
    void submit({ kind: 'booking', url: '/api/bookings', body: built.request, values });
    // The booking takes the hold's place at the clinic.
    hold.consumed();
  };

  return (
    <section className="page booking-page" aria-labelledby="page-title">
      <BookingHeader />
      {processing ? null : <BookingCountdown hold={hold} />}
      {processing ? null : <PriceChangeNotice changes={changes} />}
      <div className="booking-page__layout">
        <BookingCartSummary lines={lines} travelFee={homeTravelFee(values)} />
        <BookingForm
          values={values}
          lines={lines}
          schedule={schedule}
          setValues={draft.setValues}
          saveNow={() => void draft.saveNow()}
          saveProblem={draft.saveProblem}
          serverMessage={buildError ?? draft.draft?.serverMessage}
          processing={processing}
          onSubmit={send}
        />
      </div>
      {hold.status === 'expired' ? <BookingExpiredDialog onStartAgain={hold.startAgain} /> : null}
    </section>
  );
}
