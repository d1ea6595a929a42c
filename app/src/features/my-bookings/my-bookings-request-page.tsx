import { type FormEvent, useId, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { isApiError } from '../../lib/api-client';
import { requestMyBookingsLink } from './my-bookings-api';
import './my-bookings.css';

/** `/my-bookings`: the client gives their e-mail and gets one link to everything booked under it. */
export function MyBookingsRequestPage() {
  usePageTitle('My bookings');
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setProblem('Enter the e-mail address you booked with');
      return;
    }
    setProblem('');
    setSending(true);
    try {
      setAnswer(await requestMyBookingsLink(email.trim()));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'We could not send the link. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="page my-bookings" aria-labelledby="page-title">
      <p className="eyebrow">My bookings</p>
      <h1 id="page-title">Find your bookings</h1>
      <p className="lead">
        Enter the e-mail address you booked with. We e-mail you one link to all your bookings, consultations
        and packages.
      </p>
      <form className="card my-bookings__form" onSubmit={submit} noValidate>
        <label htmlFor={emailId}>E-mail address</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${emailId}-problem` : undefined}
        />
        {problem ? (
          <p id={`${emailId}-problem`} className="my-bookings__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'E-mail me the link'}
        </button>
        <p role="status" className="my-bookings__answer">
          {answer}
        </p>
      </form>
    </section>
  );
}
