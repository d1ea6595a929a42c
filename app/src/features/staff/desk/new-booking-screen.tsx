import { BRANCH_LABELS, type BranchId } from '@domain/branches';
import { manilaDate } from '@domain/manila-date';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isNetworkError } from '../../../lib/api-client';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { type Alternative, createFrontDeskBooking, SlotTakenError } from '../api/desk-api';
import type { StaffBooking } from '../api/types';
import { StaffShell } from '../components/staff-shell';
import { type DeskBookingRequest, queueDeskBooking } from '../desk-outbox/desk-outbox-store';
import { QueuedBooking } from '../desk-outbox/queued-booking';
import { formatAppointment } from '../format';
import { scheduleSearch } from '../schedule/schedule-query';
import { AlternativesList } from './alternatives-list';
import { ClientFields, type ClientValue, EMPTY_CLIENT } from './client-fields';
import { prefillOf, readNextSession } from './next-session';
import { NextSessionNote } from './next-session-note';
import { type TreatmentLine, TreatmentPicker } from './treatment-picker';
import { useFreeTimes } from './use-free-times';
import { useWalkInStart } from './use-walk-in-start';
import { VisitFields, type VisitValue } from './visit-fields';

type Channel = 'phone' | 'walk-in';

const NOT_KEPT =
  'No connection, and this device could not keep the booking (its storage is full or blocked). Nothing was saved: try again when online.';

const firstVisit = (): VisitValue => ({
  serviceType: 'clinic',
  branch: 'makati',
  address: '',
  landmark: '',
  date: manilaDate(),
  time: '',
});

/**
 * "New booking" for staff: a booking taken by phone or at the counter, by the public rules and
 * capacity (the server decides), with the client's e-mail optional.
 */
export function NewBookingScreen() {
  // "Book the next session" (the booking's checkout) sends the client, place and treatment along.
  // It stays in the history entry, so a reload keeps it, until a booking is saved or started again.
  const location = useLocation();
  const navigate = useNavigate();
  const [next, setNext] = useState(() => readNextSession(location.state));
  const forgetNext = () => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  };
  const [prefill] = useState(() => (next ? prefillOf(next) : null));
  const [channel, setChannel] = useState<Channel>('phone');
  const [visit, setVisit] = useState<VisitValue>(() => ({ ...firstVisit(), ...prefill?.visit }));
  const [lines, setLines] = useState<TreatmentLine[]>(() => (prefill ? [prefill.line] : []));
  const [client, setClient] = useState<ClientValue>(() => ({ ...EMPTY_CLIENT, ...prefill?.client }));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [slotTaken, setSlotTaken] = useState<{ message: string; alternatives: Alternative[] } | null>(null);
  const [saved, setSaved] = useState<StaffBooking | null>(null);
  /** Saved on this device and waiting in the outbox: its id, and whose booking it is. */
  const [queued, setQueued] = useState<{ id: string; customerName: string } | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  // One key per booking being taken: a double submit or a retry after a lost answer is one booking.
  const idempotencyKey = useRef(crypto.randomUUID());
  const channelName = useId();
  const place = visit.serviceType === 'home' ? 'home' : visit.branch;
  const freeTimes = useFreeTimes(
    place,
    visit.date,
    lines.map((line) => line.id),
  );
  const walkIn = useWalkInStart(visit, freeTimes, setVisit);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (lines.length === 0) {
      setProblem('Choose at least one treatment.');
      return;
    }
    setBusy(true);
    setProblem(null);
    setSlotTaken(null);
    const request = {
      channel,
      bookingData: {
        ...visit,
        branch: visit.serviceType === 'home' ? 'home' : visit.branch,
        customerName: client.customerName,
        phone: client.phone,
        email: client.email,
        age: client.age === '' ? undefined : Number(client.age),
        paymentMethod: client.paymentMethod,
        notes: client.notes,
      },
      cartItems: lines,
    };
    // Offline, or the answer lost on the way: the booking waits in the outbox under the same key,
    // so a request that did arrive is answered with its one booking when it is sent again.
    const keep = async () => {
      await queueDeskBooking(idempotencyKey.current, request as DeskBookingRequest);
      setQueued({ id: idempotencyKey.current, customerName: client.customerName });
      forgetNext();
      void flushOutbox();
    };
    try {
      if (!navigator.onLine) await keep();
      else {
        const answer = await createFrontDeskBooking(request, idempotencyKey.current);
        setSaved(answer.booking);
        setWarnings(answer.warnings);
        forgetNext();
      }
    } catch (error) {
      if (isNetworkError(error)) await keep().catch(() => setProblem(NOT_KEPT));
      else if (error instanceof SlotTakenError)
        setSlotTaken({ message: error.message, alternatives: error.alternatives });
      else setProblem(error instanceof Error && error.message ? error.message : 'Failed to save the booking');
    } finally {
      setBusy(false);
    }
  };

  const onSent = useCallback((booking: StaffBooking) => setSaved(booking), []);

  const startAgain = () => {
    idempotencyKey.current = crypto.randomUUID();
    setSaved(null);
    setQueued(null);
    setWarnings([]);
    setVisit(firstVisit());
    walkIn.stop();
    setChannel('phone');
    setLines([]);
    setClient(EMPTY_CLIENT);
    setNext(null);
    forgetNext();
  };

  return (
    <StaffShell
      title="New booking"
      subtitle="A booking taken by phone or at the counter"
      offline={false}
      dataFrom={null}
      followingDeskBooking={queued?.id}
    >
      {queued && !saved ? (
        <QueuedBooking
          id={queued.id}
          customerName={queued.customerName}
          onFollow={(id) => setQueued((current) => current && { ...current, id })}
          onSent={onSent}
          onStartAgain={startAgain}
        />
      ) : saved ? (
        <section className="desk-form__done" aria-labelledby="saved-title">
          <h2 id="saved-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
            Booking {saved.bookingData.bookingNumber} saved
          </h2>
          <p>
            {saved.bookingData.customerName},{' '}
            {formatAppointment(saved.bookingData.date, saved.bookingData.time)},{' '}
            {saved.bookingData.serviceType === 'home'
              ? `home service at ${saved.bookingData.address}`
              : `at ${BRANCH_LABELS[saved.bookingData.branch as BranchId] ?? saved.bookingData.branch}`}
            .
            {saved.bookingData.email
              ? ' The client is e-mailed the confirmation.'
              : ' No e-mail address: nothing is sent.'}
          </p>
          {warnings.length > 0 ? (
            <div className="desk-form__warning" role="status">
              <p className="desk-form__warning-title">Same client, same time</p>
              <ul>
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="desk-form__actions">
            <Link
              className="staff-button staff-button--primary"
              to={paths.admin.schedule.href(
                scheduleSearch({ date: saved.bookingData.date, branch: saved.bookingData.branch }),
              )}
            >
              Open the day's schedule
            </Link>
            <button type="button" className="staff-button" onClick={startAgain}>
              Take another booking
            </button>
          </p>
        </section>
      ) : (
        <form className="desk-form" onSubmit={submit} aria-label="New booking" noValidate>
          {next ? <NextSessionNote next={next} /> : null}
          <fieldset className="desk-form__group">
            <legend>Taken by</legend>
            <div className="desk-form__choice">
              {(['phone', 'walk-in'] as const).map((option) => (
                <label key={option} className="desk-form__radio">
                  <input
                    type="radio"
                    name={channelName}
                    value={option}
                    checked={channel === option}
                    onChange={() => {
                      setChannel(option);
                      if (option === 'walk-in') walkIn.follow();
                      else walkIn.stop();
                    }}
                  />
                  {option === 'phone' ? 'Phone call' : 'Walk-in'}
                </label>
              ))}
            </div>
          </fieldset>
          <TreatmentPicker lines={lines} onChange={setLines} />
          <VisitFields
            value={visit}
            onChange={(change) => {
              // A new date or a chosen time is the desk's own; a new branch keeps the next free start.
              const ownTime = change.time !== undefined && Object.keys(change).length === 1;
              if (change.date !== undefined || ownTime) walkIn.stop();
              setVisit((current) => ({ ...current, ...change }));
            }}
            freeTimes={freeTimes}
          />
          <ClientFields
            value={client}
            onChange={(change) => setClient((current) => ({ ...current, ...change }))}
          />
          {slotTaken ? (
            <AlternativesList
              message={slotTaken.message}
              alternatives={slotTaken.alternatives}
              onPick={(alternative) => {
                walkIn.stop();
                setVisit((current) => ({ ...current, date: alternative.date, time: alternative.time }));
                setSlotTaken(null);
              }}
            />
          ) : null}
          {problem ? (
            <p className="desk-form__problem" role="alert">
              {problem}
            </p>
          ) : null}
          <p className="desk-form__actions">
            <button type="submit" className="staff-button staff-button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save booking'}
            </button>
          </p>
        </form>
      )}
    </StaffShell>
  );
}
