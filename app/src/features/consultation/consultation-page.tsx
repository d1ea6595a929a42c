import { CONSULTATION_MINUTES, CONSULTATION_PRICE } from '@domain/consultation';
import { formatPesos } from '@domain/money';
import type { Payment } from '@domain/payment';
import { PAGE_TITLES } from '@domain/seo/page-title';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VideoIcon } from '../../components/icons';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { db } from '../../offline/db';
import { deleteDraft, restartDraft } from '../../offline/drafts/draft-store';
import { useDraft } from '../../offline/drafts/use-draft';
import { acknowledgeDelivery } from '../../offline/outbox/booked-lines';
import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { serverWaitOf, useSubmission } from '../../offline/outbox/use-submission';
import { BookingCountdown } from '../booking/booking-countdown';
import { BookingExpiredDialog } from '../booking/booking-expired-dialog';
import { ConsultationHeader } from '../booking/checkout-headers';
import { SavedOnDevice } from '../booking/form/saved-on-device';
import { NeedsNewTimeScreen } from '../booking/new-time/needs-new-time-screen';
import { useFormTime } from '../booking/time/use-form-time';
import { useOutboxSync } from '../booking/use-outbox-sync';
import { ConsultationForm } from './consultation-form';
import { buildConsultationRequest, CONSULTATION_DEFAULTS } from './consultation-rules';
import {
  ConsultationFacts,
  ConsultationSummary,
  type ConsultationSummaryFacts,
} from './consultation-summary';
import '../booking/booking.css';
import './consultation.css';

/** SPEC section 8: what the form says when the server refuses without a reason of its own. */
export const CONSULTATION_FAILED = 'Failed to book consultation';

const PRICE_TEXT = formatPesos(CONSULTATION_PRICE);
/** Carried into the next consultation booked from this phone. */
const CONTACT_FIELDS = ['customerName', 'email', 'phone', 'age'];
const NO_SERVICES: readonly string[] = [];

function factsOf(item: OutboxItem): ConsultationSummaryFacts {
  const sent = (item.body ?? {}) as Record<string, unknown>;
  const answer = item.response as
    | {
        bookingNumber?: unknown;
        manageToken?: unknown;
        consultation?: { payment?: Payment; totalPrice?: unknown };
      }
    | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const delivered = item.status === 'delivered' ? answer?.consultation : undefined;
  return {
    bookingNumber: item.status === 'delivered' ? text(answer?.bookingNumber) || undefined : undefined,
    manageToken: item.status === 'delivered' ? text(answer?.manageToken) || undefined : undefined,
    date: text(sent.date),
    time: text(sent.time),
    customerName: text(sent.customerName),
    email: text(sent.email),
    phone: text(sent.phone),
    paymentMethod: text(sent.paymentMethod),
    payment: delivered?.payment,
    total: typeof delivered?.totalPrice === 'number' ? delivered.totalPrice : CONSULTATION_PRICE,
  };
}

/** /online-consultation: the form, then the summary; through the same outbox as bookings. */
export function ConsultationPage() {
  usePageTitle(PAGE_TITLES.onlineConsultation);
  useOutboxSync();
  const navigate = useNavigate();
  const draft = useDraft('consultation', CONSULTATION_DEFAULTS);
  const { phase, item, submit, sendNow } = useSubmission('consultation', draft.draft, {
    fallbackMessage: CONSULTATION_FAILED,
  });
  const [buildError, setBuildError] = useState<string>();
  // A video call has no cart: the clinic counts it under `online`, its length fixed.
  const { hold, schedule } = useFormTime({
    form: 'consultation',
    branch: 'online',
    date: draft.values?.date ?? '',
    time: draft.values?.time ?? '',
    services: NO_SERVICES,
    active: phase === 'editing',
    onExpire: () => void draft.saveNow(),
  });

  const deliveredId = phase === 'delivered' ? item?.id : undefined;
  useEffect(() => {
    // The summary below tells the visitor it went through; no notice elsewhere is needed.
    if (deliveredId) void acknowledgeDelivery(db, deliveredId);
  }, [deliveredId]);

  if (phase === 'delivered' && item) {
    return (
      <ConsultationSummary
        facts={factsOf(item)}
        priceText={PRICE_TEXT}
        onBackHome={() => {
          navigate(paths.home.href());
          void deleteDraft(db, 'consultation');
        }}
        onBookAnother={() => void restartDraft(db, 'consultation', CONTACT_FIELDS)}
      />
    );
  }

  if (phase === 'conflict' && item) {
    return <NeedsNewTimeScreen item={item} title="Your consultation needs a new time" />;
  }

  if (phase === 'waiting' && item) {
    return (
      <SavedOnDevice
        title="Your consultation is saved"
        onSendNow={sendNow}
        serverAsksToWait={serverWaitOf(item)}
      >
        <ConsultationFacts facts={factsOf(item)} priceText={PRICE_TEXT} />
      </SavedOnDevice>
    );
  }

  const { values } = draft;
  if (phase === 'loading' || values === undefined) {
    return (
      <section className="page page--fills-screen booking-page" aria-labelledby="page-title" aria-busy="true">
        <ConsultationHeader />
        <p className="loading-text">Loading…</p>
      </section>
    );
  }

  const send = () => {
    const built = buildConsultationRequest(values, hold.idForSubmission());
    if (!built.ok) {
      setBuildError(built.message);
      return;
    }
    setBuildError(undefined);
    void submit({ kind: 'consultation', url: '/api/online-consultations', body: built.request, values });
    hold.consumed();
  };

  return (
    <section className="page booking-page consultation-page" aria-labelledby="page-title">
      <ConsultationHeader />
      {phase === 'processing' ? null : <BookingCountdown hold={hold} />}
      <div className="booking-page__layout">
        <aside className="booking-summary consultation-offer" aria-labelledby="consultation-offer-title">
          <span className="consultation-offer__icon" aria-hidden="true">
            <VideoIcon />
          </span>
          <h2 id="consultation-offer-title" className="booking-summary__title">
            Video consultation
          </h2>
          <p className="consultation-offer__price">
            {PRICE_TEXT}
            <span> / {CONSULTATION_MINUTES} minutes</span>
          </p>
          <ul className="check-list consultation-offer__list">
            <li>A one-on-one call with a licensed doctor</li>
            <li>Your goals, skin and body assessed together</li>
            <li>A treatment plan ready for your first visit</li>
            <li>The video link is sent to your e-mail once confirmed</li>
          </ul>
        </aside>
        <ConsultationForm
          values={values}
          schedule={schedule}
          setValues={draft.setValues}
          saveNow={() => void draft.saveNow()}
          saveProblem={draft.saveProblem}
          serverMessage={buildError ?? draft.draft?.serverMessage}
          processing={phase === 'processing'}
          priceText={PRICE_TEXT}
          onSubmit={send}
        />
      </div>
      {hold.status === 'expired' ? <BookingExpiredDialog onStartAgain={hold.startAgain} /> : null}
    </section>
  );
}
