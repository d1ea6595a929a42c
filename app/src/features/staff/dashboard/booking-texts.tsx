import type { SmsRecord } from '@domain/schemas/records';
import { formatInstant } from '../format';
import './booking-texts.css';

/** Where one text stands, in the desk's words. */
function statusLine(text: SmsRecord): string {
  switch (text.status) {
    case 'queued':
      return text.attempts > 0 ? `Trying again ${formatInstant(text.sendAt)}` : 'Queued';
    case 'held':
      return `Held for quiet hours until ${formatInstant(text.sendAt)}`;
    case 'sent':
      return `Sent ${formatInstant(text.sentAt)}`;
    case 'failed':
      return 'Failed';
    case 'skipped':
      return 'Not sent';
  }
}

/**
 * The booking's text messages, oldest first: what each was, where it stands (queued, held for
 * quiet hours, sent, failed, not sent) and why when it did not go.
 */
export function BookingTexts({ texts }: { texts: readonly SmsRecord[] }) {
  if (texts.length === 0) return null;
  return (
    <section className="booking-texts" aria-labelledby="booking-texts-title">
      <h4 id="booking-texts-title" className="booking-view__heading booking-texts__title">
        Text messages
      </h4>
      <ul className="booking-texts__list">
        {texts.map((text) => (
          <li key={text.id} className="booking-texts__item">
            <span className="booking-texts__kind">{text.label}</span>
            <span className={`booking-texts__status booking-texts__status--${text.status}`}>
              {statusLine(text)}
            </span>
            <span className="booking-texts__meta">
              {text.to ? `To ${text.to} · ` : ''}queued {formatInstant(text.queuedAt)}
              {text.error && text.status !== 'sent' ? ` · ${text.error}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
