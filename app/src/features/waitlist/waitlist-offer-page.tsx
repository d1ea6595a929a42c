import { BRANCH_LABELS, isBranchId } from '@domain/branches';
import { formatManilaDate, formatManilaDateTime } from '@domain/manila-date';
import { paymentMethodsFor } from '@domain/payment-places';
import { formatTimeLabel } from '@domain/time-slots';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLiveCatalogue } from '../../catalogue/live-catalogue';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { useNoIndex } from '../manage/use-no-index';
import '../booking/waitlist/waitlist.css';

interface Offer {
  branch: string;
  date: string;
  time: string | null;
  services: string[];
  customerName: string;
  email: string;
  phone: string;
  status: string;
  holdId: string | null;
  expiresAt: string | null;
}

/**
 * /waitlist/offer/:token, the link of a waitlist offer (issue 28 item 4): the freed time held for the
 * client, and booking it with the two things the wish did not ask (age, how they will pay). The
 * booking goes through POST /api/bookings with the offer's hold, so nobody else can take it meanwhile.
 */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  usePageTitle('Your freed time');
  // A private link: kept out of search engines like the manage pages.
  useNoIndex();
  const navigate = useNavigate();
  const catalogue = useLiveCatalogue();
  const [offer, setOffer] = useState<Offer>();
  const [problem, setProblem] = useState<string>();
  const [age, setAge] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('clinic');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    apiRequest<{ data: Offer }>(`/waitlist/offers/${encodeURIComponent(token)}`, {
      signal: abort.signal,
    }).then(
      (body) => setOffer(body.data),
      (failure: unknown) => {
        if (!abort.signal.aborted)
          setProblem(failure instanceof Error ? failure.message : 'This offer has ended.');
      },
    );
    return () => abort.abort();
  }, [token]);

  const book = async (event: FormEvent) => {
    event.preventDefault();
    if (!offer?.holdId || !offer.time) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const body = await apiRequest<{ manageToken?: string }>('/bookings', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: {
          bookingData: {
            serviceType: 'clinic',
            branch: offer.branch,
            address: '',
            landmark: '',
            date: offer.date,
            time: offer.time,
            age,
            customerName: offer.customerName,
            email: offer.email,
            phone: offer.phone,
            paymentMethod,
            notes: '',
            holdId: offer.holdId,
          },
          cartItems: offer.services.map((id) => ({
            id,
            quantity: 1,
            price: catalogue.findService(id)?.price ?? 0,
          })),
        },
        fallbackMessage: 'Could not book this time. Please call the clinic.',
      });
      if (body.manageToken) navigate(paths.myBooking.href(body.manageToken));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Could not book this time.');
    } finally {
      setBusy(false);
    }
  };

  const live = offer?.status === 'offered' && offer.holdId && offer.time && offer.branch !== 'home';
  return (
    <section className="page waitlist-offer" aria-labelledby="page-title">
      <h1 id="page-title">A time freed up for you</h1>
      {!offer && !problem ? <p role="status">Loading your offer…</p> : null}
      {offer && !live ? (
        <p>
          This offer has ended: the time was booked or passed to the next client. Please choose another time.
        </p>
      ) : null}
      {offer && live && offer.time ? (
        <form className="waitlist-join" onSubmit={book} noValidate aria-labelledby="offer-title">
          <h2 id="offer-title" className="waitlist-join__title">
            {formatManilaDate(offer.date)} at {formatTimeLabel(offer.time)},{' '}
            {isBranchId(offer.branch) ? BRANCH_LABELS[offer.branch] : offer.branch}
          </h2>
          <p className="waitlist-join__lead">
            For {offer.services.map((id) => catalogue.findService(id)?.name ?? id).join(', ')}. Held for you
            until {offer.expiresAt ? formatManilaDateTime(offer.expiresAt) : 'soon'}.
          </p>
          <div className="waitlist-join__grid">
            <label className="waitlist-join__field">
              <span>Age</span>
              <input
                className="input"
                inputMode="numeric"
                required
                value={age}
                onChange={(event) => setAge(event.target.value)}
              />
            </label>
            <label className="waitlist-join__field">
              <span>How you will pay</span>
              <select
                className="select"
                value={paymentMethod}
                onChange={(event) => setPaymentMethod(event.target.value)}
              >
                {paymentMethodsFor('clinic').map((method) => (
                  <option key={method.id} value={method.id}>
                    {method.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="field-error" role="alert">
            {problem ?? ''}
          </p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Booking…' : 'Book this time'}
          </button>
        </form>
      ) : null}
      {!offer && problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
