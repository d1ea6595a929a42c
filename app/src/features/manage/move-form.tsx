import { formatManilaDate } from '@domain/manila-date';
import { type FormEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isApiError, isNetworkError } from '../../lib/api-client';
import { useOnlineStatus } from '../../lib/use-online-status';
import { DayTimeFields } from '../booking/form/day-time-fields';
import { timeChoices } from '../booking/time/time-choices';
import { type AvailabilityState, useAvailability } from '../booking/time/use-availability';
import { useDayStrip } from '../booking/time/use-day-strip';
import { type ManagedBooking, moveManagedBooking } from './manage-api';
import { appointmentText } from './manage-format';
import {
  alternativesOf,
  MOVE_NEEDS_CONNECTION,
  type MoveAlternative,
  type MoveErrors,
  type MoveStart,
  moveChoices,
  moveErrors,
  moveQuestion,
} from './move-rules';

interface MoveFormProps {
  token: string;
  booking: ManagedBooking;
  onMoved(booking: ManagedBooking, message: string): void;
  onClose(): void;
}

interface Failure {
  message: string;
  alternatives: MoveAlternative[];
}

const HINTS: Record<AvailabilityState['status'], string> = {
  idle: 'Choose a day to see the free times',
  loading: 'Checking the free times…',
  ready: 'Manila time. Only free times are shown',
  unreachable: 'We could not reach the clinic to check the free times. Try again in a moment.',
};

/**
 * The client picks a free start with the booking page's day strip and time chips, confirms
 * "Move to ...?", and the server moves it (or answers with the nearest free starts). A move needs the
 * clinic's answer there and then, so offline it is never queued: the form says so instead.
 */
export function MoveForm({ token, booking, onMoved, onClose }: MoveFormProps) {
  const form = useId();
  const online = useOnlineStatus();
  const current = { date: booking.date, time: booking.time };
  const services = useMemo(() => booking.services.map((line) => line.serviceId), [booking.services]);
  const [start, setStart] = useState<MoveStart>({ date: '', time: '' });
  const [errors, setErrors] = useState<MoveErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const fields = useRef<HTMLDivElement>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const strip = useDayStrip(booking.branch, services, online);
  const query = online && start.date ? { branch: booking.branch, date: start.date, services } : undefined;
  const availability = useAvailability(query);
  const times = moveChoices(timeChoices(availability.state, undefined), start.date, current);

  useLayoutEffect(() => {
    fields.current?.querySelector<HTMLElement>('.day-strip__next, [name="date"]')?.focus();
  }, []);
  useLayoutEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  useLayoutEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // Functional updates: "Next available" sets the day and then the time in one tap.
  const change = (next: (before: MoveStart) => MoveStart) => {
    setStart(next);
    setErrors({});
    setFailure(undefined);
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = moveErrors(start, current, times);
    setErrors(found);
    if (found.date || found.time) {
      fields.current?.querySelector<HTMLElement>(found.date ? '[name="date"]' : '[name="time"]')?.focus();
      return;
    }
    setConfirming(true);
  };

  const move = async (to: MoveStart) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const reply = await moveManagedBooking(token, to, crypto.randomUUID());
      onMoved(reply.booking, reply.msg);
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      if (isNetworkError(error)) {
        setFailure({ message: MOVE_NEEDS_CONNECTION, alternatives: [] });
        return;
      }
      const message = error instanceof Error && error.message ? error.message : 'We could not move it.';
      setFailure({ message, alternatives: isApiError(error) ? alternativesOf(error.body) : [] });
      availability.refresh();
    }
  };

  if (!online && !busy) {
    return (
      <div className="manage-form move-form">
        <p className="manage-form__offline" role="status">
          {MOVE_NEEDS_CONNECTION}
        </p>
        <div className="manage-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  if (confirming) {
    return (
      <section className="manage-form move-form" aria-labelledby={`${form}-question`}>
        <h3 id={`${form}-question`} ref={question} tabIndex={-1} className="manage-form__title">
          {moveQuestion(start)}
        </h3>
        <p className="manage-panel__text">
          Instead of {appointmentText(current.date, current.time)}. We will e-mail you the new time.
        </p>
        <div className="manage-form__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy || undefined}
            onClick={() => void move(start)}
          >
            {busy ? 'Moving…' : 'Yes, move it'}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            Choose another time
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="manage-form move-form" onSubmit={review} noValidate aria-labelledby={`${form}-title`}>
      <h3 id={`${form}-title`} className="manage-form__title">
        Choose a new free time
      </h3>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="move-form__failure" role="alert">
          <p className="manage-form__error">{failure.message}</p>
          {failure.alternatives.length > 0 ? (
            <>
              <p className="manage-panel__text">These times are free:</p>
              <ul className="move-form__alternatives" aria-label="Free times to move to">
                {failure.alternatives.map((choice) => (
                  <li key={`${choice.date} ${choice.time}`}>
                    <button
                      type="button"
                      className="button button--ghost move-form__alternative"
                      onClick={() => {
                        change(() => ({ date: choice.date, time: choice.time }));
                        setConfirming(true);
                      }}
                    >
                      {formatManilaDate(choice.date)}, {choice.label}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div ref={fields} className="move-form__fields">
        <DayTimeFields
          form={form}
          date={start.date}
          time={start.time}
          dateError={errors.date}
          timeError={errors.time}
          onDate={(date) => change((before) => ({ date, time: date === before.date ? before.time : '' }))}
          onTime={(time) => change((before) => ({ ...before, time }))}
          times={times}
          timeHint={HINTS[availability.state.status]}
          strip={strip}
        />
      </div>
      <div className="manage-form__actions">
        <button type="submit" className="button button--primary">
          Continue
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Never mind
        </button>
      </div>
    </form>
  );
}
