import { formatManilaDate } from '@domain/manila-date';
import { formatTimeLabel } from '@domain/time-slots';
import { useId, useState } from 'react';
import type { TimeChoice } from '../time/time-choices';
import { joinWaitlist } from './waitlist-api';
import './waitlist.css';

interface WaitlistJoinProps {
  branch: string;
  date: string;
  /** The day's starts (all full): the window is chosen among them. */
  times: readonly TimeChoice[];
  /** The cart's treatments: what the freed place must fit. */
  services: string[];
  /** What the booking form already knows of the client, to start from. */
  contact: { customerName: string; email: string; phone: string; smsOptIn: boolean };
}

/**
 * "Tell me if a time frees up" where the chosen day is full (issue 28 item 4): the client's window of
 * start times that day and how to reach them. Not a form of its own (it sits inside the booking form):
 * a button sends it. A refusal is shown beside it and nothing typed is lost.
 */
export function WaitlistJoin({ branch, date, times, services, contact }: WaitlistJoinProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(times[0]?.value ?? '');
  const [to, setTo] = useState(times.at(-1)?.value ?? '');
  const [customerName, setName] = useState(contact.customerName);
  const [email, setEmail] = useState(contact.email);
  const [phone, setPhone] = useState(contact.phone);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  if (done) {
    return (
      <p className="waitlist-join__done" role="status">
        {done}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost waitlist-join__open"
        onClick={() => setOpen(true)}
      >
        Tell me if a time frees up
      </button>
    );
  }
  const send = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await joinWaitlist({
        branch,
        date,
        from,
        to,
        services,
        customerName,
        email,
        phone,
        smsOptIn: contact.smsOptIn,
      });
      setDone(
        `You are on the waitlist for ${formatManilaDate(date)}, ${formatTimeLabel(from)} to ${formatTimeLabel(to)}. If a time frees up, we text and e-mail you a link that holds it for you for 15 minutes.`,
      );
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Could not add you to the waitlist.');
    } finally {
      setBusy(false);
    }
  };
  const options = times.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {formatTimeLabel(choice.value)}
    </option>
  ));
  return (
    <section className="waitlist-join" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="waitlist-join__title">
        Join the waitlist for {formatManilaDate(date)}
      </h3>
      <p className="waitlist-join__lead">
        If a time between these frees up for your treatments, we text and e-mail you first, and hold it for
        you for 15 minutes.
      </p>
      <div className="waitlist-join__grid">
        <label className="waitlist-join__field">
          <span>Earliest start</span>
          <select className="select" value={from} onChange={(event) => setFrom(event.target.value)}>
            {options}
          </select>
        </label>
        <label className="waitlist-join__field">
          <span>Latest start</span>
          <select className="select" value={to} onChange={(event) => setTo(event.target.value)}>
            {options}
          </select>
        </label>
        <label className="waitlist-join__field">
          <span>Full name</span>
          <input
            className="input"
            autoComplete="name"
            value={customerName}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className="waitlist-join__field">
          <span>Mobile number</span>
          <input
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <label className="waitlist-join__field">
          <span>E-mail</span>
          <input
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
      </div>
      <p className="field-error" role="alert">
        {problem ?? ''}
      </p>
      <button type="button" className="button button--primary" disabled={busy} onClick={send}>
        {busy ? 'Adding you...' : 'Join the waitlist'}
      </button>
    </section>
  );
}
