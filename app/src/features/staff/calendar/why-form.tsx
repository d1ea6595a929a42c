import { formatTimeLabel } from '@domain/time-slots';
import { useId } from 'react';
import { useLiveCatalogue } from '../../../catalogue/live-catalogue';

/** The question the desk asks ("why is 2 PM not free for a thread lift?") and its answer in words. */
export interface WhyQuestion {
  service: string;
  time: string;
}

/**
 * "Why is this time not free?": a treatment and a start, answered by availability's `explain=1`.
 * The keyboard way to ask what a click on an empty place in a column asks.
 */
export function WhyForm({
  question,
  times,
  answer,
  busy,
  onChange,
  onAsk,
}: {
  question: WhyQuestion;
  times: string[];
  answer: string | null;
  busy: boolean;
  onChange: (question: WhyQuestion) => void;
  onAsk: () => void;
}) {
  const { services } = useLiveCatalogue();
  const ids = { service: useId(), time: useId() };
  return (
    <form
      className="calendar__why"
      aria-label="Why is a time not free?"
      onSubmit={(event) => {
        event.preventDefault();
        onAsk();
      }}
    >
      <label htmlFor={ids.service}>Why is a time not free for</label>
      <select
        id={ids.service}
        className="select"
        value={question.service}
        onChange={(event) => onChange({ ...question, service: event.target.value })}
      >
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.time}>at</label>
      <select
        id={ids.time}
        className="select"
        value={question.time}
        onChange={(event) => onChange({ ...question, time: event.target.value })}
      >
        {times.map((time) => (
          <option key={time} value={time}>
            {formatTimeLabel(time)}
          </option>
        ))}
      </select>
      <button type="submit" className="staff-button" disabled={busy}>
        {busy ? 'Asking...' : 'Why?'}
      </button>
      <p className="calendar__why-answer" role="status">
        {answer ?? ''}
      </p>
    </form>
  );
}
